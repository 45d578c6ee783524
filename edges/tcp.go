package edges

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// TCPEdge is a TCP edge: it receives TCP connections on its hostports.
type TCPEdge struct {
	// ID identifies the edge; it starts with "edgtcp_".
	ID string `json:"id"`
	// URI is the edge's absolute URI.
	URI string `json:"uri"`
	// Description says what the edge is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CreatedAt is when the edge was created.
	CreatedAt time.Time `json:"created_at"`
	// Hostports are the host:port pairs the edge serves; nil when none.
	Hostports []string `json:"hostports"`
	// Backend is the backend module, or nil when it is not configured.
	Backend *Backend `json:"backend"`
	// IPRestriction is the IP restriction module, or nil.
	IPRestriction *IPRestriction `json:"ip_restriction"`
	// TrafficPolicy is the traffic policy module, or nil.
	TrafficPolicy *TrafficPolicy `json:"traffic_policy"`
}

// TCPEdgeCreateParams are the parameters of creating a TCP edge. Every
// field is optional; modules left nil are not configured.
type TCPEdgeCreateParams struct {
	// Description says what the edge is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Hostports are the host:port pairs to serve, each at most once.
	Hostports []string `json:"hostports,omitzero"`
	// Backend configures the backend module.
	Backend *BackendParams `json:"backend,omitempty"`
	// IPRestriction configures the IP restriction module.
	IPRestriction *IPRestrictionParams `json:"ip_restriction,omitempty"`
	// TrafficPolicy configures the traffic policy module.
	TrafficPolicy *TrafficPolicyParams `json:"traffic_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TCPEdgeCreateParams) Validate() error {
	return checkEdge(p, p.Description, p.Metadata, p.Hostports)
}

// TCPEdgeUpdateParams are the parameters of updating a TCP edge, with the
// fields of TCPEdgeCreateParams. Fields left nil keep their value; an
// empty non-nil Hostports serves none. A module that is supplied replaces
// the edge's module as a whole; a module is removed only through its
// Delete.
type TCPEdgeUpdateParams TCPEdgeCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create. Rules between modules are checked against the modules
// supplied here; the server also checks them against the modules the edge
// keeps.
func (p *TCPEdgeUpdateParams) Validate() error { return (*TCPEdgeCreateParams)(p).Validate() }

// TCPClient manages TCP edges and their modules.
type TCPClient struct {
	// Backend manages the backend module of TCP edges.
	Backend EdgeModule[BackendParams, Backend]
	// IPRestriction manages the IP restriction module of TCP edges.
	IPRestriction EdgeModule[IPRestrictionParams, IPRestriction]
	// TrafficPolicy manages the traffic policy module of TCP edges.
	TrafficPolicy EdgeModule[TrafficPolicyParams, TrafficPolicy]

	edges rest.Collection[TCPEdge, TCPEdgeCreateParams, TCPEdgeUpdateParams]
}

func newTCPClient(c *ingress.Client) *TCPClient {
	ec := new(TCPClient)
	bindEdge(c, ec, &ec.edges, wire.TCPEdges)
	return ec
}

// Create creates a TCP edge. Backends and IP policies named by its modules
// must exist.
//
// POST /edges/tcp
func (c *TCPClient) Create(ctx context.Context, params *TCPEdgeCreateParams) (*TCPEdge, error) {
	return c.edges.Create(ctx, params)
}

// Get returns the TCP edge with the given ID.
//
// GET /edges/tcp/{id}
func (c *TCPClient) Get(ctx context.Context, id string) (*TCPEdge, error) {
	return c.edges.Get(ctx, id)
}

// List returns a lazy iterator over the account's TCP edges, newest first.
//
// GET /edges/tcp
func (c *TCPClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*TCPEdge] {
	return c.edges.List(ctx, params)
}

// Update changes the supplied fields and modules of the TCP edge with the
// given ID.
//
// PATCH /edges/tcp/{id}
func (c *TCPClient) Update(ctx context.Context, id string, params *TCPEdgeUpdateParams) (*TCPEdge, error) {
	return c.edges.Update(ctx, id, params)
}

// Delete deletes the TCP edge with the given ID.
//
// DELETE /edges/tcp/{id}
func (c *TCPClient) Delete(ctx context.Context, id string) error { return c.edges.Delete(ctx, id) }
