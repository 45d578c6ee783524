package identity

import (
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

func registerAPIKeys(s *account) {
	api.ServeResource(s.engine, s.engine.Records.APIKeys, api.Resource[apikeys.APIKey, apikeys.CreateParams, apikeys.UpdateParams]{
		Wire:   wire.APIKeys,
		Create: s.createAPIKey, Stored: api.WithoutToken[apikeys.APIKey](),
	})
}

// issueAPIKey stores a new API key for owner outside any request and
// returns it with its token. The caller holds the lock.
func (s *account) issueAPIKey(owner string, description *string) *apikeys.APIKey {
	id := s.engine.NewID(wire.APIKeys.Prefix)
	token := s.tokenOf(id)
	s.engine.Records.Tokens[token] = id
	k := &apikeys.APIKey{ID: id, URI: s.engine.URI(wire.APIKeys.Path, id), CreatedAt: s.engine.Now(), OwnerID: owner, Description: api.Deref(description)}
	s.engine.Records.APIKeys.Put(id, k)
	withToken := *k
	withToken.Token = &token
	return &withToken
}

// createAPIKey is the create hook of API keys: it builds the record of a
// new one, within the quota of API keys.
func (s *account) createAPIKey(c *api.Call, p *apikeys.CreateParams) (*apikeys.APIKey, error) {
	if err := api.CheckQuota(s.engine.Records.APIKeys.Len(), s.engine.Config.Quotas.APIKeys, api.CodeAPIKeyQuota, "API keys"); err != nil {
		return nil, err
	}
	owner, err := s.resolveOwner(c.Caller, p.OwnerID)
	if err != nil {
		return nil, err
	}
	token := s.tokenOf(c.ID)
	s.engine.Records.Tokens[token] = c.ID
	return &apikeys.APIKey{
		OwnerID: owner, Token: &token,
	}, nil
}
