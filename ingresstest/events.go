package ingresstest

import (
	"encoding/json"
	"slices"
	"time"
)

// DeliveredEvent is an event as the server delivered it to a destination.
// The API does not document the payload of delivered events; this is the
// shape ingresstest uses, in JSON:
//
//	{"event_id": "ev_...", "event_type": "ip_policy_created.v0",
//	 "event_timestamp": "2024-05-01T12:00:00Z", "subscription_id": "esb_...",
//	 "object": {...the IP policy as GET /ip_policies/{id} returns it...}}
//
// Every create, update and delete through the API of a resource whose
// events the API documents is an event of the documented type, one of
// events.EventTypes: "<resource>_<action>.v0", with action created,
// updated or deleted and resource the API's name of the kind, like
// ip_policy, api_key, domain (a reserved domain), tunnel_credential or
// ssh_public_key (an SSH credential). Edges, their routes, backends and
// agent ingresses have no documented events, and deliver none.
type DeliveredEvent struct {
	// EventID identifies the event. One event sent to several
	// destinations, or through several subscriptions, keeps its ID.
	EventID string `json:"event_id"`
	// EventType is the event's type, like "ip_policy_created.v0".
	EventType string `json:"event_type"`
	// EventTimestamp is when the change happened, on the server's clock.
	EventTimestamp time.Time `json:"event_timestamp"`
	// SubscriptionID is the subscription that delivered the event.
	SubscriptionID string `json:"subscription_id"`
	// Object is the resource as the API serves it after the change, or
	// before it for a delete.
	Object json.RawMessage `json:"object"`
}

// Events returns the events delivered to the destination, oldest first:
// each change that the sources of a subscription of the destination
// match, once per such subscription. Delivery happens as the change is
// made, so the events are there as soon as the call that made the change
// returns. They stay readable after the destination is deleted; an
// unknown destination has none.
func (s *Server) Events(destinationID string) []DeliveredEvent {
	s.engine.Mu.RLock()
	defer s.engine.Mu.RUnlock()
	l, ok := s.engine.Records.DeliveryLogs.Get(destinationID)
	if !ok {
		return nil
	}
	out := make([]DeliveredEvent, len(l.Deliveries))
	for i, d := range l.Deliveries {
		out[i] = DeliveredEvent(d)
		out[i].Object = slices.Clone(d.Object)
	}
	return out
}
