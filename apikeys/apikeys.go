// Package apikeys manages API keys, the bearer tokens that authenticate
// calls to the management API.
package apikeys

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// APIKey is an API key.
type APIKey struct {
	// ID identifies the key; it starts with "ak_".
	ID string `json:"id"`
	// URI is the key's absolute URI.
	URI string `json:"uri"`
	// Description says what uses the key.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedAt is when the key was created.
	CreatedAt time.Time `json:"created_at"`
	// Token is the bearer token. It is set only in the response of Create
	// and nil in every other: store it when the key is created.
	Token *string `json:"token"`
	// OwnerID is the user or bot that owns the key.
	OwnerID string `json:"owner_id"`
}

// CreateParams are the parameters of Create. Every field is optional.
type CreateParams struct {
	// Description says what uses the key: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// OwnerID assigns the key to a user or bot. It defaults to the caller;
	// only admins may name another owner.
	OwnerID *string `json:"owner_id,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error {
	return validate.First(validate.Common(p.Description, p.Metadata), validate.OwnerID(p.OwnerID))
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Description says what uses the key: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error { return validate.Common(p.Description, p.Metadata) }

// Client manages API keys.
type Client struct {
	keys rest.Collection[APIKey, CreateParams, UpdateParams]
}

// NewClient returns a client of API keys that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{keys: rest.NewCollection[APIKey, CreateParams, UpdateParams](c, wire.APIKeys)}
}

// Create creates an API key. The returned key's Token is the only time the
// token is shown.
//
// POST /api_keys
func (c *Client) Create(ctx context.Context, params *CreateParams) (*APIKey, error) {
	return c.keys.Create(ctx, params)
}

// Get returns the API key with the given ID; its Token is nil.
//
// GET /api_keys/{id}
func (c *Client) Get(ctx context.Context, id string) (*APIKey, error) { return c.keys.Get(ctx, id) }

// List returns a lazy iterator over the account's API keys, newest first.
//
// GET /api_keys
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*APIKey] {
	return c.keys.List(ctx, params)
}

// Update changes the supplied fields of the API key with the given ID.
//
// PATCH /api_keys/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*APIKey, error) {
	return c.keys.Update(ctx, id, params)
}

// Delete deletes the API key with the given ID. Calls signed with it fail
// from then on.
//
// DELETE /api_keys/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.keys.Delete(ctx, id) }
