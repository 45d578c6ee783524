package setup

import (
	"context"
	"iter"
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
	return &kind[events.Destination, EventDestination]{
		name: "event_destination",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*events.Destination, error] {
			return events.NewClient(c).Destinations.List(ctx, nil).All()
		},
		id:       func(d *events.Destination) string { return d.ID },
		identify: func(d *events.Destination, _ *refs) (ident, bool) { return byMarker(d.Metadata) },
		want:     func(a *Account) []EventDestination { return a.EventDestinations },
		key:      func(d EventDestination) ident { return ident{name: d.Name} },
		common:   func(d EventDestination) Common { return d.Common },
		validate: checkCredentials,
		fields: func(d EventDestination) fields {
			return fields{}.add("format", eventFormat(d.Format)).add("target", d.Target).withCommon(d.Common)
		},
		have: func(d *events.Destination, _ *refs) fields {
			return fields{}.add("format", eventFormat(d.Format)).add("target", publicTarget(d.Target)).haveCommon(d.Description, d.Metadata)
		},
		create: func(ctx context.Context, e *env, d EventDestination) (string, error) {
			target, err := sentTarget(d)
			if err != nil {
				return "", err
			}
			got, err := events.NewClient(e.c).Destinations.Create(ctx, &events.DestinationCreateParams{
				Format: events.Format(eventFormat(d.Format)), Target: target,
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *events.Destination, d EventDestination, _ map[string]bool) error {
			target, err := sentTarget(d)
			if err != nil {
				return err
			}
			_, err = events.NewClient(e.c).Destinations.Update(ctx, have.ID, &events.DestinationUpdateParams{
				Format: new(events.Format(eventFormat(d.Format))), Target: &target,
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *events.Destination) error {
			return events.NewClient(e.c).Destinations.Delete(ctx, have.ID)
		},
		describe: func(d *events.Destination, id ident, _ *refs) EventDestination {
			target, creds := describeTarget(d.Target, id.name)
			return EventDestination{Name: id.name, Format: events.Format(eventFormat(d.Format)), Target: target,
				Credentials: creds, Common: describeCommon(d.Description, d.Metadata)}
		},
		add: func(a *Account, d EventDestination) { a.EventDestinations = append(a.EventDestinations, d) },
	}
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
	return &kind[events.Subscription, EventSubscription]{
		name: "event_subscription",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*events.Subscription, error] {
			return events.NewClient(c).Subscriptions.List(ctx, nil).All()
		},
		id:       func(s *events.Subscription) string { return s.ID },
		identify: func(s *events.Subscription, _ *refs) (ident, bool) { return byMarker(s.Metadata) },
		want:     func(a *Account) []EventSubscription { return a.EventSubscriptions },
		key:      func(d EventSubscription) ident { return ident{name: d.Name} },
		common:   func(d EventSubscription) Common { return d.Common },
		refers: func(d EventSubscription) []ref {
			out := make([]ref, len(d.Destinations))
			for i, n := range d.Destinations {
				out[i] = ref{"event_destination", n}
			}
			return out
		},
		fields: func(d EventSubscription) fields {
			return fields{}.add("event_types", sorted(d.EventTypes)).add("destinations", sorted(d.Destinations)).withCommon(d.Common)
		},
		have: func(s *events.Subscription, r *refs) fields {
			dests := make([]string, len(s.Destinations))
			for i, d := range s.Destinations {
				dests[i] = r.name(d.ID)
			}
			return fields{}.add("event_types", sorted(subscriptionTypes(s))).add("destinations", sorted(dests)).
				haveCommon(s.Description, s.Metadata)
		},
		create: func(ctx context.Context, e *env, d EventSubscription) (string, error) {
			p, err := subscriptionParams(e.refs, d)
			if err != nil {
				return "", err
			}
			got, err := events.NewClient(e.c).Subscriptions.Create(ctx, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *events.Subscription, d EventSubscription, _ map[string]bool) error {
			p, err := subscriptionParams(e.refs, d)
			if err != nil {
				return err
			}
			if p.Sources == nil {
				p.Sources = []events.SourceParams{}
			}
			if p.DestinationIDs == nil {
				p.DestinationIDs = []string{}
			}
			_, err = events.NewClient(e.c).Subscriptions.Update(ctx, have.ID, (*events.SubscriptionUpdateParams)(p))
			return err
		},
		remove: func(ctx context.Context, e *env, have *events.Subscription) error {
			return events.NewClient(e.c).Subscriptions.Delete(ctx, have.ID)
		},
		describe: func(s *events.Subscription, id ident, r *refs) EventSubscription {
			dests := make([]string, len(s.Destinations))
			for i, d := range s.Destinations {
				dests[i] = r.name(d.ID)
			}
			return EventSubscription{Name: id.name, EventTypes: subscriptionTypes(s), Destinations: dests,
				Common: describeCommon(s.Description, s.Metadata)}
		},
		add: func(a *Account, d EventSubscription) { a.EventSubscriptions = append(a.EventSubscriptions, d) },
	}
}
