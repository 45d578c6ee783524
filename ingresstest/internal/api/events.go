package api

import (
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/internal/wire"
)

// Event is a change to a resource, as the engine announces it to its
// listeners (the event subscriptions deliver them).
type Event struct {
	// Type is the documented type of the change, like
	// events.IPPolicyCreated.
	Type events.EventType
	// Object is the resource as it is after the change (before, for a
	// delete).
	Object any
	// At is when the change happened.
	At time.Time
}

// OnEvent adds a listener that is called, with the records locked, for
// every change.
func (e *Engine) OnEvent(f func(Event)) {
	e.Mu.Lock()
	e.listeners = append(e.listeners, f)
	e.Mu.Unlock()
}

// Emit announces a change of a resource of the kind (created, updated or
// deleted) as the event type that the API documents for it. A kind the
// API documents no events of (edges, backends, agent ingresses) announces
// nothing. The caller holds the lock.
func (e *Engine) Emit(kind, action string, object any) {
	typ, ok := eventType(kind, action)
	if !ok || len(e.listeners) == 0 {
		return
	}
	ev := Event{Type: typ, Object: object, At: e.Now()}
	for _, f := range e.listeners {
		f(ev)
	}
}

// StoreUpdated stores next as the record id of t, a changed record of the
// kind, and announces the change. The caller holds the lock.
func StoreUpdated[T any](e *Engine, t *store.Table[T], kind, id string, next *T) {
	t.Put(id, next)
	e.Emit(kind, "updated", next)
}

// eventType returns the documented type of the event of an action on a
// resource of the kind, and whether the API documents one. Its name is
// the kind's, but for the four kinds the API's events name otherwise.
func eventType(kind, action string) (events.EventType, bool) {
	switch kind {
	case wire.Credentials.Kind:
		kind = "tunnel_credential"
	case wire.SSHCredentials.Kind:
		kind = "ssh_public_key"
	case wire.ReservedDomains.Kind:
		kind = "domain"
	case wire.ReservedAddrs.Kind:
		kind = "tcp_address"
	}
	typ := events.EventType(kind + "_" + action + ".v0")
	return typ, typ.Documented()
}
