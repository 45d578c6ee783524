package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/families/agents"
	"github.com/ingresskit/ingress/ingresstest/internal/families/certs"
	"github.com/ingresskit/ingress/ingresstest/internal/families/eventing"
	"github.com/ingresskit/ingress/ingresstest/internal/families/identity"
	"github.com/ingresskit/ingress/ingresstest/internal/families/platform"
	"github.com/ingresskit/ingress/ingresstest/internal/families/reservations"
	"github.com/ingresskit/ingress/ingresstest/internal/families/routing"
)

// registerFamilies registers the routes of every resource family, in an
// order in which each family's references are registered before it.
func (s *Server) registerFamilies() {
	identity.Register(s.engine)
	certs.Register(s.engine)
	reservations.Register(s.engine)
	agents.RegisterEndpoints(s.engine)
	reservations.RegisterAgentIngresses(s.engine)
	routing.Register(s.engine)
	agents.RegisterSessions(s.engine)
	eventing.Register(s.engine)
	identity.RegisterServiceUsers(s.engine)
	platform.Register(s.engine)
	agents.Register(s.engine)
}
