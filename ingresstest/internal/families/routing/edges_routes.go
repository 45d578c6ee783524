package routing

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/edges"
)

// registerHTTPSRoutes serves the routes of HTTPS edges and their modules.
// A route is addressed through its edge: a route ID under another edge is
// not found. No two routes of an edge have the same match type and match
// (409).
func registerHTTPSRoutes(s *account) {
	routes := wire.HTTPSEdgeRoutes
	s.engine.Endpoint("POST "+routes.Path, s.createRoute(api.NewDescriber[edges.Route, edges.RouteCreateParams]()))
	s.engine.Endpoint("GET "+routes.Item, s.getRoute)
	s.engine.Endpoint("PATCH "+routes.Item, s.updateRoute(api.NewDescriber[edges.Route, edges.RouteUpdateParams]()))
	s.engine.Endpoint("DELETE "+routes.Item, s.deleteRoute)
	serveEdgeModules[edges.Route, edges.RouteCreateParams](s, edgeModuleHost[edges.Route]{
		res:   routes,
		load:  s.loadRoute,
		store: func(_ *http.Request, rt *edges.Route) { edgePutRoute(s.engine.Records.HTTPSEdges, rt) },
	})
}

// loadRoute returns the route that the request's path names, in the
// HTTPS edge it names. The lock is held.
func (s *account) loadRoute(r *http.Request) (*edges.Route, error) {
	e, err := s.loadRouteEdge(r)
	if err != nil {
		return nil, err
	}
	id := r.PathValue("id")
	rt, ok := edgeRoute(e, id)
	if !ok {
		return nil, api.NotFound("https_edge_route", id)
	}
	return rt, nil
}

// loadRouteEdge returns the HTTPS edge that the request's path names as
// the edge of its routes. The lock is held.
func (s *account) loadRouteEdge(r *http.Request) (*edges.HTTPSEdge, error) {
	return api.Load(s.engine.Records.HTTPSEdges, wire.HTTPSEdges.Kind, r.PathValue("edge_id"))
}

// createRoute returns the handler of the create endpoint of the routes of
// an HTTPS edge.
func (s *account) createRoute(desc api.Describer[edges.Route, edges.RouteCreateParams]) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		var p edges.RouteCreateParams
		if err := api.Decode(r, s.engine.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return api.OnLoaded(s.engine, r, true, s.loadRouteEdge, func(e *edges.HTTPSEdge) (int, any, error) {
			id := s.engine.NewID(wire.HTTPSEdgeRoutes.Prefix)
			rt := &edges.Route{
				EdgeID: e.ID, ID: id, URI: s.engine.URI(wire.HTTPSEdges.Path+"/"+e.ID+"/routes", id), CreatedAt: s.engine.Now(),
				MatchType: p.MatchType, Match: p.Match,
			}
			desc.Describe(rt, &p)
			if err := s.saveRoute(rt, &p); err != nil {
				return 0, nil, err
			}
			return http.StatusCreated, rt, nil
		})
	}
}

// getRoute serves the get endpoint of a route.
func (s *account) getRoute(r *http.Request) (int, any, error) {
	return api.OnLoaded(s.engine, r, false, s.loadRoute, func(rt *edges.Route) (int, any, error) {
		return http.StatusOK, rt, nil
	})
}

// updateRoute returns the handler of the update endpoint of a route.
func (s *account) updateRoute(desc api.Describer[edges.Route, edges.RouteUpdateParams]) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		var p edges.RouteUpdateParams
		if err := api.Decode(r, s.engine.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		return api.OnLoaded(s.engine, r, true, s.loadRoute, func(cur *edges.Route) (int, any, error) {
			rt := *cur
			api.SetIf(&rt.MatchType, p.MatchType)
			api.SetIf(&rt.Match, p.Match)
			desc.Describe(&rt, &p)
			if err := s.saveRoute(&rt, &p); err != nil {
				return 0, nil, err
			}
			return http.StatusOK, &rt, nil
		})
	}
}

// deleteRoute serves the delete endpoint of a route.
func (s *account) deleteRoute(r *http.Request) (int, any, error) {
	return api.OnLoaded(s.engine, r, true, s.loadRoute, func(rt *edges.Route) (int, any, error) {
		edgeRemoveRoute(s.engine.Records.HTTPSEdges, rt)
		return http.StatusNoContent, nil, nil
	})
}

// saveRoute replaces the modules of rt that p (its create or update
// params) supplies, checks that no other route of its edge has its match,
// and stores it. The lock is held and the edge exists.
func (s *account) saveRoute(rt *edges.Route, p any) error {
	e, _ := s.engine.Records.HTTPSEdges.Get(rt.EdgeID)
	if err := edgeFirst(func() error { return s.setEdgeModules(rt, p) }, func() error { return edgeUniqueMatch(e, rt) }); err != nil {
		return err
	}
	edgePutRoute(s.engine.Records.HTTPSEdges, rt)
	return nil
}

// edgeUniqueMatch refuses a route whose match type and match another route of
// its edge has.
func edgeUniqueMatch(e *edges.HTTPSEdge, rt *edges.Route) error {
	for _, other := range e.Routes {
		if other.ID != rt.ID && other.MatchType == rt.MatchType && other.Match == rt.Match {
			return api.Errorf(http.StatusConflict, api.CodeRouteMatchExists,
				"Route match expression %q must be unique across all routes for HTTPS edge %s: route %s matches %s %q",
				rt.Match, e.ID, other.ID, other.MatchType, other.Match)
		}
	}
	return nil
}
