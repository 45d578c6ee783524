package eventing

import (
	"net/http"
	"net/url"
	"slices"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/events"
)

// registerEventSources serves the sources of a subscription, which live in
// the subscription's record.
func registerEventSources(s *account) {
	sources := wire.EventSources
	s.engine.Endpoint("POST "+sources.Path, s.createEventSource)
	s.engine.Endpoint("GET "+sources.Path, s.listEventSources)
	s.engine.Endpoint("GET "+sources.Item, s.getEventSource)
	s.engine.Endpoint("PATCH "+sources.Item, s.updateEventSource)
	s.engine.Endpoint("DELETE "+sources.Item, s.deleteEventSource)
}

// createEventSource adds a source to a subscription.
func (s *account) createEventSource(r *http.Request) (int, any, error) {
	var p events.SourceParams
	if err := api.Decode(r, s.engine.Config.MaxBodySize, &p); err != nil {
		return 0, nil, err
	}
	return api.OnLoaded(s.engine, r, true, s.subscriptionOf, func(sub *events.Subscription) (int, any, error) {
		if _, ok := findSource(sub, p.Type); ok {
			return 0, nil, api.Errorf(http.StatusBadRequest, api.CodeSourceExists,
				"type: the event type of each source must be unique within a subscription: event subscription %q already has a source of type %q", sub.ID, p.Type)
		}
		src := s.sourceOf(sub.ID, p.Type)
		next := *sub
		next.Sources = append(slices.Clip(sub.Sources), src)
		api.StoreUpdated(s.engine, s.engine.Records.EventSubscriptions, wire.EventSubscriptions.Kind, sub.ID, &next)
		return http.StatusCreated, src, nil
	})
}

// listEventSources lists the sources of a subscription.
func (s *account) listEventSources(r *http.Request) (int, any, error) {
	return api.OnLoaded(s.engine, r, false, s.subscriptionOf, func(sub *events.Subscription) (int, any, error) {
		return http.StatusOK, map[string]any{"sources": sub.Sources, "uri": s.sourcesURI(sub.ID)}, nil
	})
}

// getEventSource returns a source of a subscription.
func (s *account) getEventSource(r *http.Request) (int, any, error) {
	return api.OnLoaded(s.engine, r, false, s.sourceOfRequest, func(held heldSource) (int, any, error) {
		return http.StatusOK, held.source, nil
	})
}

// updateEventSource serves the update of a source, which has nothing to
// change: it answers with the source.
func (s *account) updateEventSource(r *http.Request) (int, any, error) {
	if err := api.Decode(r, s.engine.Config.MaxBodySize, &struct{}{}); err != nil {
		return 0, nil, err
	}
	return s.getEventSource(r)
}

// deleteEventSource removes a source from a subscription.
func (s *account) deleteEventSource(r *http.Request) (int, any, error) {
	return api.OnLoaded(s.engine, r, true, s.sourceOfRequest, func(held heldSource) (int, any, error) {
		next := *held.sub
		next.Sources = slices.DeleteFunc(slices.Clone(held.sub.Sources), func(x events.Source) bool { return x.Type == held.source.Type })
		api.StoreUpdated(s.engine, s.engine.Records.EventSubscriptions, wire.EventSubscriptions.Kind, next.ID, &next)
		return http.StatusNoContent, nil, nil
	})
}

// subscriptionOf returns the subscription the request's path names. The
// caller holds the lock.
func (s *account) subscriptionOf(r *http.Request) (*events.Subscription, error) {
	id := r.PathValue("subscription_id")
	sub, ok := s.engine.Records.EventSubscriptions.Get(id)
	if !ok {
		return nil, api.NotFound("event_subscription", id)
	}
	return sub, nil
}

// heldSource is a source and the subscription that holds it.
type heldSource struct {
	sub    *events.Subscription
	source events.Source
}

// sourceOfRequest returns the source the request's path names, in the
// subscription it names: a type the subscription does not have is not
// found. The caller holds the lock.
func (s *account) sourceOfRequest(r *http.Request) (heldSource, error) {
	sub, err := s.subscriptionOf(r)
	if err != nil {
		return heldSource{}, err
	}
	typ := events.EventType(r.PathValue("type"))
	src, ok := findSource(sub, typ)
	if !ok {
		return heldSource{}, api.NotFound("event_source", string(typ))
	}
	return heldSource{sub, src}, nil
}

func findSource(sub *events.Subscription, typ events.EventType) (events.Source, bool) {
	i := slices.IndexFunc(sub.Sources, func(x events.Source) bool { return x.Type == typ })
	if i < 0 {
		return events.Source{}, false
	}
	return sub.Sources[i], true
}

// sourcesOf returns the sources of the subscription for the given types.
func (s *account) sourcesOf(subscriptionID string, params []events.SourceParams) []events.Source {
	srcs := make([]events.Source, len(params))
	for i, p := range params {
		srcs[i] = s.sourceOf(subscriptionID, p.Type)
	}
	return srcs
}

func (s *account) sourceOf(subscriptionID string, typ events.EventType) events.Source {
	return events.Source{Type: typ, URI: s.sourcesURI(subscriptionID) + "/" + url.PathEscape(string(typ))}
}

// sourcesURI returns the absolute URI of the subscription's source list.
func (s *account) sourcesURI(subscriptionID string) string {
	return s.engine.URI(wire.EventSubscriptions.Path, subscriptionID) + "/sources"
}
