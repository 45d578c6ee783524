package events

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
)

// SourcesMember is the name of the item member of a subscription's source
// list.
const SourcesMember = "sources"

// Source is an event type that triggers a subscription.
type Source struct {
	// Type is the event type, like "ip_policy_created.v0".
	Type string `json:"type"`
	// URI is the source's absolute URI, below its subscription's.
	URI string `json:"uri"`
}

// SourceClient manages the event types of a subscription one at a time.
// A source is named by its subscription's ID and its event type.
type SourceClient struct {
	client *ingress.Client
}

// sourceList is the envelope of a subscription's sources: not paged.
type sourceList struct {
	Sources []*Source `json:"sources"`
	URI     string    `json:"uri"`
}

// Create adds an event type to the subscription. Adding a type the
// subscription already has is an error.
func (c *SourceClient) Create(ctx context.Context, subscriptionID string, params *SourceParams) (*Source, error) {
	p, err := rest.Expand(SubscriptionsPath+"/{}/sources", subscriptionID)
	if err != nil {
		return nil, err
	}
	if params == nil {
		params = &SourceParams{}
	}
	return rest.Call[Source](ctx, c.client, http.MethodPost, p, params)
}

// Get returns the subscription's source of the given event type; a type
// the subscription does not have is not found.
func (c *SourceClient) Get(ctx context.Context, subscriptionID, eventType string) (*Source, error) {
	p, err := rest.Expand(SubscriptionsPath+"/{}/sources/{}", subscriptionID, eventType)
	if err != nil {
		return nil, err
	}
	return rest.Call[Source](ctx, c.client, http.MethodGet, p, nil)
}

// List returns every source of the subscription, in the order they were
// added. The API does not page this list, so it comes whole.
func (c *SourceClient) List(ctx context.Context, subscriptionID string) ([]*Source, error) {
	p, err := rest.Expand(SubscriptionsPath+"/{}/sources", subscriptionID)
	if err != nil {
		return nil, err
	}
	list, err := rest.Call[sourceList](ctx, c.client, http.MethodGet, p, nil)
	if err != nil {
		return nil, err
	}
	return list.Sources, nil
}

// Update re-applies the subscription's source of the given event type
// (the API takes no parameters) and returns it.
func (c *SourceClient) Update(ctx context.Context, subscriptionID, eventType string) (*Source, error) {
	p, err := rest.Expand(SubscriptionsPath+"/{}/sources/{}", subscriptionID, eventType)
	if err != nil {
		return nil, err
	}
	return rest.Call[Source](ctx, c.client, http.MethodPatch, p, struct{}{})
}

// Delete removes the event type from the subscription.
func (c *SourceClient) Delete(ctx context.Context, subscriptionID, eventType string) error {
	p, err := rest.Expand(SubscriptionsPath+"/{}/sources/{}", subscriptionID, eventType)
	if err != nil {
		return err
	}
	return c.client.Do(ctx, http.MethodDelete, p, nil, nil)
}
