package eventing

import (
	"encoding/json"
	"slices"

	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// registerDelivery makes every change of every resource go to the
// destinations of each subscription that has a source of its type, in the
// order of the changes, oldest subscription first.
func registerDelivery(s *account) {
	s.engine.OnEvent(s.deliver)
}

// deliver is the event listener; the caller holds the lock.
func (s *account) deliver(ev api.Event) {
	var d *store.DeliveredEvent
	s.engine.Records.EventSubscriptions.All(func(_ string, sub *events.Subscription) bool {
		if !slices.ContainsFunc(sub.Sources, func(x events.Source) bool { return x.Type == ev.Type }) {
			return true
		}
		if d == nil {
			// Records encode as the API serves them: this cannot fail.
			obj, _ := json.Marshal(ev.Object)
			d = &store.DeliveredEvent{EventID: s.engine.NewID("ev"), EventType: string(ev.Type), EventTimestamp: ev.At, Object: obj}
		}
		for _, dest := range sub.Destinations {
			s.appendDelivery(dest.ID, *d, sub.ID)
		}
		return true
	})
}

// appendDelivery adds d, through the subscription, to what the
// destination received. The caller holds the lock.
func (s *account) appendDelivery(destinationID string, d store.DeliveredEvent, subscriptionID string) {
	d.SubscriptionID = subscriptionID
	logs := s.engine.Records.DeliveryLogs
	var next store.DeliveryLog
	if cur, ok := logs.Get(destinationID); ok {
		next.Deliveries = slices.Clip(cur.Deliveries)
	}
	next.Deliveries = append(next.Deliveries, d)
	logs.Put(destinationID, &next)
}
