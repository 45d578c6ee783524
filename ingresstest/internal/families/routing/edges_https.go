package routing

import (
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/edges"
)

// registerHTTPSEdges serves HTTPS edges, their modules and their routes.
// Each edge record holds its routes, oldest first, and is their only
// store: every change to a route stores the edge again with the new list.
func registerHTTPSEdges(s *account) {
	serveEdge(s, edgeKind[edges.HTTPSEdge, edges.HTTPSEdgeCreateParams, edges.HTTPSEdgeUpdateParams]{
		wire: wire.HTTPSEdges, records: s.engine.Records.HTTPSEdges, checkHostports: s.checkHTTPSHostports,
		fresh: func() *edges.HTTPSEdge { return &edges.HTTPSEdge{Routes: []edges.Route{}} },
	})
	registerHTTPSRoutes(s)
}

// edgeRoute returns a copy of the route id of e.
func edgeRoute(e *edges.HTTPSEdge, id string) (*edges.Route, bool) {
	i := slices.IndexFunc(e.Routes, func(r edges.Route) bool { return r.ID == id })
	if i < 0 {
		return nil, false
	}
	rt := e.Routes[i]
	return &rt, true
}

// edgePutRoute stores the edge of a new or changed route with the route in
// its list. The lock is held and the edge exists.
func edgePutRoute(edgesT *store.Table[edges.HTTPSEdge], rt *edges.Route) {
	e, _ := edgesT.Get(rt.EdgeID)
	next := *e
	i := slices.IndexFunc(e.Routes, func(r edges.Route) bool { return r.ID == rt.ID })
	next.Routes = slices.Clone(e.Routes)
	if i < 0 {
		next.Routes = append(next.Routes, *rt)
	} else {
		next.Routes[i] = *rt
	}
	edgesT.Put(next.ID, &next)
}

// edgeRemoveRoute stores the edge of a route without the route in its
// list. The lock is held and the edge exists.
func edgeRemoveRoute(edgesT *store.Table[edges.HTTPSEdge], rt *edges.Route) {
	e, _ := edgesT.Get(rt.EdgeID)
	next := *e
	next.Routes = slices.DeleteFunc(slices.Clone(e.Routes), func(r edges.Route) bool { return r.ID == rt.ID })
	edgesT.Put(next.ID, &next)
}
