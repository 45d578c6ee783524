// Package reservedaddrs manages reserved TCP addresses: host and port
// pairs, like "1.tcp.eu.ngrok.io:21829", that the service assigns to the
// account in one region and that public TCP endpoints (see package
// endpoints) are created on.
package reservedaddrs

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Client manages reserved addresses.
type Client struct {
	addrs rest.Collection[ReservedAddr, CreateParams, UpdateParams]
}

// NewClient returns a client of reserved addresses that calls the API
// through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{addrs: rest.NewCollection[ReservedAddr, CreateParams, UpdateParams](c, wire.ReservedAddrs)}
}

// Create reserves a new address in the region of params (us by default).
// The service picks the host and port; nil params are the defaults.
//
// POST /reserved_addrs
func (c *Client) Create(ctx context.Context, params *CreateParams) (*ReservedAddr, error) {
	return c.addrs.Create(ctx, params)
}

// Get returns the reserved address with the given ID.
//
// GET /reserved_addrs/{id}
func (c *Client) Get(ctx context.Context, id string) (*ReservedAddr, error) {
	return c.addrs.Get(ctx, id)
}

// List returns a lazy iterator over the account's reserved addresses,
// newest first.
//
// GET /reserved_addrs
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*ReservedAddr] {
	return c.addrs.List(ctx, params)
}

// Update changes the supplied fields of the reserved address with the
// given ID. At least one must be supplied: nil or empty params are
// refused before sending, as the API refuses them (ERR_NGROK_506).
//
// PATCH /reserved_addrs/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*ReservedAddr, error) {
	return c.addrs.Update(ctx, id, params)
}

// Delete releases the reserved address with the given ID. A released
// address is never assigned again.
//
// DELETE /reserved_addrs/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.addrs.Delete(ctx, id) }
