package ingresstest

import (
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

func registerAPIKeys(s *Server) {
	serveResource(s, s.records.APIKeys, resource[apikeys.APIKey, apikeys.CreateParams, apikeys.UpdateParams]{
		Wire:   wire.APIKeys,
		Create: s.createAPIKey, Stored: withoutToken[apikeys.APIKey](),
	})
}

// issueAPIKey stores a new API key for owner outside any request and
// returns it with its token. The caller holds the lock.
func (s *Server) issueAPIKey(owner string, description *string) *apikeys.APIKey {
	id := s.newID(wire.APIKeys.Prefix)
	token := s.secret()
	s.records.Tokens[token] = id
	k := &apikeys.APIKey{ID: id, URI: s.uri(wire.APIKeys.Path, id), CreatedAt: s.now(), OwnerID: owner, Description: api.Deref(description)}
	s.records.APIKeys.Put(id, k)
	withToken := *k
	withToken.Token = &token
	return &withToken
}

// createAPIKey is the create hook of API keys: it builds the record of a
// new one.
func (s *Server) createAPIKey(c *call, p *apikeys.CreateParams) (*apikeys.APIKey, error) {
	owner, err := s.resolveOwner(c.Caller, p.OwnerID)
	if err != nil {
		return nil, err
	}
	token := s.secret()
	s.records.Tokens[token] = c.ID
	return &apikeys.APIKey{
		OwnerID: owner, Token: &token,
	}, nil
}
