// Package botusers manages bot users: users of the account that are not
// people and own API keys and credentials of their own (through the
// owner_id of apikeys and credentials), so that integrations keep working
// when a person leaves the account. The API now calls them service users
// (see package serviceusers); the bot user endpoints remain.
package botusers

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// BotUser is a bot user.
type BotUser struct {
	// ID identifies the bot user; it starts with "bot_".
	ID string `json:"id"`
	// URI is the bot user's absolute URI.
	URI string `json:"uri"`
	// Name is the human-readable name of the bot.
	Name string `json:"name"`
	// Active tells whether the bot's API keys and credentials may be used.
	// An inactive bot's API keys authenticate no call.
	Active bool `json:"active"`
	// CreatedAt is when the bot user was created.
	CreatedAt time.Time `json:"created_at"`
}

// CreateParams are the parameters of Create.
type CreateParams struct {
	// Name is the human-readable name of the bot: required, at most 255
	// bytes.
	Name string `json:"name"`
	// Active sets whether the bot starts active; nil means active.
	Active *bool `json:"active,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CreateParams) Validate() error { return validate.UserName(p.Name) }

// UpdateParams are the parameters of Update. Fields left nil keep their
// value.
type UpdateParams struct {
	// Name renames the bot: not empty, at most 255 bytes.
	Name *string `json:"name,omitempty"`
	// Active deactivates (false) or reactivates (true) the bot.
	Active *bool `json:"active,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error { return validate.UserNameIfSet(p.Name) }

// Client manages bot users.
type Client struct {
	users rest.Collection[BotUser, CreateParams, UpdateParams]
}

// NewClient returns a client of bot users that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{users: rest.NewCollection[BotUser, CreateParams, UpdateParams](c, wire.BotUserPath, wire.BotUserItem, wire.BotUserMember)}
}

// Create creates a bot user. Give it API keys and credentials by naming
// its ID as their owner.
//
// POST /bot_users
func (c *Client) Create(ctx context.Context, params *CreateParams) (*BotUser, error) {
	return c.users.Create(ctx, params)
}

// Get returns the bot user with the given ID.
//
// GET /bot_users/{id}
func (c *Client) Get(ctx context.Context, id string) (*BotUser, error) { return c.users.Get(ctx, id) }

// List returns a lazy iterator over the account's bot users, newest first.
//
// GET /bot_users
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*BotUser] {
	return c.users.List(ctx, params)
}

// Update changes the supplied fields of the bot user with the given ID.
// Deactivating a bot suspends its API keys and credentials until it is
// reactivated.
//
// PATCH /bot_users/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*BotUser, error) {
	return c.users.Update(ctx, id, params)
}

// Delete deletes the bot user with the given ID, and with it every API key
// and credential it owns.
//
// DELETE /bot_users/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.users.Delete(ctx, id) }
