package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/families/eventing"
	"github.com/ingresskit/ingress/ingresstest/internal/families/platform"
	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
)

// registerFamilies registers the routes of every resource family, in an
// order in which each family's references are registered before it.
func (s *Server) registerFamilies() {
	registerAPIKeys(s)
	registerCredentials(s)
	registerSSHCerts(s)
	registerCertificates(s)
	registerReservedDomains(s)
	registerReservedAddrs(s)
	registerEndpoints(s)
	registerAgentIngresses(s)
	routing.Register(s.engine)
	registerSessions(s)
	eventing.Register(s.engine)
	registerServiceUsers(s)
	platform.Register(s.engine)
	agents.Register(s.engine)

	registerTunnels(s)
	registerApplications(s)
	registerAbuseReports(s)
}
