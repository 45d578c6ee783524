package edges

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
)

// EdgeModule manages one module of an edge, addressed by the edge's ID:
// Req is the module's request form and Resp its response form.
type EdgeModule[Req, Resp any] struct {
	m rest.Module[Req, Resp]
}

func edgeModule[Req, Resp any](c *ingress.Client, edgePath, name string) EdgeModule[Req, Resp] {
	return EdgeModule[Req, Resp]{m: rest.NewModule[Req, Resp](c, edgePath+"/{}/"+name)}
}

// Replace sets the module of the edge to params as a whole, replacing any
// earlier configuration, and returns it as the edge now applies it.
func (m EdgeModule[Req, Resp]) Replace(ctx context.Context, edgeID string, params *Req) (*Resp, error) {
	return m.m.Replace(ctx, params, edgeID)
}

// Get returns the module of the edge. A module that is not configured is
// an error for which ingress.IsNotFound is true.
func (m EdgeModule[Req, Resp]) Get(ctx context.Context, edgeID string) (*Resp, error) {
	return m.m.Get(ctx, edgeID)
}

// Delete removes the module from the edge. It is the only way to remove a
// module: updating the edge never does.
func (m EdgeModule[Req, Resp]) Delete(ctx context.Context, edgeID string) error {
	return m.m.Delete(ctx, edgeID)
}

// RouteModule manages one module of an HTTPS edge route, addressed by the
// edge's and the route's IDs: Req is the module's request form and Resp
// its response form.
type RouteModule[Req, Resp any] struct {
	m rest.Module[Req, Resp]
}

func routeModule[Req, Resp any](c *ingress.Client, name string) RouteModule[Req, Resp] {
	return RouteModule[Req, Resp]{m: rest.NewModule[Req, Resp](c, RoutesPath+"/{}/"+name)}
}

// Replace sets the module of the route to params as a whole, replacing any
// earlier configuration, and returns it as the route now applies it.
func (m RouteModule[Req, Resp]) Replace(ctx context.Context, edgeID, routeID string, params *Req) (*Resp, error) {
	return m.m.Replace(ctx, params, edgeID, routeID)
}

// Get returns the module of the route. A module that is not configured is
// an error for which ingress.IsNotFound is true.
func (m RouteModule[Req, Resp]) Get(ctx context.Context, edgeID, routeID string) (*Resp, error) {
	return m.m.Get(ctx, edgeID, routeID)
}

// Delete removes the module from the route. It is the only way to remove a
// module: updating the route never does.
func (m RouteModule[Req, Resp]) Delete(ctx context.Context, edgeID, routeID string) error {
	return m.m.Delete(ctx, edgeID, routeID)
}

// module checks the parameters of a module that is supplied, naming its
// fields within the module's member.
func module[P any, PP interface {
	*P
	Validate() error
}](name string, p PP) error {
	if p == nil {
		return nil
	}
	return validate.Within(name, p.Validate())
}
