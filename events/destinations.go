package events

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Format is the serialization of the events a destination sends.
type Format string

// FormatJSON is the only format the API accepts. The API accepts it in any
// case ("JSON" too); ingresstest reports it in lower case, as FormatJSON.
const FormatJSON Format = "json"

// Destination is where the service sends events: a target and a format.
// It applies to nothing until a subscription references it.
type Destination struct {
	// ID identifies the destination; it starts with "ed_".
	ID string `json:"id"`
	// URI is the destination's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the destination was created.
	CreatedAt time.Time `json:"created_at"`
	// Description is a human-readable description.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Format is the serialization of the events sent.
	Format Format `json:"format"`
	// Target is where the events go.
	Target Target `json:"target"`
}

// DestinationCreateParams are the parameters of DestinationClient.Create.
type DestinationCreateParams struct {
	// Format is required: FormatJSON.
	Format Format `json:"format,omitempty"`
	// Target is required, with exactly one member set.
	Target Target `json:"target"`
	// Description is a human-readable description: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *DestinationCreateParams) Validate() error {
	var format *Format
	if p.Format != "" {
		format = &p.Format
	}
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		validate.EventFormat("format", format, true, FormatJSON),
		p.Target.validate("target"),
	)
}

// DestinationUpdateParams are the parameters of DestinationClient.Update.
// Fields left nil keep their value; a Target replaces the whole target.
type DestinationUpdateParams struct {
	// Format, when set, must be FormatJSON.
	Format *Format `json:"format,omitempty"`
	// Target, when set, replaces the target; exactly one member is set.
	Target *Target `json:"target,omitempty"`
	// Description is a human-readable description: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *DestinationUpdateParams) Validate() error {
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		validate.EventFormat("format", p.Format, false, FormatJSON),
		validate.IfSet(p.Target, func(t Target) error { return t.validate("target") }),
	)
}

// DestinationClient manages event destinations.
type DestinationClient struct {
	destinations rest.Collection[Destination, DestinationCreateParams, DestinationUpdateParams]
}

func newDestinationClient(c *ingress.Client) *DestinationClient {
	return &DestinationClient{destinations: rest.NewCollection[Destination, DestinationCreateParams, DestinationUpdateParams](c, wire.EventDestinations)}
}

// Create creates an event destination.
//
// POST /event_destinations
func (c *DestinationClient) Create(ctx context.Context, params *DestinationCreateParams) (*Destination, error) {
	return c.destinations.Create(ctx, params)
}

// Get returns the event destination with the given ID.
//
// GET /event_destinations/{id}
func (c *DestinationClient) Get(ctx context.Context, id string) (*Destination, error) {
	return c.destinations.Get(ctx, id)
}

// List returns a lazy iterator over the account's event destinations,
// newest first.
//
// GET /event_destinations
func (c *DestinationClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Destination] {
	return c.destinations.List(ctx, params)
}

// Update changes the supplied fields of the event destination with the
// given ID.
//
// PATCH /event_destinations/{id}
func (c *DestinationClient) Update(ctx context.Context, id string, params *DestinationUpdateParams) (*Destination, error) {
	return c.destinations.Update(ctx, id, params)
}

// Delete deletes the event destination with the given ID. The API's
// description does not say what happens to subscriptions that still
// reference it; ingresstest refuses such a delete with a 409 that names
// them, so remove the destination from those subscriptions first.
//
// DELETE /event_destinations/{id}
func (c *DestinationClient) Delete(ctx context.Context, id string) error {
	return c.destinations.Delete(ctx, id)
}
