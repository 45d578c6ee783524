package routing

import (
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerEdges serves TLS, TCP and HTTPS edges, the routes of HTTPS
// edges, and every module of each, through the SDK's own types and rules.
func registerEdges(s *account) {
	registerTLSEdges(s)
	registerTCPEdges(s)
	registerHTTPSEdges(s)
}

// registerTLSEdges serves TLS edges and their modules. A TLS edge whose
// TLS termination is upstream refuses an enabled mutual TLS or traffic
// policy module, whichever request brings the two together.
func registerTLSEdges(s *account) {
	serveEdge(s, edgeKind[edges.TLSEdge, edges.TLSEdgeCreateParams, edges.TLSEdgeUpdateParams]{
		wire: wire.TLSEdges, records: s.engine.Records.TLSEdges,
		checkHostports: s.checkTLSHostports, check: tlsEdgePassThrough,
	})
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
func registerTCPEdges(s *account) {
	serveEdge(s, edgeKind[edges.TCPEdge, edges.TCPEdgeCreateParams, edges.TCPEdgeUpdateParams]{
		wire: wire.TCPEdges, records: s.engine.Records.TCPEdges, checkHostports: s.checkTCPHostports,
	})
}
