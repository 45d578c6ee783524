package ingresstest

import (
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerEdges serves TLS, TCP and HTTPS edges, the routes of HTTPS
// edges, and every module of each, through the SDK's own types and rules.
func registerEdges(s *Server) {
	registerTLSEdges(s)
	registerTCPEdges(s)
	registerHTTPSEdges(s)
}

// registerTLSEdges serves TLS edges and their modules. A TLS edge whose
// TLS termination is upstream refuses an enabled mutual TLS or traffic
// policy module, whichever request brings the two together.
func registerTLSEdges(s *Server) {
	serveResource(s, s.tlsEdges, resource[edges.TLSEdge, edges.TLSEdgeCreateParams, edges.TLSEdgeUpdateParams]{
		Kind: wire.TLSEdgeKind, Path: wire.TLSEdgePath, Member: wire.TLSEdgeMember, Prefix: wire.TLSEdgePrefix,
		Create: s.createTLSEdge, Update: s.updateTLSEdge,
	})
	host := edgeTableHost(s.tlsEdges, wire.TLSEdgeKind, wire.TLSEdgeItem, func(e *edges.TLSEdge) string { return e.ID }, tlsEdgePassThrough)
	serveEdgeModule(s, host, "backend", func(e *edges.TLSEdge) **edges.Backend { return &e.Backend },
		edgeAnyRecord[edges.TLSEdge](s.edgeBackend("")))
	serveEdgeModule(s, host, "ip_restriction", func(e *edges.TLSEdge) **edges.IPRestriction { return &e.IPRestriction },
		edgeAnyRecord[edges.TLSEdge](s.edgeIPRestriction("")))
	serveEdgeModule(s, host, "mutual_tls", func(e *edges.TLSEdge) **edges.MutualTLS { return &e.MutualTLS },
		edgeAnyRecord[edges.TLSEdge](s.edgeMutualTLS("")))
	serveEdgeModule(s, host, "tls_termination", func(e *edges.TLSEdge) **edges.TLSTermination { return &e.TLSTermination },
		edgeAnyRecord[edges.TLSEdge](edgeTLSTermination))
	serveEdgeModule(s, host, "traffic_policy", func(e *edges.TLSEdge) **edges.TrafficPolicy { return &e.TrafficPolicy },
		edgeAnyRecord[edges.TLSEdge](edgeTrafficPolicy))
}

// setTLSEdgeModules replaces the supplied modules of e and checks the
// result. The lock is held.
func (s *Server) setTLSEdgeModules(e *edges.TLSEdge, backend *edges.BackendParams, ipr *edges.IPRestrictionParams,
	mtls *edges.MutualTLSParams, tt *edges.TLSTerminationParams, tp *edges.TrafficPolicyParams) error {
	return edgeFirst(
		func() error { return edgeSet(&e.Backend, backend, s.edgeBackend("backend.")) },
		func() error { return edgeSet(&e.IPRestriction, ipr, s.edgeIPRestriction("ip_restriction.")) },
		func() error { return edgeSet(&e.MutualTLS, mtls, s.edgeMutualTLS("mutual_tls.")) },
		func() error { return edgeSet(&e.TLSTermination, tt, edgeTLSTermination) },
		func() error { return edgeSet(&e.TrafficPolicy, tp, edgeTrafficPolicy) },
		func() error { return tlsEdgePassThrough(e) },
	)
}

// tlsEdgePassThrough checks the modules a TLS edge keeps against its TLS
// termination.
func tlsEdgePassThrough(e *edges.TLSEdge) error {
	if e.TLSTermination == nil {
		return nil
	}
	return validate.PassThrough(e.TLSTermination.TerminateAt == edges.TerminateAtUpstream,
		e.MutualTLS != nil && e.MutualTLS.Enabled, e.TrafficPolicy != nil && e.TrafficPolicy.Enabled)
}

// registerTCPEdges serves TCP edges and their modules.
func registerTCPEdges(s *Server) {
	serveResource(s, s.tcpEdges, resource[edges.TCPEdge, edges.TCPEdgeCreateParams, edges.TCPEdgeUpdateParams]{
		Kind: wire.TCPEdgeKind, Path: wire.TCPEdgePath, Member: wire.TCPEdgeMember, Prefix: wire.TCPEdgePrefix,
		Create: s.createTCPEdge, Update: s.updateTCPEdge,
	})
	host := edgeTableHost(s.tcpEdges, wire.TCPEdgeKind, wire.TCPEdgeItem, func(e *edges.TCPEdge) string { return e.ID }, nil)
	serveEdgeModule(s, host, "backend", func(e *edges.TCPEdge) **edges.Backend { return &e.Backend },
		edgeAnyRecord[edges.TCPEdge](s.edgeBackend("")))
	serveEdgeModule(s, host, "ip_restriction", func(e *edges.TCPEdge) **edges.IPRestriction { return &e.IPRestriction },
		edgeAnyRecord[edges.TCPEdge](s.edgeIPRestriction("")))
	serveEdgeModule(s, host, "traffic_policy", func(e *edges.TCPEdge) **edges.TrafficPolicy { return &e.TrafficPolicy },
		edgeAnyRecord[edges.TCPEdge](edgeTrafficPolicy))
}

// setTCPEdgeModules replaces the supplied modules of e. The lock is held.
func (s *Server) setTCPEdgeModules(e *edges.TCPEdge, backend *edges.BackendParams, ipr *edges.IPRestrictionParams, tp *edges.TrafficPolicyParams) error {
	return edgeFirst(
		func() error { return edgeSet(&e.Backend, backend, s.edgeBackend("backend.")) },
		func() error { return edgeSet(&e.IPRestriction, ipr, s.edgeIPRestriction("ip_restriction.")) },
		func() error { return edgeSet(&e.TrafficPolicy, tp, edgeTrafficPolicy) },
	)
}

// createTLSEdge is the create hook of TLS edges: it builds the record of a
// new one.
func (s *Server) createTLSEdge(c *call, p *edges.TLSEdgeCreateParams) (*edges.TLSEdge, error) {
	e := &edges.TLSEdge{
		ID: c.ID, URI: c.URI, CreatedAt: c.Now,
		Description: deref(p.Description), Metadata: deref(p.Metadata),
		Hostports: edgeHostports(p.Hostports),
	}
	return e, s.setTLSEdgeModules(e, p.Backend, p.IPRestriction, p.MutualTLS, p.TLSTermination, p.TrafficPolicy)
}

// updateTLSEdge is the update hook of TLS edges: it returns the record
// changed.
func (s *Server) updateTLSEdge(c *call, e edges.TLSEdge, p *edges.TLSEdgeUpdateParams) (*edges.TLSEdge, error) {
	setIf(&e.Description, p.Description)
	setIf(&e.Metadata, p.Metadata)
	if p.Hostports != nil {
		e.Hostports = edgeHostports(p.Hostports)
	}
	return &e, s.setTLSEdgeModules(&e, p.Backend, p.IPRestriction, p.MutualTLS, p.TLSTermination, p.TrafficPolicy)
}

// createTCPEdge is the create hook of TCP edges: it builds the record of a
// new one.
func (s *Server) createTCPEdge(c *call, p *edges.TCPEdgeCreateParams) (*edges.TCPEdge, error) {
	e := &edges.TCPEdge{
		ID: c.ID, URI: c.URI, CreatedAt: c.Now,
		Description: deref(p.Description), Metadata: deref(p.Metadata),
		Hostports: edgeHostports(p.Hostports),
	}
	return e, validate.First(s.checkTCPEdgeAddrs(e.Hostports), s.setTCPEdgeModules(e, p.Backend, p.IPRestriction, p.TrafficPolicy))
}

// updateTCPEdge is the update hook of TCP edges: it returns the record
// changed.
func (s *Server) updateTCPEdge(c *call, e edges.TCPEdge, p *edges.TCPEdgeUpdateParams) (*edges.TCPEdge, error) {
	setIf(&e.Description, p.Description)
	setIf(&e.Metadata, p.Metadata)
	if p.Hostports != nil {
		e.Hostports = edgeHostports(p.Hostports)
	}
	return &e, validate.First(s.checkTCPEdgeAddrs(e.Hostports), s.setTCPEdgeModules(&e, p.Backend, p.IPRestriction, p.TrafficPolicy))
}
