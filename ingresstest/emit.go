package ingresstest

import "time"

// resourceEvent is a change to a resource, as the server announces it to its
// listeners (the event subscriptions deliver them).
type resourceEvent struct {
	// Type is "<kind>_<action>.v0", for example "ip_policy_created.v0".
	Type string
	// Kind and Action are the parts of Type.
	Kind, Action string
	// Object is the resource as it is after the change (before, for a
	// delete).
	Object any
	// At is when the change happened.
	At time.Time
}

// onEvent adds a listener that is called, with the server locked, for
// every change.
func (s *Server) onEvent(f func(resourceEvent)) {
	s.mu.Lock()
	s.listeners = append(s.listeners, f)
	s.mu.Unlock()
}

// emit announces a change; the caller holds the lock.
func (s *Server) emit(kind, action string, object any) {
	if len(s.listeners) == 0 {
		return
	}
	ev := resourceEvent{Type: kind + "_" + action + ".v0", Kind: kind, Action: action, Object: object, At: s.now()}
	for _, f := range s.listeners {
		f(ev)
	}
}
