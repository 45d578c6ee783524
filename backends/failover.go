package backends

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Failover is a failover backend: it sends traffic to the first of its
// child backends that is available, in order.
type Failover struct {
	// ID identifies the backend; it starts with "bkdfo_".
	ID string `json:"id"`
	// URI is the backend's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the backend was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the backend is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Backends are the IDs of the child backends, in the order they are
	// tried.
	Backends []string `json:"backends"`
}

// FailoverCreateParams are the parameters of FailoverClient.Create.
type FailoverCreateParams struct {
	// Backends are the IDs of the child backends, in the order they are
	// tried. Each must name an existing backend of any kind, at most once.
	Backends []string `json:"backends,omitzero"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *FailoverCreateParams) Validate() error {
	return validate.First(validate.FailoverChildren("backends", p.Backends), validate.BackendFields(p.Description, p.Metadata))
}

// FailoverUpdateParams are the parameters of FailoverClient.Update, with
// the fields of FailoverCreateParams. Fields left nil keep their value: an
// update of the metadata alone keeps the child backends. Backends, when
// not nil, replace the child backends; the list may not contain the
// failover backend itself or a failover or weighted backend that contains
// it, directly or not.
type FailoverUpdateParams FailoverCreateParams

// Validate checks the documented rules of the parameters, which are those
// of a create.
func (p *FailoverUpdateParams) Validate() error { return (*FailoverCreateParams)(p).Validate() }

// FailoverClient manages failover backends.
type FailoverClient struct {
	backends rest.Collection[Failover, FailoverCreateParams, FailoverUpdateParams]
}

func newFailoverClient(c *ingress.Client) *FailoverClient {
	return &FailoverClient{backends: rest.NewCollection[Failover, FailoverCreateParams, FailoverUpdateParams](c, wire.FailoverBackends)}
}

// Create creates a failover backend.
//
// POST /backends/failover
func (c *FailoverClient) Create(ctx context.Context, params *FailoverCreateParams) (*Failover, error) {
	return c.backends.Create(ctx, params)
}

// Get returns the failover backend with the given ID.
//
// GET /backends/failover/{id}
func (c *FailoverClient) Get(ctx context.Context, id string) (*Failover, error) {
	return c.backends.Get(ctx, id)
}

// List returns a lazy iterator over the account's failover backends,
// newest first.
//
// GET /backends/failover
func (c *FailoverClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Failover] {
	return c.backends.List(ctx, params)
}

// Update changes the supplied fields of the failover backend with the
// given ID.
//
// PATCH /backends/failover/{id}
func (c *FailoverClient) Update(ctx context.Context, id string, params *FailoverUpdateParams) (*Failover, error) {
	return c.backends.Update(ctx, id, params)
}

// Delete deletes the failover backend with the given ID. A failover backend
// that another failover backend or a weighted backend lists is refused
// with status 409.
//
// DELETE /backends/failover/{id}
func (c *FailoverClient) Delete(ctx context.Context, id string) error {
	return c.backends.Delete(ctx, id)
}
