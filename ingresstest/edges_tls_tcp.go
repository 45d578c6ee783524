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
	serveEdge(s, s.tlsEdges, resource[edges.TLSEdge, edges.TLSEdgeCreateParams, edges.TLSEdgeUpdateParams]{
		Wire:   wire.TLSEdges,
		Create: s.createTLSEdge, Update: s.updateTLSEdge,
	}, tlsEdgePassThrough)
}

// setTLSEdge sets the hostports of e that its create or update params p
// supply and checks them, replaces the modules that p supplies and checks
// the result. The lock is held.
func (s *Server) setTLSEdge(e *edges.TLSEdge, hostports []string, p any) error {
	setHostports(&e.Hostports, hostports)
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
	serveEdge(s, s.tcpEdges, resource[edges.TCPEdge, edges.TCPEdgeCreateParams, edges.TCPEdgeUpdateParams]{
		Wire:   wire.TCPEdges,
		Create: s.createTCPEdge, Update: s.updateTCPEdge,
	}, nil)
}

// setTCPEdge sets the hostports of e that its create or update params p
// supply and checks them, and replaces the modules that p supplies. The
// lock is held.
func (s *Server) setTCPEdge(e *edges.TCPEdge, hostports []string, p any) error {
	setHostports(&e.Hostports, hostports)
	return edgeFirst(
		func() error { return s.checkTCPHostports(e.ID, e.Hostports) },
		func() error { return s.setEdgeModules(e, p) },
	)
}

// createTLSEdge is the create hook of TLS edges: it builds the record of a
// new one.
func (s *Server) createTLSEdge(c *call, p *edges.TLSEdgeCreateParams) (*edges.TLSEdge, error) {
	e := &edges.TLSEdge{ID: c.ID, URI: c.URI, CreatedAt: c.Now}
	return e, s.setTLSEdge(e, p.Hostports, p)
}

// updateTLSEdge is the update hook of TLS edges: it returns the record
// changed.
func (s *Server) updateTLSEdge(c *call, e edges.TLSEdge, p *edges.TLSEdgeUpdateParams) (*edges.TLSEdge, error) {
	return &e, s.setTLSEdge(&e, p.Hostports, p)
}

// createTCPEdge is the create hook of TCP edges: it builds the record of a
// new one.
func (s *Server) createTCPEdge(c *call, p *edges.TCPEdgeCreateParams) (*edges.TCPEdge, error) {
	e := &edges.TCPEdge{ID: c.ID, URI: c.URI, CreatedAt: c.Now}
	return e, s.setTCPEdge(e, p.Hostports, p)
}

// updateTCPEdge is the update hook of TCP edges: it returns the record
// changed.
func (s *Server) updateTCPEdge(c *call, e edges.TCPEdge, p *edges.TCPEdgeUpdateParams) (*edges.TCPEdge, error) {
	return &e, s.setTCPEdge(&e, p.Hostports, p)
}
