package ingresstest

import (
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/internal/wire"
)

func registerAPIKeys(s *Server) {
	Register(s, Resource[apikeys.APIKey, apikeys.CreateParams, apikeys.UpdateParams]{
		Kind: wire.APIKeyKind, Path: wire.APIKeyPath, Member: wire.APIKeyMember, Prefix: wire.APIKeyPrefix,
		Create: func(c *Call, p *apikeys.CreateParams) (*apikeys.APIKey, error) {
			owner, err := s.ResolveOwner(c.Caller, p.OwnerID)
			if err != nil {
				return nil, err
			}
			token := s.Secret()
			s.tokens[token] = c.ID
			return &apikeys.APIKey{
				ID: c.ID, URI: c.URI, CreatedAt: c.Now, OwnerID: owner, Token: &token,
				Description: deref(p.Description), Metadata: deref(p.Metadata),
			}, nil
		},
		Stored: func(k *apikeys.APIKey) *apikeys.APIKey {
			stored := *k
			stored.Token = nil
			return &stored
		},
		Update: func(c *Call, k apikeys.APIKey, p *apikeys.UpdateParams) (*apikeys.APIKey, error) {
			setIf(&k.Description, p.Description)
			setIf(&k.Metadata, p.Metadata)
			return &k, nil
		},
	})
}

// apiKeys returns the table of API keys.
func (s *Server) apiKeys() *Table[apikeys.APIKey] { return TableOf[apikeys.APIKey](s, "ak") }

// issueAPIKey stores a new API key for owner outside any request and
// returns it with its token. The caller holds the lock.
func (s *Server) issueAPIKey(owner string, description *string) *apikeys.APIKey {
	id := s.NewID(wire.APIKeyPrefix)
	token := s.Secret()
	s.tokens[token] = id
	k := &apikeys.APIKey{ID: id, URI: s.URI(wire.APIKeyPath, id), CreatedAt: s.Now(), OwnerID: owner, Description: deref(description)}
	s.apiKeys().Put(id, k)
	withToken := *k
	withToken.Token = &token
	return &withToken
}
