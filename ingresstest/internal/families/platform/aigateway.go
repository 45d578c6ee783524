package platform

import (
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerAIGateway serves the API keys of AI gateway endpoints. A key's
// token is in the create response only; the stored record has none. The
// fake never uses a key, so LastUsed stays null.
func registerAIGateway(s *account) {
	api.ServeResource(s.engine, s.engine.Records.AIGatewayAPIKeys, api.Resource[aigateway.APIKey, aigateway.APIKeyCreateParams, aigateway.APIKeyUpdateParams]{
		Wire: wire.AIGatewayAPIKeys, Create: s.createAIGatewayAPIKey, Stored: api.WithoutToken[aigateway.APIKey](),
		Update: s.updateAIGatewayAPIKey,
	})
}

// createAIGatewayAPIKey is the create hook of AI gateway API keys: it
// builds the record of a new one, with its token, for an existing
// endpoint.
func (s *account) createAIGatewayAPIKey(c *api.Call, p *aigateway.APIKeyCreateParams) (*aigateway.APIKey, error) {
	ep, err := s.engine.ExistingRef(api.CodeAIGatewayEndpointMissing, "endpoint_id", p.EndpointID, wire.Endpoints.Prefix)
	if err != nil {
		return nil, err
	}
	token := s.engine.Secret()
	by := s.engine.UserRef(c.Caller.ID)
	return &aigateway.APIKey{
		CreatedBy: by, LastUpdatedBy: by, Endpoint: ep,
		Token: &token, DisplayName: "…" + token[len(token)-4:],
	}, nil
}

// updateAIGatewayAPIKey is the update hook of AI gateway API keys: it
// returns the record changed.
func (s *account) updateAIGatewayAPIKey(c *api.Call, k aigateway.APIKey, p *aigateway.APIKeyUpdateParams) (*aigateway.APIKey, error) {
	if p.EndpointID != nil {
		ep, err := s.engine.ExistingRef(api.CodeAIGatewayEndpointMissing, "endpoint_id", *p.EndpointID, wire.Endpoints.Prefix)
		if err != nil {
			return nil, err
		}
		k.Endpoint = ep
	}
	k.UpdatedAt, k.LastUpdatedBy = c.Now, s.engine.UserRef(c.Caller.ID)
	return &k, nil
}
