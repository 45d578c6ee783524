package ingresstest

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/ingresskit/ingress/events"
)

// Delivery is an event as the server delivered it to one destination.
type Delivery struct {
	// EventID identifies the event; one event delivered to several
	// destinations, or through several subscriptions, has one ID.
	EventID string
	// EventType is "<kind>_<action>.v0", like "ip_policy_created.v0".
	EventType string
	// EventTimestamp is when the change happened.
	EventTimestamp time.Time
	// SubscriptionID is the subscription that delivered the event.
	SubscriptionID string
	// Object is the resource as the API serves it, after the change
	// (before it, for a delete).
	Object json.RawMessage
}

// deliveryLog is what one destination received, in order.
type deliveryLog struct {
	deliveries []Delivery
}

// registerDelivery makes every change of every resource go to the
// destinations of each subscription that has a source of its type, in the
// order of the changes, oldest subscription first.
func registerDelivery(s *Server) {
	s.deliveryLogs()
	s.OnEvent(s.deliver)
}

// deliver is the event listener; the caller holds the lock.
func (s *Server) deliver(ev Event) {
	var d *Delivery
	s.eventSubscriptions().All(func(_ string, sub *events.Subscription) bool {
		if !slices.ContainsFunc(sub.Sources, func(x events.Source) bool { return x.Type == ev.Type }) {
			return true
		}
		if d == nil {
			// Records encode as the API serves them: this cannot fail.
			obj, _ := json.Marshal(ev.Object)
			d = &Delivery{EventID: s.NewID("ev"), EventType: ev.Type, EventTimestamp: ev.At, Object: obj}
		}
		for _, dest := range sub.Destinations {
			s.appendDelivery(dest.ID, *d, sub.ID)
		}
		return true
	})
}

// appendDelivery adds d, through the subscription, to what the
// destination received. The caller holds the lock.
func (s *Server) appendDelivery(destinationID string, d Delivery, subscriptionID string) {
	d.SubscriptionID = subscriptionID
	logs := s.deliveryLogs()
	var next deliveryLog
	if cur, ok := logs.Get(destinationID); ok {
		next.deliveries = slices.Clip(cur.deliveries)
	}
	next.deliveries = append(next.deliveries, d)
	logs.Put(destinationID, &next)
}

// Events returns the events delivered to the destination, oldest first.
// They stay readable after the destination is deleted; an unknown
// destination has none.
func (s *Server) Events(destinationID string) []Delivery {
	s.mu.RLock()
	defer s.mu.RUnlock()
	l, ok := s.deliveryLogs().Get(destinationID)
	if !ok {
		return nil
	}
	return slices.Clone(l.deliveries)
}

func (s *Server) deliveryLogs() *Table[deliveryLog] {
	return stateOf(s, "delivery_logs", func() *Table[deliveryLog] { return newTable[deliveryLog]("delivery_log") })
}
