package eventing

import (
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/events"
)

func registerEvents(s *account) {
	api.ServeResource(s.engine, s.engine.Records.EventDestinations, api.Resource[events.Destination, events.DestinationCreateParams, events.DestinationUpdateParams]{
		Wire:   wire.EventDestinations,
		Create: s.createEventDestination, Update: s.updateEventDestination, Delete: s.deleteEventDestination,
	})
	api.ServeResource(s.engine, s.engine.Records.EventSubscriptions, api.Resource[events.Subscription, events.SubscriptionCreateParams, events.SubscriptionUpdateParams]{
		Wire:   wire.EventSubscriptions,
		Create: s.createEventSubscription, Update: s.updateEventSubscription,
	})
	registerEventSources(s)
	registerDelivery(s)
}

// lowerFormat spells a format as FormatJSON is spelled.
func lowerFormat(f events.Format) events.Format { return events.Format(strings.ToLower(string(f))) }

// subscriptionsUsing returns the IDs of the subscriptions that send to the
// destination, oldest first. The caller holds the lock.
func (s *account) subscriptionsUsing(destinationID string) []string {
	return s.engine.Records.EventSubscriptions.IDsWhere(func(sub *events.Subscription) bool { return api.RefersTo(sub.Destinations, destinationID) })
}

// createEventDestination is the create hook of event destinations: it
// builds the record of a new one, within the quota of destinations.
func (s *account) createEventDestination(c *api.Call, p *events.DestinationCreateParams) (*events.Destination, error) {
	if err := api.CheckQuota(s.engine.Records.EventDestinations.Len(), s.engine.Config.Quotas.EventDestinations, api.CodeEventDestinationQuota, "event destinations"); err != nil {
		return nil, err
	}
	return &events.Destination{
		Format: lowerFormat(p.Format), Target: p.Target,
	}, nil
}

// updateEventDestination is the update hook of event destinations: it
// returns the record changed. A target of another kind than the stored
// one is refused: the API keeps a destination's kind of target.
func (s *account) updateEventDestination(c *api.Call, d events.Destination, p *events.DestinationUpdateParams) (*events.Destination, error) {
	if p.Target != nil {
		if was, now := d.Target.Kind(), p.Target.Kind(); was != now {
			return nil, api.Errorf(http.StatusBadRequest, api.CodeTargetKindChanged,
				"target: an update may not change the target's type from %s to %s; create a new destination to send to a %s target", was, now, now)
		}
	}
	if p.Format != nil {
		d.Format = lowerFormat(*p.Format)
	}
	api.SetIf(&d.Target, p.Target)
	return &d, nil
}

// deleteEventDestination is the delete hook of event destinations: it runs
// before one is removed, and may refuse.
func (s *account) deleteEventDestination(c *api.Call, d *events.Destination) error {
	if users := s.subscriptionsUsing(d.ID); len(users) > 0 {
		return api.Errorf(http.StatusConflict, api.CodeDestinationInUse,
			"event destination %q cannot be deleted because it is still in use by event subscriptions %s: remove it from them first", d.ID, strings.Join(users, ", "))
	}
	return nil
}

// createEventSubscription is the create hook of event subscriptions: it
// builds the record of a new one, within the quota of subscriptions.
func (s *account) createEventSubscription(c *api.Call, p *events.SubscriptionCreateParams) (*events.Subscription, error) {
	if err := api.CheckQuota(s.engine.Records.EventSubscriptions.Len(), s.engine.Config.Quotas.EventSubscriptions, api.CodeEventSubscriptionQuota, "event subscriptions"); err != nil {
		return nil, err
	}
	dests, err := s.engine.ExistingRefs(api.CodeEventDestinationMissing, "destination_ids", p.DestinationIDs, wire.EventDestinations.Prefix)
	if err != nil {
		return nil, err
	}
	return &events.Subscription{
		Sources: s.sourcesOf(c.ID, p.Sources), Destinations: dests,
	}, nil
}

// updateEventSubscription is the update hook of event subscriptions: it
// returns the record changed.
func (s *account) updateEventSubscription(c *api.Call, sub events.Subscription, p *events.SubscriptionUpdateParams) (*events.Subscription, error) {
	if p.Sources != nil {
		sub.Sources = s.sourcesOf(sub.ID, p.Sources)
	}
	if p.DestinationIDs != nil {
		dests, err := s.engine.ExistingRefs(api.CodeEventDestinationMissing, "destination_ids", p.DestinationIDs, wire.EventDestinations.Prefix)
		if err != nil {
			return nil, err
		}
		sub.Destinations = dests
	}
	return &sub, nil
}
