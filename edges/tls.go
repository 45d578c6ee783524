package edges

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// TLSEdge is a TLS edge: it receives TLS connections on its hostports.
type TLSEdge struct {
	// ID identifies the edge; it starts with "edgtls_".
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
	// MutualTLS is the mutual TLS module, or nil.
	MutualTLS *MutualTLS `json:"mutual_tls"`
	// TLSTermination is the TLS termination module, or nil.
	TLSTermination *TLSTermination `json:"tls_termination"`
	// TrafficPolicy is the traffic policy module, or nil.
	TrafficPolicy *TrafficPolicy `json:"traffic_policy"`
}

// TLSEdgeCreateParams are the parameters of creating a TLS edge. Every
// field is optional; modules left nil are not configured.
type TLSEdgeCreateParams struct {
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
	// MutualTLS configures the mutual TLS module.
	MutualTLS *MutualTLSParams `json:"mutual_tls,omitempty"`
	// TLSTermination configures the TLS termination module. Terminating
	// upstream refuses an enabled mutual TLS or traffic policy module.
	TLSTermination *TLSTerminationParams `json:"tls_termination,omitempty"`
	// TrafficPolicy configures the traffic policy module.
	TrafficPolicy *TrafficPolicyParams `json:"traffic_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TLSEdgeCreateParams) Validate() error {
	return validate.First(
		checkEdge(p, p.Description, p.Metadata, p.Hostports),
		validate.DomainHostPorts("hostports", "TLS", p.Hostports),
		passThrough(p.TLSTermination, p.MutualTLS, p.TrafficPolicy),
	)
}

// TLSEdgeUpdateParams are the parameters of updating a TLS edge, with the
// fields of TLSEdgeCreateParams. Fields left nil keep their value; an
// empty non-nil Hostports serves none. A module that is supplied replaces
// the edge's module as a whole; a module is removed only through its
// Delete.
type TLSEdgeUpdateParams TLSEdgeCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create. Rules between modules are checked against the modules
// supplied here; the server also checks them against the modules the edge
// keeps.
func (p *TLSEdgeUpdateParams) Validate() error { return (*TLSEdgeCreateParams)(p).Validate() }

// TLSClient manages TLS edges and their modules.
type TLSClient struct {
	// Backend manages the backend module of TLS edges.
	Backend EdgeModule[BackendParams, Backend]
	// IPRestriction manages the IP restriction module of TLS edges.
	IPRestriction EdgeModule[IPRestrictionParams, IPRestriction]
	// MutualTLS manages the mutual TLS module of TLS edges.
	MutualTLS EdgeModule[MutualTLSParams, MutualTLS]
	// TLSTermination manages the TLS termination module of TLS edges.
	TLSTermination EdgeModule[TLSTerminationParams, TLSTermination]
	// TrafficPolicy manages the traffic policy module of TLS edges.
	TrafficPolicy EdgeModule[TrafficPolicyParams, TrafficPolicy]

	edges rest.Collection[TLSEdge, TLSEdgeCreateParams, TLSEdgeUpdateParams]
}

func newTLSClient(c *ingress.Client) *TLSClient {
	ec := new(TLSClient)
	bindEdge(c, ec, &ec.edges, wire.TLSEdges)
	return ec
}

// Create creates a TLS edge. Backends, IP policies and certificate
// authorities named by its modules must exist.
//
// POST /edges/tls
func (c *TLSClient) Create(ctx context.Context, params *TLSEdgeCreateParams) (*TLSEdge, error) {
	return c.edges.Create(ctx, params)
}

// Get returns the TLS edge with the given ID.
//
// GET /edges/tls/{id}
func (c *TLSClient) Get(ctx context.Context, id string) (*TLSEdge, error) {
	return c.edges.Get(ctx, id)
}

// List returns a lazy iterator over the account's TLS edges, newest first.
//
// GET /edges/tls
func (c *TLSClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*TLSEdge] {
	return c.edges.List(ctx, params)
}

// Update changes the supplied fields and modules of the TLS edge with the
// given ID.
//
// PATCH /edges/tls/{id}
func (c *TLSClient) Update(ctx context.Context, id string, params *TLSEdgeUpdateParams) (*TLSEdge, error) {
	return c.edges.Update(ctx, id, params)
}

// Delete deletes the TLS edge with the given ID.
//
// DELETE /edges/tls/{id}
func (c *TLSClient) Delete(ctx context.Context, id string) error { return c.edges.Delete(ctx, id) }
