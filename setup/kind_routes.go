package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
)

// edgeRoute is a described route with the name of its edge.
type edgeRoute struct {
	edge string
	Route
}

// namesOf returns the names of the resources with the IDs ids.
func namesOf(r *refs, ids []string) []string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = r.name(id)
	}
	return names
}

// routes adapts the routes of HTTPS edges, known by their match type and
// match within their edge. Every route of a managed edge is managed. They
// come with their edges: reading them lists nothing more.
func routes() family {
	want, add, where := inParents(func(a *Account) []HTTPSEdge { return a.HTTPSEdges }, func(ed *HTTPSEdge) *[]Route { return &ed.Routes },
		func(edge string, rt Route) edgeRoute { return edgeRoute{edge, rt} },
		func(d edgeRoute) (string, Route) { return d.edge, d.Route })
	return complete(&kind[edges.Route, edgeRoute]{
		name:   "https_edge_route",
		parent: "https_edge",
		listIn: func(parent any) []*edges.Route {
			var out []*edges.Route
			for _, ed := range parent.(*state[edges.HTTPSEdge]).items {
				for i := range ed.v.Routes {
					rt := &ed.v.Routes[i]
					rt.EdgeID = ed.v.ID
					out = append(out, rt)
				}
			}
			return out
		},
		identify: func(rt *edges.Route, r *refs) (ident, bool) {
			return childIdent(r, &ingress.Ref{ID: rt.EdgeID}, string(rt.MatchType)+":"+rt.Match)
		},
		where:  where,
		want:   want,
		key:    func(d edgeRoute) ident { return ident{parent: d.edge, name: string(d.MatchType) + ":" + d.Match} },
		refers: func(d edgeRoute) []ref { return moduleRefs(d.Backend, d.IPPolicies) },
		fields: func(d edgeRoute) fields {
			return fields{}.add("description", d.Description).add("backend", d.Backend).add("ip_policies", sorted(d.IPPolicies)).
				routeModuleFields(d.RouteModules)
		},
		params: func(_ context.Context, e *env, d edgeRoute, create bool) error {
			if !create {
				return nil // an update sends each module on its own
			}
			_, p, err := routeParams(e, d)
			if err != nil {
				return err
			}
			return e.validParams(p)
		},
		create: func(ctx context.Context, e *env, d edgeRoute) (string, error) {
			edgeID, p, err := routeParams(e, d)
			if err != nil {
				return "", err
			}
			got, err := edges.NewClient(e.c).Routes.Create(ctx, edgeID, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: updateRoute,
		remove: func(ctx context.Context, e *env, have *edges.Route) error {
			return edges.NewClient(e.c).Routes.Delete(ctx, have.EdgeID, have.ID)
		},
		describe: func(rt *edges.Route, id ident, r *refs) edgeRoute {
			d := edgeRoute{edge: id.parent, Route: Route{MatchType: rt.MatchType, Match: rt.Match, Description: rt.Description,
				IPPolicies: namesOf(r, policiesOf(rt.IPRestriction)), RouteModules: routeModulesOf(rt, id.parent)}}
			if b := backendOf(rt.Backend); b != "" {
				d.Backend = r.name(b)
			}
			return d
		},
		add: add,
	})
}

// routeParams returns the ID of the edge of the described route d and the
// params that create it, reading the secrets of its modules.
func routeParams(e *env, d edgeRoute) (string, *edges.RouteCreateParams, error) {
	edgeID, err := e.refs.id("https_edge", d.edge)
	if err != nil {
		return "", nil, err
	}
	p := &edges.RouteCreateParams{MatchType: d.MatchType, Match: d.Match, Description: new(d.Description)}
	if err := setRouteModules(p, d.RouteModules); err != nil {
		return "", nil, err
	}
	if p.Backend, p.IPRestriction, err = referringModules(e.refs, d.Backend, d.IPPolicies); err != nil {
		return "", nil, err
	}
	return edgeID, p, nil
}

// updateRoute brings a route to d: its description, then each module that
// changed.
func updateRoute(ctx context.Context, e *env, have *edges.Route, d edgeRoute, changed map[string]bool) error {
	rc := edges.NewClient(e.c).Routes
	steps := []updateStep{{"description", func() error {
		_, err := rc.Update(ctx, have.EdgeID, have.ID, &edges.RouteUpdateParams{Description: new(d.Description)})
		return err
	}}}
	steps = append(steps, referringSteps(e.refs, d.Backend, d.IPPolicies,
		func(p *edges.BackendParams) error { return setRouteModule(ctx, rc.Backend, have, p) },
		func(p *edges.IPRestrictionParams) error { return setRouteModule(ctx, rc.IPRestriction, have, p) })...)
	return runSteps(append(steps, routeModuleSteps(ctx, rc, have, d.RouteModules)...), changed)
}
