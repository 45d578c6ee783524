package ingresstest

import (
	"slices"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerCredentials serves tunnel credentials and SSH credentials. A
// tunnel credential's token is not an API key: it is kept nowhere, so it
// authenticates no call to this API.
func registerCredentials(s *Server) {
	Register(s, Resource[credentials.Tunnel, credentials.TunnelCreateParams, credentials.TunnelUpdateParams]{
		Kind: wire.CredentialKind, Path: wire.CredentialPath, Member: wire.CredentialMember, Prefix: wire.CredentialPrefix,
		Create: func(c *Call, p *credentials.TunnelCreateParams) (*credentials.Tunnel, error) {
			owner, err := s.ResolveOwner(c.Caller, p.OwnerID)
			if err != nil {
				return nil, err
			}
			token := s.Secret()
			return &credentials.Tunnel{
				ID: c.ID, URI: c.URI, CreatedAt: c.Now, OwnerID: owner, Token: &token, ACL: credentialACL(p.ACL),
				Description: deref(p.Description), Metadata: deref(p.Metadata),
			}, nil
		},
		Stored: func(cr *credentials.Tunnel) *credentials.Tunnel {
			stored := *cr
			stored.Token = nil
			return &stored
		},
		Update: func(c *Call, cr credentials.Tunnel, p *credentials.TunnelUpdateParams) (*credentials.Tunnel, error) {
			setIf(&cr.Description, p.Description)
			setIf(&cr.Metadata, p.Metadata)
			if p.ACL != nil {
				cr.ACL = credentialACL(p.ACL)
			}
			return &cr, nil
		},
	})
	Register(s, Resource[credentials.SSH, credentials.SSHCreateParams, credentials.SSHUpdateParams]{
		Kind: wire.SSHCredentialKind, Path: wire.SSHCredentialPath, Member: wire.SSHCredentialMember, Prefix: wire.SSHCredentialPrefix,
		Create: func(c *Call, p *credentials.SSHCreateParams) (*credentials.SSH, error) {
			owner, err := s.ResolveOwner(c.Caller, p.OwnerID)
			if err != nil {
				return nil, err
			}
			return &credentials.SSH{
				ID: c.ID, URI: c.URI, CreatedAt: c.Now, OwnerID: owner, PublicKey: p.PublicKey, ACL: credentialACL(p.ACL),
				Description: deref(p.Description), Metadata: deref(p.Metadata),
			}, nil
		},
		Update: func(c *Call, cr credentials.SSH, p *credentials.SSHUpdateParams) (*credentials.SSH, error) {
			setIf(&cr.Description, p.Description)
			setIf(&cr.Metadata, p.Metadata)
			if p.ACL != nil {
				cr.ACL = credentialACL(p.ACL)
			}
			return &cr, nil
		},
	})
}

// credentialACL returns a credential's stored ACL: a copy of the rules given, and
// an empty list, which reads back as [], when none were.
func credentialACL(rules []string) []string {
	if len(rules) == 0 {
		return []string{}
	}
	return slices.Clone(rules)
}
