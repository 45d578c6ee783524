package rest

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress"
)

// Module serves the replace, get and delete endpoints of one module: Req
// is its request form and Resp its response form. Its pattern has one
// parameter per ID, for example "/edges/https/{edge_id}/routes/{id}/oidc";
// each method takes those IDs as a slice, outer to inner, then its
// parameters.
type Module[Req, Resp any] struct {
	client  *ingress.Client
	pattern string
}

// NewModule returns the module at pattern.
func NewModule[Req, Resp any](c *ingress.Client, pattern string) Module[Req, Resp] {
	return Module[Req, Resp]{client: c, pattern: pattern}
}

// Replace puts req as the whole module configuration of the item that
// ids name and returns it as the server stored it.
func (m Module[Req, Resp]) Replace(ctx context.Context, ids []string, req *Req) (*Resp, error) {
	return At[Resp](ctx, m.client, http.MethodPut, m.pattern, ids, bodyOf(req))
}

// Get returns the module's configuration of the item that ids name.
func (m Module[Req, Resp]) Get(ctx context.Context, ids []string) (*Resp, error) {
	return At[Resp](ctx, m.client, http.MethodGet, m.pattern, ids, nil)
}

// Delete removes the module's configuration from the item that ids name.
func (m Module[Req, Resp]) Delete(ctx context.Context, ids []string) error {
	return Delete(ctx, m.client, m.pattern, ids...)
}
