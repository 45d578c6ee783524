package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/families/certs"
	"github.com/ingresskit/ingress/ingresstest/internal/families/eventing"
	"github.com/ingresskit/ingress/ingresstest/internal/families/identity"
	"github.com/ingresskit/ingress/ingresstest/internal/families/platform"
)

// registerFamilies registers the routes of every resource family, in an
// order in which each family's references are registered before it.
func (s *Server) registerFamilies() {
	identity.Register(s.engine)
	certs.Register(s.engine)
	registerReservedDomains(s)
	registerReservedAddrs(s)
	registerEndpoints(s)
	registerAgentIngresses(s)
	registerIPPolicies(s)
	registerIPRestrictions(s)
	registerBackends(s)
	registerEdges(s)
	registerSessions(s)
	eventing.Register(s.engine)
	identity.RegisterServiceUsers(s.engine)
	platform.Register(s.engine)
	agents.Register(s.engine)

	registerTunnels(s)
	registerApplications(s)
	registerAbuseReports(s)
}
