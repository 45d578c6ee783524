package events

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Subscription connects event types (its sources) to destinations: every
// event of one of its types is sent to each of its destinations.
type Subscription struct {
	// ID identifies the subscription; it starts with "esb_".
	ID string `json:"id"`
	// URI is the subscription's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the subscription was created.
	CreatedAt time.Time `json:"created_at"`
	// Description is a human-readable description.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Sources are the event types that trigger the subscription.
	Sources []Source `json:"sources"`
	// Destinations are where the events are sent.
	Destinations []ingress.Ref `json:"destinations"`
}

// SourceParams names an event type, like IPPolicyCreated, in the
// parameters of a subscription and of SourceClient.Create.
type SourceParams struct {
	// Type is the event type: one of EventTypes.
	Type EventType `json:"type"`
}

// Validate checks that Type is one of EventTypes, the types the API
// documents; the API refuses any other with ERR_NGROK_238.
func (p *SourceParams) Validate() error { return validate.EventType("type", p.Type, EventTypes()) }

// SubscriptionCreateParams are the parameters of SubscriptionClient.Create.
// A subscription may start without sources or destinations and gain them
// later.
type SubscriptionCreateParams struct {
	// Description is a human-readable description: at most 255
	// characters.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 characters.
	Metadata *string `json:"metadata,omitempty"`
	// Sources are the event types that trigger the subscription, each
	// once.
	Sources []SourceParams `json:"sources,omitzero"`
	// DestinationIDs name existing destinations, each once.
	DestinationIDs []string `json:"destination_ids,omitzero"`
}

// Validate checks the documented rules of the parameters.
func (p *SubscriptionCreateParams) Validate() error {
	if err := validate.SubscriptionText(p.Description, p.Metadata); err != nil {
		return err
	}
	documented := EventTypes()
	types := make([]EventType, len(p.Sources))
	for i, s := range p.Sources {
		if err := validate.EventType(validate.Elem("sources", i)+".type", s.Type, documented); err != nil {
			return err
		}
		types[i] = s.Type
	}
	return validate.First(validate.DistinctSourceTypes("sources", types), validate.IDs("destination_ids", p.DestinationIDs))
}

// SubscriptionUpdateParams are the parameters of SubscriptionClient.Update,
// with the fields of SubscriptionCreateParams. Fields left nil keep their
// value; Sources and DestinationIDs, when not nil, replace the whole list
// (an empty list clears it).
type SubscriptionUpdateParams SubscriptionCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create.
func (p *SubscriptionUpdateParams) Validate() error {
	return (*SubscriptionCreateParams)(p).Validate()
}

// SubscriptionClient manages event subscriptions.
type SubscriptionClient struct {
	subscriptions rest.Collection[Subscription, SubscriptionCreateParams, SubscriptionUpdateParams]
}

func newSubscriptionClient(c *ingress.Client) *SubscriptionClient {
	return &SubscriptionClient{subscriptions: rest.NewCollection[Subscription, SubscriptionCreateParams, SubscriptionUpdateParams](c, wire.EventSubscriptions)}
}

// Create creates an event subscription. Its destinations must exist.
//
// POST /event_subscriptions
func (c *SubscriptionClient) Create(ctx context.Context, params *SubscriptionCreateParams) (*Subscription, error) {
	return c.subscriptions.Create(ctx, params)
}

// Get returns the event subscription with the given ID.
//
// GET /event_subscriptions/{id}
func (c *SubscriptionClient) Get(ctx context.Context, id string) (*Subscription, error) {
	return c.subscriptions.Get(ctx, id)
}

// List returns a lazy iterator over the account's event subscriptions,
// newest first.
//
// GET /event_subscriptions
func (c *SubscriptionClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Subscription] {
	return c.subscriptions.List(ctx, params)
}

// Update changes the supplied fields of the event subscription with the
// given ID; supplied sources or destinations replace the old ones.
//
// PATCH /event_subscriptions/{id}
func (c *SubscriptionClient) Update(ctx context.Context, id string, params *SubscriptionUpdateParams) (*Subscription, error) {
	return c.subscriptions.Update(ctx, id, params)
}

// Delete deletes the event subscription with the given ID.
//
// DELETE /event_subscriptions/{id}
func (c *SubscriptionClient) Delete(ctx context.Context, id string) error {
	return c.subscriptions.Delete(ctx, id)
}
