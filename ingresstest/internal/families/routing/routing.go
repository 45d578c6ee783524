// Package routing serves the families of the routing group: TLS, TCP and
// HTTPS edges, the routes of HTTPS edges and every module of each,
// backends of every kind, IP policies and their rules, and IP
// restrictions, with the checks that answer as an edge or a restriction
// would for an address. Each reaches the records of other families only
// through the engine's store and references.
package routing

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves the families of the group on the engine e, in the
// order their references need: IP policies, IP restrictions, backends,
// then edges.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerIPPolicies(s)
	registerIPRestrictions(s)
	registerBackends(s)
	registerEdges(s)
}
