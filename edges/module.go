package edges

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
)

// module is the endpoint under EdgeModule and RouteModule, which
// bindModules points at the module's path.
type module[Req, Resp any] struct {
	m rest.Module[Req, Resp]
}

func (m *module[Req, Resp]) bind(c *ingress.Client, pattern string) {
	m.m = rest.NewModule[Req, Resp](c, pattern)
}

// EdgeModule manages one module of an edge, addressed by the edge's ID:
// Req is the module's request form and Resp its response form.
type EdgeModule[Req, Resp any] struct {
	module[Req, Resp]
}

// Replace sets the module of the edge to params as a whole, replacing any
// earlier configuration, and returns it as the edge now applies it.
//
// PUT /edges/tls/{id}/{module}
// PUT /edges/tcp/{id}/{module}
// PUT /edges/https/{id}/{module}
func (m EdgeModule[Req, Resp]) Replace(ctx context.Context, edgeID string, params *Req) (*Resp, error) {
	return m.m.Replace(ctx, []string{edgeID}, params)
}

// Get returns the module of the edge. A module that is not configured is
// an error for which ingress.IsNotFound is true.
//
// GET /edges/tls/{id}/{module}
// GET /edges/tcp/{id}/{module}
// GET /edges/https/{id}/{module}
func (m EdgeModule[Req, Resp]) Get(ctx context.Context, edgeID string) (*Resp, error) {
	return m.m.Get(ctx, []string{edgeID})
}

// Delete removes the module from the edge. It is the only way to remove a
// module: updating the edge never does.
//
// DELETE /edges/tls/{id}/{module}
// DELETE /edges/tcp/{id}/{module}
// DELETE /edges/https/{id}/{module}
func (m EdgeModule[Req, Resp]) Delete(ctx context.Context, edgeID string) error {
	return m.m.Delete(ctx, []string{edgeID})
}

// RouteModule manages one module of an HTTPS edge route, addressed by the
// edge's and the route's IDs: Req is the module's request form and Resp
// its response form.
type RouteModule[Req, Resp any] struct {
	module[Req, Resp]
}

// Replace sets the module of the route to params as a whole, replacing any
// earlier configuration, and returns it as the route now applies it.
//
// PUT /edges/https/{edge_id}/routes/{id}/{module}
func (m RouteModule[Req, Resp]) Replace(ctx context.Context, edgeID, routeID string, params *Req) (*Resp, error) {
	return m.m.Replace(ctx, []string{edgeID, routeID}, params)
}

// Get returns the module of the route. A module that is not configured is
// an error for which ingress.IsNotFound is true.
//
// GET /edges/https/{edge_id}/routes/{id}/{module}
func (m RouteModule[Req, Resp]) Get(ctx context.Context, edgeID, routeID string) (*Resp, error) {
	return m.m.Get(ctx, []string{edgeID, routeID})
}

// Delete removes the module from the route. It is the only way to remove a
// module: updating the route never does.
//
// DELETE /edges/https/{edge_id}/routes/{id}/{module}
func (m RouteModule[Req, Resp]) Delete(ctx context.Context, edgeID, routeID string) error {
	return m.m.Delete(ctx, []string{edgeID, routeID})
}
