// Package iprestrictions manages the account's IP restrictions: each
// applies the IP policies it names (see package ippolicies) to one kind of
// traffic to the account, given by its Type: logins to the dashboard,
// requests to the API, agents starting sessions, or connections to the
// account's endpoints. The account has at most one restriction of each
// type.
//
// A restriction that is not Enforced only warns; an enforced one refuses
// the addresses its policies do not allow, by the rules of
// ippolicies.Allows. An enforced restriction of TypeAPI applies to the
// requests of every API key of the account, this client's own included:
// one whose policies do not allow the address the client calls from locks
// that client out from its next request on, and the API does not refuse
// to create or update it. ingresstest enforces such restrictions the same
// way, and lets a test set the source address the server sees and lift a
// lockout (see ingresstest.WithSourceAddr, Server.SetSourceAddr and
// Server.LiftIPRestrictions).
package iprestrictions

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Client manages IP restrictions.
type Client struct {
	restrictions rest.Collection[IPRestriction, CreateParams, UpdateParams]
}

// NewClient returns a client of IP restrictions that calls the API through
// c.
func NewClient(c *ingress.Client) *Client {
	return &Client{restrictions: rest.NewCollection[IPRestriction, CreateParams, UpdateParams](c, wire.IPRestrictions)}
}

// Create creates an IP restriction of the type of params over the IP
// policies it names, which must exist. The account may have one
// restriction of each type: a second is refused (409, ERR_NGROK_1802), so
// change the one it has with Update instead. A restriction is not
// enforced unless params says so.
//
// An enforced restriction of TypeAPI takes effect at once: if its policies
// do not allow the address this client calls from, this call succeeds and
// every later request of the account from that address is refused (403,
// ERR_NGROK_220).
//
// POST /ip_restrictions
func (c *Client) Create(ctx context.Context, params *CreateParams) (*IPRestriction, error) {
	return c.restrictions.Create(ctx, params)
}

// Get returns the IP restriction with the given ID.
//
// GET /ip_restrictions/{id}
func (c *Client) Get(ctx context.Context, id string) (*IPRestriction, error) {
	return c.restrictions.Get(ctx, id)
}

// List returns a lazy iterator over the account's IP restrictions, newest
// first.
//
// GET /ip_restrictions
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*IPRestriction] {
	return c.restrictions.List(ctx, params)
}

// Update changes the supplied fields of the IP restriction with the given
// ID: its description, metadata, whether it is enforced, and the IP
// policies it applies. Its type never changes. Enforcing a restriction of
// TypeAPI, or changing its policies, can lock this client out as Create
// can.
//
// PATCH /ip_restrictions/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*IPRestriction, error) {
	return c.restrictions.Update(ctx, id, params)
}

// Delete deletes the IP restriction with the given ID: the traffic it
// restricted is no longer restricted by address. The IP policies it named
// stay.
//
// DELETE /ip_restrictions/{id}
func (c *Client) Delete(ctx context.Context, id string) error {
	return c.restrictions.Delete(ctx, id)
}
