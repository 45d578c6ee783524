package backends

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Static is a static backend: it forwards traffic to one fixed address.
type Static struct {
	// ID identifies the backend; it starts with "bkdsc_".
	ID string `json:"id"`
	// URI is the backend's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the backend was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the backend is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Address is where traffic is forwarded to, as host:port.
	Address string `json:"address"`
	// TLS says how the connection to the address uses TLS; a backend
	// created without TLS settings reads back with TLS disabled.
	TLS StaticTLS `json:"tls"`
}

// StaticTLS are the TLS settings of a static backend.
type StaticTLS struct {
	// Enabled means that the connection to the address uses TLS.
	Enabled bool `json:"enabled"`
}

// StaticCreateParams are the parameters of StaticClient.Create.
type StaticCreateParams struct {
	// Address is where traffic is forwarded to: required, a host name or
	// an IP address (IPv6 in brackets), a colon and a port from 1 to
	// 65535, as "example.com:8080". A wildcard host is refused.
	Address string `json:"address"`
	// TLS are the TLS settings; nil means TLS disabled.
	TLS *StaticTLS `json:"tls,omitempty"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *StaticCreateParams) Validate() error {
	return validate.First(address(p.Address), validate.BackendFields(p.Description, p.Metadata))
}

// StaticUpdateParams are the parameters of StaticClient.Update. Fields
// left nil keep their value; every field can be changed.
type StaticUpdateParams struct {
	// Address is the new address, under the rules of
	// StaticCreateParams.Address.
	Address *string `json:"address,omitempty"`
	// TLS replaces the TLS settings.
	TLS *StaticTLS `json:"tls,omitempty"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *StaticUpdateParams) Validate() error {
	return validate.First(validate.IfSet(p.Address, address), validate.BackendFields(p.Description, p.Metadata))
}

// StaticClient manages static backends.
type StaticClient struct {
	backends rest.Collection[Static, StaticCreateParams, StaticUpdateParams]
}

func newStaticClient(c *ingress.Client) *StaticClient {
	return &StaticClient{backends: rest.NewCollection[Static, StaticCreateParams, StaticUpdateParams](c, wire.StaticBackends)}
}

// Create creates a static backend.
//
// POST /backends/static
func (c *StaticClient) Create(ctx context.Context, params *StaticCreateParams) (*Static, error) {
	return c.backends.Create(ctx, params)
}

// Get returns the static backend with the given ID.
//
// GET /backends/static/{id}
func (c *StaticClient) Get(ctx context.Context, id string) (*Static, error) {
	return c.backends.Get(ctx, id)
}

// List returns a lazy iterator over the account's static backends, newest
// first.
//
// GET /backends/static
func (c *StaticClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Static] {
	return c.backends.List(ctx, params)
}

// Update changes the supplied fields of the static backend with the given
// ID.
//
// PATCH /backends/static/{id}
func (c *StaticClient) Update(ctx context.Context, id string, params *StaticUpdateParams) (*Static, error) {
	return c.backends.Update(ctx, id, params)
}

// Delete deletes the static backend with the given ID. A backend that a
// failover or weighted backend lists is refused with status 409: remove it
// from them first.
//
// DELETE /backends/static/{id}
func (c *StaticClient) Delete(ctx context.Context, id string) error {
	return c.backends.Delete(ctx, id)
}
