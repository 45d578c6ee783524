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
	serveEdgeModules[edges.TLSEdge, edges.TLSEdgeCreateParams](s,
		edgeTableHost(s.tlsEdges, wire.TLSEdgeKind, wire.TLSEdgeItem, func(e *edges.TLSEdge) string { return e.ID }, tlsEdgePassThrough))
}

// setTLSEdge checks the hostports of e, replaces the modules that p (its
// create or update params) supply and checks the result. The lock is
// held.
func (s *Server) setTLSEdge(e *edges.TLSEdge, p any) error {
	return edgeFirst(
		func() error { return s.checkTLSHostports(e.ID, e.Hostports) },
		func() error { return s.setEdgeModules(e, p) },
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
	serveEdgeModules[edges.TCPEdge, edges.TCPEdgeCreateParams](s,
		edgeTableHost(s.tcpEdges, wire.TCPEdgeKind, wire.TCPEdgeItem, func(e *edges.TCPEdge) string { return e.ID }, nil))
}

// setTCPEdge checks the hostports of e and replaces the modules that p
// (its create or update params) supply. The lock is held.
func (s *Server) setTCPEdge(e *edges.TCPEdge, p any) error {
	return edgeFirst(
		func() error { return s.checkTCPHostports(e.ID, e.Hostports) },
		func() error { return s.setEdgeModules(e, p) },
	)
}

// createTLSEdge is the create hook of TLS edges: it builds the record of a
// new one.
func (s *Server) createTLSEdge(c *call, p *edges.TLSEdgeCreateParams) (*edges.TLSEdge, error) {
	e := &edges.TLSEdge{ID: c.ID, URI: c.URI, CreatedAt: c.Now}
	setHostports(&e.Hostports, p.Hostports)
	return e, s.setTLSEdge(e, p)
}

// updateTLSEdge is the update hook of TLS edges: it returns the record
// changed.
func (s *Server) updateTLSEdge(c *call, e edges.TLSEdge, p *edges.TLSEdgeUpdateParams) (*edges.TLSEdge, error) {
	setHostports(&e.Hostports, p.Hostports)
	return &e, s.setTLSEdge(&e, p)
}

// createTCPEdge is the create hook of TCP edges: it builds the record of a
// new one.
func (s *Server) createTCPEdge(c *call, p *edges.TCPEdgeCreateParams) (*edges.TCPEdge, error) {
	e := &edges.TCPEdge{ID: c.ID, URI: c.URI, CreatedAt: c.Now}
	setHostports(&e.Hostports, p.Hostports)
	return e, s.setTCPEdge(e, p)
}

// updateTCPEdge is the update hook of TCP edges: it returns the record
// changed.
func (s *Server) updateTCPEdge(c *call, e edges.TCPEdge, p *edges.TCPEdgeUpdateParams) (*edges.TCPEdge, error) {
	setHostports(&e.Hostports, p.Hostports)
	return &e, s.setTCPEdge(&e, p)
}
