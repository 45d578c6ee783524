package ingresstest

import (
	"github.com/ingresskit/ingress/internal/wire"
	"net/http"

	"github.com/ingresskit/ingress/edges"
)

// registerHTTPSRoutes serves the routes of HTTPS edges and their modules.
// A route is addressed through its edge: a route ID under another edge is
// not found. No two routes of an edge have the same match type and match
// (409).
func registerHTTPSRoutes(s *Server) {
	routes := wire.HTTPSEdgeRoutes
	s.endpoint("POST "+routes.Path, s.createRoute(newDescriber[edges.Route, edges.RouteCreateParams]()))
	s.endpoint("GET "+routes.Item, s.getRoute)
	s.endpoint("PATCH "+routes.Item, s.updateRoute(newDescriber[edges.Route, edges.RouteUpdateParams]()))
	s.endpoint("DELETE "+routes.Item, s.deleteRoute)
	serveEdgeModules[edges.Route, edges.RouteCreateParams](s, edgeModuleHost[edges.Route]{
		res: routes,
		load: func(r *http.Request) (*edges.Route, error) {
			_, rt, err := s.loadRoute(r)
			return rt, err
		},
		store: func(_ *http.Request, rt *edges.Route) { edgePutRoute(s.httpsEdges, rt) },
	})
}

// loadRoute returns the HTTPS edge and the route that the request's path
// names. The lock is held.
func (s *Server) loadRoute(r *http.Request) (*edges.HTTPSEdge, *edges.Route, error) {
	edgeID, id := r.PathValue("edge_id"), r.PathValue("id")
	e, err := s.httpsEdges.Load(wire.HTTPSEdges.Kind, edgeID)
	if err != nil {
		return nil, nil, err
	}
	rt, ok := edgeRoute(e, id)
	if !ok {
		return nil, nil, notFound("https_edge_route", id)
	}
	return e, rt, nil
}

// createRoute returns the handler of the create endpoint of the routes of
// an HTTPS edge.
func (s *Server) createRoute(desc describer[edges.Route, edges.RouteCreateParams]) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		var p edges.RouteCreateParams
		if err := s.decode(r, &p); err != nil {
			return 0, nil, err
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		edgeID := r.PathValue("edge_id")
		e, err := s.httpsEdges.Load(wire.HTTPSEdges.Kind, edgeID)
		if err != nil {
			return 0, nil, err
		}
		id := s.newID(wire.HTTPSEdgeRoutes.Prefix)
		rt := &edges.Route{
			EdgeID: edgeID, ID: id, URI: s.uri(wire.HTTPSEdges.Path+"/"+edgeID+"/routes", id), CreatedAt: s.now(),
			MatchType: p.MatchType, Match: p.Match,
		}
		desc.describe(rt, &p)
		if err := s.saveRoute(e, rt, &p); err != nil {
			return 0, nil, err
		}
		return http.StatusCreated, rt, nil
	}
}

// getRoute serves the get endpoint of a route.
func (s *Server) getRoute(r *http.Request) (int, any, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, rt, err := s.loadRoute(r)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rt, nil
}

// updateRoute returns the handler of the update endpoint of a route.
func (s *Server) updateRoute(desc describer[edges.Route, edges.RouteUpdateParams]) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		var p edges.RouteUpdateParams
		if err := s.decode(r, &p); err != nil {
			return 0, nil, err
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		e, cur, err := s.loadRoute(r)
		if err != nil {
			return 0, nil, err
		}
		rt := *cur
		setIf(&rt.MatchType, p.MatchType)
		setIf(&rt.Match, p.Match)
		desc.describe(&rt, &p)
		if err := s.saveRoute(e, &rt, &p); err != nil {
			return 0, nil, err
		}
		return http.StatusOK, &rt, nil
	}
}

// deleteRoute serves the delete endpoint of a route.
func (s *Server) deleteRoute(r *http.Request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, rt, err := s.loadRoute(r)
	if err != nil {
		return 0, nil, err
	}
	edgeRemoveRoute(s.httpsEdges, rt)
	return http.StatusNoContent, nil, nil
}

// saveRoute replaces the modules of rt, a route of e, that p (its create
// or update params) supplies, checks that no other route of e has its
// match, and stores it. The lock is held.
func (s *Server) saveRoute(e *edges.HTTPSEdge, rt *edges.Route, p any) error {
	if err := edgeFirst(func() error { return s.setEdgeModules(rt, p) }, func() error { return edgeUniqueMatch(e, rt) }); err != nil {
		return err
	}
	edgePutRoute(s.httpsEdges, rt)
	return nil
}

// edgeUniqueMatch refuses a route whose match type and match another route of
// its edge has.
func edgeUniqueMatch(e *edges.HTTPSEdge, rt *edges.Route) error {
	for _, other := range e.Routes {
		if other.ID != rt.ID && other.MatchType == rt.MatchType && other.Match == rt.Match {
			return conflict("route %s of edge %s already matches %s %q", other.ID, e.ID, rt.MatchType, rt.Match)
		}
	}
	return nil
}
