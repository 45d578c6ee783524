package main

import (
	"context"
	"slices"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
)

// ensureEvents finds the event destination and the subscription by their
// descriptions or creates them, and corrects the destination's target and
// the subscription's event types and destinations.
func ensureEvents(ctx context.Context, c *ingress.Client, cfg Config, r *Report) error {
	ev := events.NewClient(c)
	destID, err := ensureDestination(ctx, ev.Destinations, cfg, r)
	if err != nil {
		return err
	}
	return ensureSubscription(ctx, ev.Subscriptions, cfg, destID, r)
}

func ensureDestination(ctx context.Context, dests *events.DestinationClient, cfg Config, r *Report) (string, error) {
	target := events.Target{Kinesis: &events.Kinesis{
		Auth:      &events.AWSAuth{Role: &events.AWSRole{RoleARN: cfg.RoleARN}},
		StreamARN: cfg.StreamARN,
	}}
	d, err := find(dests.List(ctx, nil), func(d *events.Destination) bool {
		return d.Description == destinationDescription
	})
	if err != nil {
		return "", err
	}
	switch {
	case d == nil:
		d, err = dests.Create(ctx, &events.DestinationCreateParams{
			Format: events.FormatJSON, Target: target, Description: new(destinationDescription),
		})
		if err != nil {
			return "", err
		}
		r.note(Created, "event destination", d.ID)
	case !sameKinesis(d.Target, target):
		if _, err := dests.Update(ctx, d.ID, &events.DestinationUpdateParams{Target: &target}); err != nil {
			return "", err
		}
		r.note(Updated, "event destination", d.ID)
	default:
		r.note(Unchanged, "event destination", d.ID)
	}
	return d.ID, nil
}

// sameKinesis reports whether have sends to the Kinesis stream of want
// through its role.
func sameKinesis(have, want events.Target) bool {
	k := have.Kinesis
	return k != nil && k.StreamARN == want.Kinesis.StreamARN &&
		k.Auth != nil && k.Auth.Role != nil && k.Auth.Role.RoleARN == want.Kinesis.Auth.Role.RoleARN
}

func ensureSubscription(ctx context.Context, subs *events.SubscriptionClient, cfg Config, destID string, r *Report) error {
	sources := make([]events.SourceParams, len(cfg.EventTypes))
	for i, t := range cfg.EventTypes {
		sources[i] = events.SourceParams{Type: t}
	}
	s, err := find(subs.List(ctx, nil), func(s *events.Subscription) bool {
		return s.Description == subscriptionDescription
	})
	if err != nil {
		return err
	}
	if s == nil {
		s, err = subs.Create(ctx, &events.SubscriptionCreateParams{
			Description: new(subscriptionDescription), Sources: sources, DestinationIDs: []string{destID},
		})
		if err != nil {
			return err
		}
		r.note(Created, "event subscription", s.ID)
		return nil
	}
	var types []events.EventType
	for _, src := range s.Sources {
		types = append(types, src.Type)
	}
	sameTypes := len(types) == len(cfg.EventTypes) && !slices.ContainsFunc(cfg.EventTypes, func(t events.EventType) bool { return !slices.Contains(types, t) })
	sameDests := len(s.Destinations) == 1 && s.Destinations[0].ID == destID
	if sameTypes && sameDests {
		r.note(Unchanged, "event subscription", s.ID)
		return nil
	}
	if _, err := subs.Update(ctx, s.ID, &events.SubscriptionUpdateParams{Sources: sources, DestinationIDs: []string{destID}}); err != nil {
		return err
	}
	r.note(Updated, "event subscription", s.ID)
	return nil
}
