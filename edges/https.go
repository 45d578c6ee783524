package edges

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// HTTPSEdge is an HTTPS edge: it terminates TLS on its hostports and
// hands each request to the first of its routes that matches.
type HTTPSEdge struct {
	// ID identifies the edge; it starts with "edghts_".
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
	// MutualTLS is the mutual TLS module, or nil when it is not
	// configured.
	MutualTLS *MutualTLS `json:"mutual_tls"`
	// TLSTermination is the TLS termination module, or nil. Its
	// TerminateAt is always TerminateAtEdge.
	TLSTermination *TLSTermination `json:"tls_termination"`
	// Routes are the edge's routes, oldest first. Routes are managed
	// through Client.Routes.
	Routes []Route `json:"routes"`
}

// HTTPSEdgeCreateParams are the parameters of creating an HTTPS edge.
// Every field is optional; modules left nil are not configured. Routes are
// added with Client.Routes once the edge exists.
type HTTPSEdgeCreateParams struct {
	// Description says what the edge is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Hostports are the host:port pairs to serve, each at most once.
	Hostports []string `json:"hostports,omitzero"`
	// MutualTLS configures the mutual TLS module.
	MutualTLS *MutualTLSParams `json:"mutual_tls,omitempty"`
	// TLSTermination configures the TLS termination module.
	TLSTermination *TLSTerminationAtEdgeParams `json:"tls_termination,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *HTTPSEdgeCreateParams) Validate() error {
	return validate.First(
		checkEdge(p, p.Description, p.Metadata, p.Hostports),
		validate.DomainHostPorts("hostports", "HTTPS", p.Hostports),
	)
}

// HTTPSEdgeUpdateParams are the parameters of updating a HTTPS edge, with the
// fields of HTTPSEdgeCreateParams. Fields left nil keep their value; an
// empty non-nil Hostports serves none. A module that is supplied replaces
// the edge's module as a whole; a module is removed only through its
// Delete.
type HTTPSEdgeUpdateParams HTTPSEdgeCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create. Rules between modules are checked against the modules
// supplied here; the server also checks them against the modules the edge
// keeps.
func (p *HTTPSEdgeUpdateParams) Validate() error { return (*HTTPSEdgeCreateParams)(p).Validate() }

// HTTPSClient manages HTTPS edges and their edge-level modules.
type HTTPSClient struct {
	// MutualTLS manages the mutual TLS module of HTTPS edges.
	MutualTLS EdgeModule[MutualTLSParams, MutualTLS]
	// TLSTermination manages the TLS termination module of HTTPS edges.
	TLSTermination EdgeModule[TLSTerminationAtEdgeParams, TLSTermination]

	edges rest.Collection[HTTPSEdge, HTTPSEdgeCreateParams, HTTPSEdgeUpdateParams]
}

func newHTTPSClient(c *ingress.Client) *HTTPSClient {
	ec := new(HTTPSClient)
	bindEdge(c, ec, &ec.edges, wire.HTTPSEdges)
	return ec
}

// Create creates an HTTPS edge, without routes. Certificate authorities
// named by its mutual TLS module must exist.
//
// POST /edges/https
func (c *HTTPSClient) Create(ctx context.Context, params *HTTPSEdgeCreateParams) (*HTTPSEdge, error) {
	return c.edges.Create(ctx, params)
}

// Get returns the HTTPS edge with the given ID, with its routes.
//
// GET /edges/https/{id}
func (c *HTTPSClient) Get(ctx context.Context, id string) (*HTTPSEdge, error) {
	return c.edges.Get(ctx, id)
}

// List returns a lazy iterator over the account's HTTPS edges, newest
// first.
//
// GET /edges/https
func (c *HTTPSClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*HTTPSEdge] {
	return c.edges.List(ctx, params)
}

// Update changes the supplied fields and modules of the HTTPS edge with the
// given ID. Its routes are not changed.
//
// PATCH /edges/https/{id}
func (c *HTTPSClient) Update(ctx context.Context, id string, params *HTTPSEdgeUpdateParams) (*HTTPSEdge, error) {
	return c.edges.Update(ctx, id, params)
}

// Delete deletes the HTTPS edge with the given ID and its routes.
//
// DELETE /edges/https/{id}
func (c *HTTPSClient) Delete(ctx context.Context, id string) error { return c.edges.Delete(ctx, id) }
