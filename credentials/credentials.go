// Package credentials manages the credentials agents use to start tunnel
// sessions: tunnel credentials (auth tokens, field Tunnel of Client) and SSH
// credentials (public keys for the SSH gateway, field SSH). Neither
// authenticates calls to the management API; API keys do (package
// apikeys). Both may carry ACL rules that restrict what their sessions may
// bind.
package credentials

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// Client manages tunnel credentials and SSH credentials.
type Client struct {
	// Tunnel manages tunnel credentials.
	Tunnel *TunnelClient
	// SSH manages SSH credentials.
	SSH *SSHClient
}

// NewClient returns a client of credentials that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{Tunnel: newTunnelClient(c), SSH: newSSHClient(c)}
}

// credentialRules checks the parameters that tunnel and SSH credentials
// share when they are created.
func credentialRules(description, metadata *string, acl []string, ownerID *string) error {
	return validate.First(validate.CredentialDescription(description), validate.CredentialMetadata(metadata), validate.ACL(acl), validate.OwnerID(ownerID))
}
