package ingresstest

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/ingresskit/ingress/internal/fake"
)

// Error codes of event destinations and sources, both with status 409.
const (
	// CodeDestinationInUse: delete of an event destination that
	// subscriptions still reference. The server refuses it rather than
	// leave subscriptions pointing nowhere; the message names the
	// subscriptions.
	CodeDestinationInUse = fake.CodeDestinationInUse
	// CodeSourceExists: adding to a subscription a source of an event
	// type it already has.
	CodeSourceExists = fake.CodeSourceExists
)

// DeliveredEvent is an event as the server delivered it to a destination.
// The API does not document the payload of delivered events; this is the
// shape ingresstest uses, in JSON:
//
//	{"event_id": "ev_...", "event_type": "ip_policy_created.v0",
//	 "event_timestamp": "2024-05-01T12:00:00Z", "subscription_id": "esb_...",
//	 "object": {...the IP policy as GET /ip_policies/{id} returns it...}}
//
// Every create, update and delete of a resource through the API is an
// event of type "<resource>_<action>.v0", with action created, updated or
// deleted and resource the singular snake-case name of the resource kind,
// like ip_policy, api_key or event_destination.
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
	ds := s.fake.Events(destinationID)
	if ds == nil {
		return nil
	}
	out := make([]DeliveredEvent, len(ds))
	for i, d := range ds {
		out[i] = DeliveredEvent{
			EventID: d.EventID, EventType: d.EventType, EventTimestamp: d.EventTimestamp,
			SubscriptionID: d.SubscriptionID, Object: slices.Clone(d.Object),
		}
	}
	return out
}
