// Package eventing serves the families of the eventing group: event
// destinations and subscriptions, the sources of a subscription, and the
// delivery of every change of a resource to the destinations that
// subscribe to its type. Each reaches the records of other families only
// through the engine's store and references.
package eventing

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves the families of the group on the engine e.
func Register(e *api.Engine) {
	registerEvents(&account{engine: e})
}
