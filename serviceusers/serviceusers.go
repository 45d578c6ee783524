// Package serviceusers manages service users: users of the account that
// are not people and own API keys and credentials of their own (through the
// owner_id of apikeys and credentials), so that automated systems keep
// working when a person leaves the account. Service users were first called
// bot users, whose endpoints package botusers calls with the types of this
// package.
package serviceusers

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// ServiceUser is a service user. It is also package botusers' BotUser:
// the bot user endpoints return the same resource.
type ServiceUser struct {
	// ID identifies the service user; it starts with "service_" (a bot
	// user's with "bot_").
	ID string `json:"id"`
	// URI is the service user's absolute URI.
	URI string `json:"uri"`
	// Name is the human-readable name of the service user.
	Name string `json:"name"`
	// Active tells whether the service user's API keys and credentials may
	// be used. An inactive service user's API keys authenticate no call.
	Active bool `json:"active"`
	// CreatedAt is when the service user was created.
	CreatedAt time.Time `json:"created_at"`
}

// CreateParams are the parameters of Create.
type CreateParams struct {
	// Name is the human-readable name of the service user: required, at
	// most 255 bytes.
	Name string `json:"name"`
	// Active sets whether the service user starts active; nil means
	// active.
	Active *bool `json:"active,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error { return validate.UserName(p.Name) }

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Name renames the service user: not empty, at most 255 bytes.
	Name *string `json:"name,omitempty"`
	// Active deactivates (false) or reactivates (true) the service user.
	Active *bool `json:"active,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error { return validate.UserNameIfSet(p.Name) }

// Client manages service users.
type Client struct {
	users rest.Collection[ServiceUser, CreateParams, UpdateParams]
}

// NewClient returns a client of service users that calls the API through
// c.
func NewClient(c *ingress.Client) *Client {
	return &Client{users: rest.NewCollection[ServiceUser, CreateParams, UpdateParams](c, wire.ServiceUsers)}
}

// Create creates a service user. Give it API keys and credentials by
// naming its ID as their owner.
//
// POST /service_users
func (c *Client) Create(ctx context.Context, params *CreateParams) (*ServiceUser, error) {
	return c.users.Create(ctx, params)
}

// Get returns the service user with the given ID.
//
// GET /service_users/{id}
func (c *Client) Get(ctx context.Context, id string) (*ServiceUser, error) {
	return c.users.Get(ctx, id)
}

// List returns a lazy iterator over the account's service users, newest
// first.
//
// GET /service_users
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*ServiceUser] {
	return c.users.List(ctx, params)
}

// Update changes the supplied fields of the service user with the given
// ID. Deactivating a service user suspends its API keys and credentials
// until it is reactivated.
//
// PATCH /service_users/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*ServiceUser, error) {
	return c.users.Update(ctx, id, params)
}

// Delete deletes the service user with the given ID, and with it every API
// key and credential it owns.
//
// DELETE /service_users/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.users.Delete(ctx, id) }
