// Package tunnels reads the online tunnels of an account: what the agents
// of its tunnel sessions serve, each with its public URL or, for a backend
// tunnel, the labels that tunnel group backends match. Agents start and
// stop tunnels; the API only reads them.
package tunnels

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Proto is the protocol of a tunnel's public URL.
type Proto string

// The protocols of tunnels.
const (
	ProtoHTTP  Proto = "http"
	ProtoHTTPS Proto = "https"
	ProtoTCP   Proto = "tcp"
	ProtoTLS   Proto = "tls"
)

// Tunnel is an online tunnel, started by the agent of a tunnel session.
type Tunnel struct {
	// ID identifies the tunnel; it starts with "tn_".
	ID string `json:"id"`
	// PublicURL is the URL of the tunnel's public endpoint; empty for a
	// backend tunnel (one with Labels).
	PublicURL string `json:"public_url"`
	// StartedAt is when the agent started the tunnel.
	StartedAt time.Time `json:"started_at"`
	// Metadata is user-defined data from the agent's configuration.
	Metadata string `json:"metadata"`
	// Proto is the protocol of PublicURL; empty for a backend tunnel.
	Proto Proto `json:"proto"`
	// Region is where the tunnel runs, like "us".
	Region string `json:"region"`
	// TunnelSession is the session on which the agent started the
	// tunnel.
	TunnelSession *ingress.Ref `json:"tunnel_session"`
	// Endpoint is the agent endpoint the tunnel serves, or nil.
	Endpoint *ingress.Ref `json:"endpoint"`
	// Labels are what tunnel group backends match, for a backend tunnel;
	// empty otherwise.
	Labels map[string]string `json:"labels"`
	// Backends are the tunnel group backends that a backend tunnel
	// serves.
	Backends []*ingress.Ref `json:"backends"`
	// ForwardsTo is where the agent forwards the tunnel's traffic: a URL
	// or a network address.
	ForwardsTo string `json:"forwards_to"`
}

// Client reads tunnels.
type Client struct {
	tunnels rest.Collection[Tunnel, struct{}, struct{}]
}

// NewClient returns a client of tunnels that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{tunnels: rest.NewCollection[Tunnel, struct{}, struct{}](c, wire.Tunnels)}
}

// Get returns the online tunnel with the given ID.
//
// GET /tunnels/{id}
func (c *Client) Get(ctx context.Context, id string) (*Tunnel, error) { return c.tunnels.Get(ctx, id) }

// List returns a lazy iterator over the account's online tunnels, newest
// first.
//
// GET /tunnels
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Tunnel] {
	return c.tunnels.List(ctx, params)
}
