package platform

import (
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/trafficpolicy"
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
// builds the record of a new one, with its token, for an existing AI
// gateway endpoint.
func (s *account) createAIGatewayAPIKey(c *api.Call, p *aigateway.APIKeyCreateParams) (*aigateway.APIKey, error) {
	ep, err := s.aiGatewayEndpoint(p.EndpointID)
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
		ep, err := s.aiGatewayEndpoint(*p.EndpointID)
		if err != nil {
			return nil, err
		}
		k.Endpoint = ep
	}
	k.UpdatedAt, k.LastUpdatedBy = c.Now, s.engine.UserRef(c.Caller.ID)
	return &k, nil
}

// aiGatewayEndpoint returns a reference to the endpoint id, which must
// exist (errors/err_ngrok_27002) and have the ai-gateway action in its
// Traffic Policy (errors/err_ngrok_27003). The caller holds the lock.
func (s *account) aiGatewayEndpoint(id string) (*ingress.Ref, error) {
	ref, err := s.engine.ExistingRef(api.CodeAIGatewayEndpointMissing, "endpoint_id", id, wire.Endpoints.Prefix)
	if err != nil {
		return nil, err
	}
	ep, _ := s.engine.Records.Endpoints.Get(id)
	if !hasAIGatewayAction(ep.TrafficPolicy) {
		return nil, api.Errorf(http.StatusUnprocessableEntity, api.CodeAIGatewayActionMissing,
			"endpoint_id: the endpoint %s does not have the AI Gateway action enabled: add the ai-gateway action to its traffic policy", id)
	}
	return ref, nil
}

// hasAIGatewayAction reports whether the Traffic Policy document doc has
// an ai-gateway action in any phase. An endpoint's document was checked
// when it was stored, and is bounded in size.
func hasAIGatewayAction(doc string) bool {
	p, err := trafficpolicy.Parse([]byte(doc))
	if err != nil {
		return false
	}
	for _, rules := range [][]trafficpolicy.Rule{p.OnTCPConnect, p.OnHTTPRequest, p.OnHTTPResponse, p.OnEventStreamMessage} {
		for _, r := range rules {
			for _, a := range r.Actions {
				if a.Type == (trafficpolicy.AIGateway{}).ActionType() {
					return true
				}
			}
		}
	}
	return false
}
