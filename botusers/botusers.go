// Package botusers manages bot users: users of the account that are not
// people and own API keys and credentials of their own (through the
// owner_id of apikeys and credentials), so that integrations keep working
// when a person leaves the account. The API now calls them service users
// (see package serviceusers); the bot user endpoints remain, with the
// same resource on the wire, so the types of this package are those of
// package serviceusers under their bot user names.
package botusers

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// BotUser is a bot user: a service user as the bot user endpoints return
// it, whose ID starts with "bot_". An inactive bot's API keys
// authenticate no call.
type BotUser = serviceusers.ServiceUser

// CreateParams are the parameters of Create: the bot's name, required and
// at most 255 bytes, and whether it starts active (nil means active).
type CreateParams = serviceusers.CreateParams

// UpdateParams are the parameters of Update: a new name (not empty, at
// most 255 bytes) and the bot's deactivation (false) or reactivation
// (true). Fields left nil keep their value.
type UpdateParams = serviceusers.UpdateParams

// Client manages bot users.
type Client struct {
	users rest.Collection[BotUser, CreateParams, UpdateParams]
}

// NewClient returns a client of bot users that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{users: rest.NewCollection[BotUser, CreateParams, UpdateParams](c, wire.BotUsers)}
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
