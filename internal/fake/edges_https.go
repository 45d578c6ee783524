package fake

import (
	"slices"

	"github.com/ingresskit/ingress/edges"
)

// Prefixes of HTTPS edges and their routes.
const (
	httpsEdgePrefix  = "edghts"
	httpsRoutePrefix = "edghtsrt"
)

// registerHTTPSEdges serves HTTPS edges, their modules and their routes.
// Routes live in a table of their own, so that their IDs are known to
// Exists, and each edge record embeds its routes, oldest first: every
// change to a route stores the edge again with the new list.
func registerHTTPSEdges(s *Server) {
	routes := newTable[edges.Route]("https_edge_route")
	s.tables[httpsRoutePrefix] = routes
	t := Register(s, Resource[edges.HTTPSEdge, edges.HTTPSEdgeCreateParams, edges.HTTPSEdgeUpdateParams]{
		Kind: "https_edge", Path: edges.HTTPSPath, Member: edges.HTTPSListMember, Prefix: httpsEdgePrefix,
		Create: func(c *Call, p *edges.HTTPSEdgeCreateParams) (*edges.HTTPSEdge, error) {
			e := &edges.HTTPSEdge{
				ID: c.ID, URI: c.URI, CreatedAt: c.Now,
				Description: deref(p.Description), Metadata: deref(p.Metadata),
				Hostports: edgeHostports(p.Hostports), Routes: []edges.Route{},
			}
			return e, s.setHTTPSEdgeModules(e, p.MutualTLS, p.TLSTermination)
		},
		Update: func(c *Call, e edges.HTTPSEdge, p *edges.HTTPSEdgeUpdateParams) (*edges.HTTPSEdge, error) {
			setIf(&e.Description, p.Description)
			setIf(&e.Metadata, p.Metadata)
			if p.Hostports != nil {
				e.Hostports = edgeHostports(p.Hostports)
			}
			return &e, s.setHTTPSEdgeModules(&e, p.MutualTLS, p.TLSTermination)
		},
		Delete: func(c *Call, e *edges.HTTPSEdge) error {
			for _, rt := range e.Routes {
				routes.Delete(rt.ID)
				s.emit("https_edge_route", "deleted", &rt)
			}
			return nil
		},
	})
	host := edgeTableHost(t, "https_edge", edges.HTTPSPath+"/{id}", func(e *edges.HTTPSEdge) string { return e.ID }, nil)
	serveEdgeModule(s, host, "mutual_tls", func(e *edges.HTTPSEdge) **edges.MutualTLS { return &e.MutualTLS },
		edgeAnyRecord[edges.HTTPSEdge](s.edgeMutualTLS("")))
	serveEdgeModule(s, host, "tls_termination", func(e *edges.HTTPSEdge) **edges.TLSTermination { return &e.TLSTermination },
		edgeAnyRecord[edges.HTTPSEdge](edgeTLSTerminationAtEdge))
	registerHTTPSRoutes(s, t, routes)
}

// setHTTPSEdgeModules replaces the supplied modules of e. The lock is
// held.
func (s *Server) setHTTPSEdgeModules(e *edges.HTTPSEdge, mtls *edges.MutualTLSParams, tt *edges.TLSTerminationAtEdgeParams) error {
	return edgeFirst(
		func() error { return edgeSet(&e.MutualTLS, mtls, s.edgeMutualTLS("mutual_tls.")) },
		func() error { return edgeSet(&e.TLSTermination, tt, edgeTLSTerminationAtEdge) },
	)
}

// edgePutRoute stores a new or changed route, and its edge with the route in
// its list. The lock is held and the edge exists.
func edgePutRoute(edgesT *Table[edges.HTTPSEdge], routes *Table[edges.Route], rt *edges.Route) {
	routes.Put(rt.ID, rt)
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

// edgeRemoveRoute deletes a route, and removes it from its edge's list. The
// lock is held and the edge exists.
func edgeRemoveRoute(edgesT *Table[edges.HTTPSEdge], routes *Table[edges.Route], rt *edges.Route) {
	routes.Delete(rt.ID)
	e, _ := edgesT.Get(rt.EdgeID)
	next := *e
	next.Routes = slices.DeleteFunc(slices.Clone(e.Routes), func(r edges.Route) bool { return r.ID == rt.ID })
	edgesT.Put(next.ID, &next)
}
