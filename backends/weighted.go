package backends

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Weighted is a weighted backend: it shares traffic among its child
// backends in proportion to their weights, each child getting its weight
// divided by the sum of all weights.
type Weighted struct {
	// ID identifies the backend; it starts with "bkdwd_".
	ID string `json:"id"`
	// URI is the backend's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the backend was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the backend is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Backends are the weights of the child backends, by ID; empty (not
	// nil) when there are none.
	Backends map[string]int64 `json:"backends"`
}

// WeightedCreateParams are the parameters of WeightedClient.Create.
type WeightedCreateParams struct {
	// Backends are the weights of the child backends, by ID. Each ID must
	// name an existing backend of any kind, and each weight is from
	// MinWeight to MaxWeight.
	Backends map[string]int64 `json:"backends,omitzero"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *WeightedCreateParams) Validate() error {
	return validate.First(validate.WeightedChildren("backends", p.Backends), validate.BackendFields(p.Description, p.Metadata))
}

// WeightedUpdateParams are the parameters of WeightedClient.Update, with
// the fields of WeightedCreateParams. Fields left nil keep their value: an
// update of the metadata alone keeps the child backends. Backends, when
// not nil, replace all the children; they may not include the weighted
// backend itself or a backend that contains it, directly or not.
type WeightedUpdateParams WeightedCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create.
func (p *WeightedUpdateParams) Validate() error { return (*WeightedCreateParams)(p).Validate() }

// WeightedClient manages weighted backends.
type WeightedClient struct {
	backends rest.Collection[Weighted, WeightedCreateParams, WeightedUpdateParams]
}

func newWeightedClient(c *ingress.Client) *WeightedClient {
	return &WeightedClient{backends: rest.NewCollection[Weighted, WeightedCreateParams, WeightedUpdateParams](c, wire.WeightedBackends)}
}

// Create creates a weighted backend.
//
// POST /backends/weighted
func (c *WeightedClient) Create(ctx context.Context, params *WeightedCreateParams) (*Weighted, error) {
	return c.backends.Create(ctx, params)
}

// Get returns the weighted backend with the given ID.
//
// GET /backends/weighted/{id}
func (c *WeightedClient) Get(ctx context.Context, id string) (*Weighted, error) {
	return c.backends.Get(ctx, id)
}

// List returns a lazy iterator over the account's weighted backends,
// newest first.
//
// GET /backends/weighted
func (c *WeightedClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Weighted] {
	return c.backends.List(ctx, params)
}

// Update changes the supplied fields of the weighted backend with the
// given ID.
//
// PATCH /backends/weighted/{id}
func (c *WeightedClient) Update(ctx context.Context, id string, params *WeightedUpdateParams) (*Weighted, error) {
	return c.backends.Update(ctx, id, params)
}

// Delete deletes the weighted backend with the given ID. A weighted
// backend that a failover or another weighted backend lists is refused
// with status 409.
//
// DELETE /backends/weighted/{id}
func (c *WeightedClient) Delete(ctx context.Context, id string) error {
	return c.backends.Delete(ctx, id)
}
