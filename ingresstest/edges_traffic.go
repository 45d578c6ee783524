package ingresstest

import "net/netip"

// EdgeAllows answers as the edge would for a connection from addr: whether
// the IP restriction module of the TLS or TCP edge edgeID (routeID "") or
// of the route routeID of the HTTPS edge edgeID lets it through. Without
// the module, or with it disabled, every address passes. Otherwise the
// rules of the module's IP policies decide with ippolicies.Allows: a deny
// rule that matches wins, and an address no allow rule matches is refused.
// A policy deleted since the module was set counts as a policy with no
// rules. An unknown edge or route is an error.
func (s *Server) EdgeAllows(edgeID, routeID string, addr netip.Addr) (bool, error) {
	return s.fake.EdgeAllows(edgeID, routeID, addr)
}
