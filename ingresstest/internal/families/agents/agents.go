// Package agents serves the families of the agents group: so far the
// Kubernetes operators, with the endpoints their bindings select and the
// certificates they sign. Each reaches the records of other families only
// through the engine's store and references.
package agents

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves the families of the group on the engine e.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerK8sOperators(s)
}
