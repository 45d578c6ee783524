package identity

import (
	"net/http"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/credentials"
)

// registerCredentials serves tunnel credentials and SSH credentials. A
// tunnel credential's token is not an API key: it is kept nowhere, so it
// authenticates no call to this API.
func registerCredentials(s *account) {
	api.ServeResource(s.engine, s.engine.Records.TunnelCredentials, api.Resource[credentials.Tunnel, credentials.TunnelCreateParams, credentials.TunnelUpdateParams]{
		Wire:   wire.Credentials,
		Create: s.createTunnelCredential, Stored: api.WithoutToken[credentials.Tunnel](), Update: s.updateTunnelCredential,
	})
	api.ServeResource(s.engine, s.engine.Records.SSHCredentials, api.Resource[credentials.SSH, credentials.SSHCreateParams, credentials.SSHUpdateParams]{
		Wire:   wire.SSHCredentials,
		Create: s.createSSHCredential, Update: s.updateSSHCredential,
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

// createTunnelCredential is the create hook of tunnel credentials: it
// builds the record of a new one, within the quota of tunnel credentials.
func (s *account) createTunnelCredential(c *api.Call, p *credentials.TunnelCreateParams) (*credentials.Tunnel, error) {
	if err := api.CheckQuota(s.engine.Records.TunnelCredentials.Len(), s.engine.Config.Quotas.TunnelCredentials, api.CodeTunnelCredentialQuota, "authtokens"); err != nil {
		return nil, err
	}
	owner, err := s.resolveOwner(c.Caller, p.OwnerID)
	if err != nil {
		return nil, err
	}
	token := s.tokenOf(c.ID)
	return &credentials.Tunnel{
		OwnerID: owner, Token: &token, ACL: credentialACL(p.ACL),
	}, nil
}

// updateTunnelCredential is the update hook of tunnel credentials: it
// returns the record changed.
func (s *account) updateTunnelCredential(c *api.Call, cr credentials.Tunnel, p *credentials.TunnelUpdateParams) (*credentials.Tunnel, error) {
	if p.ACL != nil {
		cr.ACL = credentialACL(p.ACL)
	}
	return &cr, nil
}

// createSSHCredential is the create hook of SSH credentials: it builds the
// record of a new one, within the quota of SSH credentials, for a public
// key that no other SSH credential of the account has.
func (s *account) createSSHCredential(c *api.Call, p *credentials.SSHCreateParams) (*credentials.SSH, error) {
	if err := api.CheckQuota(s.engine.Records.SSHCredentials.Len(), s.engine.Config.Quotas.SSHCredentials, api.CodeSSHCredentialQuota, "SSH keys"); err != nil {
		return nil, err
	}
	if held := s.sshCredentialWithKey(p.PublicKey); held != nil {
		return nil, api.Errorf(http.StatusConflict, api.CodeSSHKeyTaken, "public_key: the public key %s already exists on your account, as SSH credential %s", validate.SSHKeyBody(p.PublicKey), held.ID)
	}
	owner, err := s.resolveOwner(c.Caller, p.OwnerID)
	if err != nil {
		return nil, err
	}
	return &credentials.SSH{
		OwnerID: owner, PublicKey: p.PublicKey, ACL: credentialACL(p.ACL),
	}, nil
}

// updateSSHCredential is the update hook of SSH credentials: it returns the
// record changed.
func (s *account) updateSSHCredential(c *api.Call, cr credentials.SSH, p *credentials.SSHUpdateParams) (*credentials.SSH, error) {
	if p.ACL != nil {
		cr.ACL = credentialACL(p.ACL)
	}
	return &cr, nil
}

// sshCredentialWithKey returns the SSH credential of the account whose
// public key is the key of authorized, comments aside, or nil. The caller
// holds the lock.
func (s *account) sshCredentialWithKey(authorized string) *credentials.SSH {
	key := validate.SSHKeyBody(authorized)
	return s.engine.Records.SSHCredentials.Find(func(cr *credentials.SSH) bool { return validate.SSHKeyBody(cr.PublicKey) == key })
}
