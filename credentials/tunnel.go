package credentials

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Tunnel is a tunnel credential: an auth token with which an agent starts
// tunnel sessions.
type Tunnel struct {
	// ID identifies the credential; it starts with "cr_".
	ID string `json:"id"`
	// URI is the credential's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the credential was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says who or what uses the credential.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Token is the agent's auth token. It is set only in the response of
	// Create and nil in every other: store it when the credential is
	// created. It does not authenticate calls to the management API.
	Token *string `json:"token"`
	// ACL lists the rules that restrict what the credential's sessions
	// may bind; it is empty (not nil) when the credential is unrestricted.
	ACL []string `json:"acl"`
	// OwnerID is the user or bot that owns the credential.
	OwnerID string `json:"owner_id"`
}

// TunnelCreateParams are the parameters of TunnelClient.Create. Every field
// is optional.
type TunnelCreateParams struct {
	// Description says who or what uses the credential: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// ACL restricts what the credential's sessions may bind: rules of the
	// forms "*", "bind:<domain>", "bind:*.<suffix>", "bind:<host>:<port>"
	// and "bind:<key>=<value>" (key and value may be "*"). Nil leaves the
	// credential unrestricted.
	ACL []string `json:"acl,omitzero"`
	// OwnerID assigns the credential to a user or bot. It defaults to the
	// caller; only admins may name another owner.
	OwnerID *string `json:"owner_id,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TunnelCreateParams) Validate() error {
	return credentialRules(p.Description, p.Metadata, p.ACL, p.OwnerID)
}

// TunnelUpdateParams are the parameters of TunnelClient.Update. Fields left
// nil keep their value, but at least one must be supplied.
type TunnelUpdateParams struct {
	// Description says who or what uses the credential: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// ACL replaces the credential's rules (see TunnelCreateParams.ACL).
	// Nil keeps them; an empty non-nil list removes every rule.
	ACL []string `json:"acl,omitzero"`
}

// Validate checks the documented rules of the parameters: the API
// refuses an update that supplies no value.
func (p *TunnelUpdateParams) Validate() error {
	return validate.First(
		validate.CredentialUpdate(p.Description, p.Metadata, p.ACL),
		validate.CredentialDescription(p.Description),
		validate.CredentialMetadata(p.Metadata),
		validate.ACL(p.ACL),
	)
}

// TunnelClient manages tunnel credentials.
type TunnelClient struct {
	creds rest.Collection[Tunnel, TunnelCreateParams, TunnelUpdateParams]
}

func newTunnelClient(c *ingress.Client) *TunnelClient {
	return &TunnelClient{creds: rest.NewCollection[Tunnel, TunnelCreateParams, TunnelUpdateParams](c, wire.Credentials)}
}

// Create creates a tunnel credential. The returned credential's Token is
// the only time the token is shown.
//
// POST /credentials
func (c *TunnelClient) Create(ctx context.Context, params *TunnelCreateParams) (*Tunnel, error) {
	return c.creds.Create(ctx, params)
}

// Get returns the tunnel credential with the given ID; its Token is nil.
//
// GET /credentials/{id}
func (c *TunnelClient) Get(ctx context.Context, id string) (*Tunnel, error) {
	return c.creds.Get(ctx, id)
}

// List returns a lazy iterator over the account's tunnel credentials,
// newest first.
//
// GET /credentials
func (c *TunnelClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Tunnel] {
	return c.creds.List(ctx, params)
}

// Update changes the supplied fields of the tunnel credential with the
// given ID.
//
// PATCH /credentials/{id}
func (c *TunnelClient) Update(ctx context.Context, id string, params *TunnelUpdateParams) (*Tunnel, error) {
	return c.creds.Update(ctx, id, params)
}

// Delete deletes the tunnel credential with the given ID. Agents can no
// longer start sessions with its token.
//
// DELETE /credentials/{id}
func (c *TunnelClient) Delete(ctx context.Context, id string) error { return c.creds.Delete(ctx, id) }
