package setup

import (
	"context"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
)

// eventFormat returns the format of a destination, JSON when empty.
func eventFormat(f events.Format) string {
	if f == "" {
		return string(events.FormatJSON)
	}
	return strings.ToLower(string(f))
}

// eventDestinations adapts event destinations, known by their marker.
// Subscriptions refer to them. The secrets of their targets come from the
// sources the description names; they are sent with every create and
// update and left out of what is compared and described.
func eventDestinations() family {
	return marked(&kind[events.Destination, EventDestination]{
		name:     "event_destination",
		slice:    func(a *Account) *[]EventDestination { return &a.EventDestinations },
		validate: checkCredentials,
		fields: func(d EventDestination) fields {
			return fields{}.add("format", eventFormat(d.Format)).add("target", d.Target).show("credentials", d.Credentials)
		},
		describe: func(d *events.Destination, id ident, _ *refs) EventDestination {
			target, creds := describeTarget(d.Target, id.name)
			return EventDestination{Name: id.name, Format: events.Format(eventFormat(d.Format)), Target: target, Credentials: creds}
		},
		api: through(func(c *ingress.Client) *events.DestinationClient { return events.NewClient(c).Destinations },
			func(_ context.Context, _ *env, d EventDestination) (*events.DestinationCreateParams, error) {
				target, err := sentTarget(d)
				if err != nil {
					return nil, err
				}
				return &events.DestinationCreateParams{Format: events.Format(eventFormat(d.Format)), Target: target,
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			},
			func(_ context.Context, _ *env, d EventDestination) (*events.DestinationUpdateParams, error) {
				target, err := sentTarget(d)
				if err != nil {
					return nil, err
				}
				return &events.DestinationUpdateParams{Format: new(events.Format(eventFormat(d.Format))), Target: &target,
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}

// subscriptionTypes returns the event types of a subscription's sources.
func subscriptionTypes(s *events.Subscription) []events.EventType {
	types := make([]events.EventType, len(s.Sources))
	for i, src := range s.Sources {
		types[i] = src.Type
	}
	return types
}

// subscriptionParams returns the params that make a subscription d.
func subscriptionParams(r *refs, d EventSubscription) (*events.SubscriptionCreateParams, error) {
	dests, err := r.idList("event_destination", d.Destinations)
	if err != nil {
		return nil, err
	}
	sources := make([]events.SourceParams, len(d.EventTypes))
	for i, t := range d.EventTypes {
		sources[i] = events.SourceParams{Type: t}
	}
	return &events.SubscriptionCreateParams{Sources: sources, DestinationIDs: dests,
		Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
}

// eventSubscriptions adapts event subscriptions, known by their marker.
func eventSubscriptions() family {
	return marked(&kind[events.Subscription, EventSubscription]{
		name:   "event_subscription",
		slice:  func(a *Account) *[]EventSubscription { return &a.EventSubscriptions },
		refers: func(d EventSubscription) []ref { return refsTo("event_destination", d.Destinations) },
		fields: func(d EventSubscription) fields {
			return fields{}.add("event_types", sorted(d.EventTypes)).add("destinations", sorted(d.Destinations))
		},
		describe: func(s *events.Subscription, id ident, r *refs) EventSubscription {
			dests := make([]string, len(s.Destinations))
			for i, d := range s.Destinations {
				dests[i] = r.name(d.ID)
			}
			return EventSubscription{Name: id.name, EventTypes: subscriptionTypes(s), Destinations: dests}
		},
		api: through(func(c *ingress.Client) *events.SubscriptionClient { return events.NewClient(c).Subscriptions },
			func(_ context.Context, e *env, d EventSubscription) (*events.SubscriptionCreateParams, error) {
				return subscriptionParams(e.refs, d)
			},
			func(_ context.Context, e *env, d EventSubscription) (*events.SubscriptionUpdateParams, error) {
				p, err := subscriptionParams(e.refs, d)
				if err != nil {
					return nil, err
				}
				p.Sources, p.DestinationIDs = orEmpty(p.Sources), orEmpty(p.DestinationIDs)
				return (*events.SubscriptionUpdateParams)(p), nil
			}),
	})
}
