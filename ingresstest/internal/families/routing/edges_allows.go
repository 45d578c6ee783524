package routing

import (
	"net/netip"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/ippolicies"
)

// EdgeAllows answers as the edge would for a connection from addr, on the
// engine e: whether the IP restriction module of the TLS or TCP edge
// edgeID (routeID "") or of the route routeID of the HTTPS edge edgeID
// lets it through. It is the Server's hook of the same name, which says
// more.
func EdgeAllows(e *api.Engine, edgeID, routeID string, addr netip.Addr) (bool, error) {
	s := &account{engine: e}
	var (
		allowed bool
		err     error
	)
	s.engine.WithRLock(func() {
		var ipr *edges.IPRestriction
		ipr, err = s.edgeIPRestrictionOf(edgeID, routeID)
		if err != nil {
			return
		}
		if ipr == nil || !ipr.Enabled {
			allowed = true
			return
		}
		allowed = ippolicies.Allows(s.ipPolicyRules(api.RefIDs(ipr.IPPolicies)...), addr)
	})
	return allowed, err
}

// edgeIPRestrictionOf returns the IP restriction module of a TLS or TCP
// edge, or of a route of an HTTPS edge, nil when it has none. The lock is
// held.
func (s *account) edgeIPRestrictionOf(edgeID, routeID string) (*edges.IPRestriction, error) {
	switch {
	case strings.HasPrefix(edgeID, wire.TLSEdges.Prefix+"_"):
		return loadField(s.engine.Records.TLSEdges, wire.TLSEdges.Kind, edgeID, func(e *edges.TLSEdge) *edges.IPRestriction { return e.IPRestriction })
	case strings.HasPrefix(edgeID, wire.TCPEdges.Prefix+"_"):
		return loadField(s.engine.Records.TCPEdges, wire.TCPEdges.Kind, edgeID, func(e *edges.TCPEdge) *edges.IPRestriction { return e.IPRestriction })
	case strings.HasPrefix(edgeID, wire.HTTPSEdges.Prefix+"_"):
		e, err := api.Load(s.engine.Records.HTTPSEdges, wire.HTTPSEdges.Kind, edgeID)
		if err != nil {
			return nil, err
		}
		rt, ok := edgeRoute(e, routeID)
		if !ok {
			return nil, api.NotFound("https_edge_route", routeID)
		}
		return rt.IPRestriction, nil
	}
	return nil, api.NotFound("edge", edgeID)
}

// loadField returns what field reads from the record id of t, or a 404
// error for a resource of kind when there is none.
func loadField[T, F any](t *store.Table[T], kind, id string, field func(*T) F) (F, error) {
	rec, err := api.Load(t, kind, id)
	if err != nil {
		var zero F
		return zero, err
	}
	return field(rec), nil
}
