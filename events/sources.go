package events

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Source is an event type that triggers a subscription.
type Source struct {
	// Type is the event type, like IPPolicyCreated.
	Type EventType `json:"type"`
	// URI is the source's absolute URI, below its subscription's.
	URI string `json:"uri"`
}

// SourceClient manages the event types of a subscription one at a time.
// A source is named by its subscription's ID and its event type.
type SourceClient struct {
	client  *ingress.Client
	sources rest.Nested[Source, SourceParams, struct{}]
}

func newSourceClient(c *ingress.Client) *SourceClient {
	return &SourceClient{client: c, sources: rest.NewNested[Source, SourceParams, struct{}](c, wire.EventSources)}
}

// sourceList is the envelope of a subscription's sources: not paged.
type sourceList struct {
	Sources []*Source `json:"sources"`
	URI     string    `json:"uri"`
}

// Create adds an event type to the subscription. Adding a type the
// subscription already has is an error.
//
// POST /event_subscriptions/{subscription_id}/sources
func (c *SourceClient) Create(ctx context.Context, subscriptionID string, params *SourceParams) (*Source, error) {
	return c.sources.Create(ctx, subscriptionID, params)
}

// Get returns the subscription's source of the given event type; a type
// the subscription does not have is not found.
//
// GET /event_subscriptions/{subscription_id}/sources/{type}
func (c *SourceClient) Get(ctx context.Context, subscriptionID string, eventType EventType) (*Source, error) {
	return c.sources.Get(ctx, subscriptionID, string(eventType))
}

// List returns every source of the subscription, in the order they were
// added. The API does not page this list, so it comes whole.
//
// GET /event_subscriptions/{subscription_id}/sources
func (c *SourceClient) List(ctx context.Context, subscriptionID string) ([]*Source, error) {
	list, err := rest.At[sourceList](ctx, c.client, http.MethodGet, wire.EventSources.Path, []string{subscriptionID}, nil)
	if err != nil {
		return nil, err
	}
	return list.Sources, nil
}

// Update re-applies the subscription's source of the given event type
// (the API takes no parameters) and returns it.
//
// PATCH /event_subscriptions/{subscription_id}/sources/{type}
func (c *SourceClient) Update(ctx context.Context, subscriptionID string, eventType EventType) (*Source, error) {
	return c.sources.Update(ctx, subscriptionID, string(eventType), nil)
}

// Delete removes the event type from the subscription.
//
// DELETE /event_subscriptions/{subscription_id}/sources/{type}
func (c *SourceClient) Delete(ctx context.Context, subscriptionID string, eventType EventType) error {
	return c.sources.Delete(ctx, subscriptionID, string(eventType))
}
