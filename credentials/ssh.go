package credentials

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// SSH is an SSH credential: a public key with which tunnels are started
// through the SSH gateway.
type SSH struct {
	// ID identifies the credential; it starts with "sshcr_".
	ID string `json:"id"`
	// URI is the credential's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the credential was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says who or what authenticates with the credential.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// PublicKey is the SSH public key, in authorized-keys format, of the
	// key pair that authenticates.
	PublicKey string `json:"public_key"`
	// ACL lists the rules that restrict what the credential's sessions
	// may bind; it is empty (not nil) when the credential is unrestricted.
	ACL []string `json:"acl"`
	// OwnerID is the user or bot that owns the credential.
	OwnerID string `json:"owner_id"`
}

// SSHCreateParams are the parameters of SSHClient.Create. PublicKey is
// required.
type SSHCreateParams struct {
	// PublicKey is one SSH public key in authorized-keys format, such as
	// the content of ~/.ssh/id_ed25519.pub. A certificate is refused.
	PublicKey string `json:"public_key"`
	// Description says who or what authenticates with the credential: at
	// most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// ACL restricts what the credential's sessions may bind, with the
	// rules of TunnelCreateParams.ACL. Nil leaves it unrestricted.
	ACL []string `json:"acl,omitzero"`
	// OwnerID assigns the credential to a user or bot. It defaults to the
	// caller; only admins may name another owner.
	OwnerID *string `json:"owner_id,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *SSHCreateParams) Validate() error {
	return validate.First(validate.SSHCredentialKey("public_key", p.PublicKey), credentialRules(p.Description, p.Metadata, p.ACL, p.OwnerID))
}

// SSHUpdateParams are the parameters of SSHClient.Update, with the fields
// of TunnelUpdateParams: an SSH credential, like a tunnel credential,
// changes only its description, metadata and ACL. Fields left nil keep
// their value; the public key cannot be changed.
type SSHUpdateParams TunnelUpdateParams

// Validate checks the documented rules of the parameters, which are those
// of a tunnel credential's update.
func (p *SSHUpdateParams) Validate() error { return (*TunnelUpdateParams)(p).Validate() }

// SSHClient manages SSH credentials.
type SSHClient struct {
	creds rest.Collection[SSH, SSHCreateParams, SSHUpdateParams]
}

func newSSHClient(c *ingress.Client) *SSHClient {
	return &SSHClient{creds: rest.NewCollection[SSH, SSHCreateParams, SSHUpdateParams](c, wire.SSHCredentials)}
}

// Create creates an SSH credential for a public key.
//
// POST /ssh_credentials
func (c *SSHClient) Create(ctx context.Context, params *SSHCreateParams) (*SSH, error) {
	return c.creds.Create(ctx, params)
}

// Get returns the SSH credential with the given ID.
//
// GET /ssh_credentials/{id}
func (c *SSHClient) Get(ctx context.Context, id string) (*SSH, error) { return c.creds.Get(ctx, id) }

// List returns a lazy iterator over the account's SSH credentials, newest
// first.
//
// GET /ssh_credentials
func (c *SSHClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*SSH] {
	return c.creds.List(ctx, params)
}

// Update changes the supplied fields of the SSH credential with the given
// ID.
//
// PATCH /ssh_credentials/{id}
func (c *SSHClient) Update(ctx context.Context, id string, params *SSHUpdateParams) (*SSH, error) {
	return c.creds.Update(ctx, id, params)
}

// Delete deletes the SSH credential with the given ID. Its key can no
// longer start tunnels.
//
// DELETE /ssh_credentials/{id}
func (c *SSHClient) Delete(ctx context.Context, id string) error { return c.creds.Delete(ctx, id) }
