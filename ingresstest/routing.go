package ingresstest

import (
	"net/netip"

	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
	"github.com/ingresskit/ingress/iprestrictions"
)

// The hooks of the routing group (internal/families/routing), which the
// Server keeps as its methods.

// EdgeAllows answers as the edge would for a connection from addr: whether
// the IP restriction module of the TLS or TCP edge edgeID (routeID "") or
// of the route routeID of the HTTPS edge edgeID lets it through. Without
// the module, or with it disabled, every address passes. Otherwise the
// rules of the module's IP policies decide with ippolicies.Allows: a deny
// rule that matches wins, and an address no allow rule matches is refused.
// A policy deleted since the module was set counts as a policy with no
// rules. An unknown edge or route is an error.
func (s *Server) EdgeAllows(edgeID, routeID string, addr netip.Addr) (bool, error) {
	return routing.EdgeAllows(s.engine, edgeID, routeID, addr)
}

// checkAPIRestriction returns the error that refuses an API request from
// addr, or nil when the account's IP restriction of type api lets it
// through: when there is none, when it is not enforced, or when its
// policies allow addr. The caller holds the lock, at least for reading.
func (s *Server) checkAPIRestriction(addr netip.Addr) error {
	return routing.CheckAPIRestriction(s.engine, addr)
}

// IPRestrictionAllows answers as the account's IP restriction of type typ
// would for traffic from addr: whether its IP policies allow addr, by
// ippolicies.Allows, whether or not the restriction is enforced. Without a
// restriction of that type every address passes. For a restriction of
// type api, the server refuses requests from addr when this is false and
// the restriction is enforced; the other types it stores but does not
// enforce, and this is how a test checks them.
func (s *Server) IPRestrictionAllows(typ iprestrictions.Type, addr netip.Addr) bool {
	return routing.IPRestrictionAllows(s.engine, typ, addr)
}

// LiftIPRestrictions lifts a lockout from the API, as the platform's
// support would for an account that locked itself out: the account's
// enforced IP restriction of type api, if it has one, stops being
// enforced, as if updated with enforced false (an ip_restriction_updated
// event announces it), and requests from every address are served again.
// The restriction and its policies stay, so a test can still read them or
// enforce the restriction again. It returns the IDs of the restrictions it
// changed, none when nothing was enforced. Restrictions of the other
// types, which the server does not enforce, are left as they are.
func (s *Server) LiftIPRestrictions() []string {
	return routing.LiftIPRestrictions(s.engine)
}
