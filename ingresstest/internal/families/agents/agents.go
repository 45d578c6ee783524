// Package agents serves the families of the agents group: endpoints,
// cloud and agent endpoints with the rules of their URLs and the checks of
// their traffic policies; tunnel sessions, the simulated agents behind
// them and the commands sent to those agents; the tunnels that agents
// start; and Kubernetes operators, with the endpoints their bindings
// select and the certificates they sign. Each reaches the records of other
// families only through the engine's store and references.
//
// Besides its register functions, it exports the hooks of ingresstest's
// Server that start and stop what an agent serves; the types they take are
// twins of ingresstest's public ones, field for field, so that each
// converts to the other. Its register functions are called where
// ingresstest used to register each family, so that their event listeners
// keep their order.
package agents

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// RegisterEndpoints serves the endpoints on the engine e: cloud
// endpoints, and the agent endpoints among them in gets and lists.
func RegisterEndpoints(e *api.Engine) {
	registerEndpoints(&account{engine: e})
}

// RegisterSessions serves the tunnel sessions on the engine e, with the
// commands sent to their agents.
func RegisterSessions(e *api.Engine) {
	registerSessions(&account{engine: e})
}

// Register serves the Kubernetes operators and the tunnels on the engine
// e.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerK8sOperators(s)
	registerTunnels(s)
}
