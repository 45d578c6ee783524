package backends

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// TunnelGroup is a tunnel group backend: it balances traffic among the
// online tunnels whose labels include all of its own.
type TunnelGroup struct {
	// ID identifies the backend; it starts with "bkdtg_".
	ID string `json:"id"`
	// URI is the backend's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the backend was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the backend is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Labels select the tunnels: a tunnel matches when its labels include
	// every one of them, keys and values compared with case.
	Labels map[string]string `json:"labels"`
	// Tunnels are the online tunnels that match, empty (not nil) when none
	// does; len(Tunnels) is how many match.
	Tunnels []ingress.Ref `json:"tunnels"`
}

// TunnelGroupCreateParams are the parameters of TunnelGroupClient.Create.
type TunnelGroupCreateParams struct {
	// Labels select the tunnels: required, at least one. Keys are made of
	// letters, digits and ". _ / -", values of the same and ":", as in
	// "k8s.ngrok.com/service": "web".
	Labels map[string]string `json:"labels,omitzero"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TunnelGroupCreateParams) Validate() error {
	return validate.First(validate.TunnelGroupLabels("labels", p.Labels), validate.BackendFields(p.Description, p.Metadata))
}

// TunnelGroupUpdateParams are the parameters of TunnelGroupClient.Update.
// Fields left nil keep their value.
type TunnelGroupUpdateParams struct {
	// Labels, when not nil, replace all the labels, under the rules of
	// TunnelGroupCreateParams.Labels: an empty map is refused, since a
	// tunnel group needs a label.
	Labels map[string]string `json:"labels,omitzero"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TunnelGroupUpdateParams) Validate() error {
	var labels error
	if p.Labels != nil {
		labels = validate.TunnelGroupLabels("labels", p.Labels)
	}
	return validate.First(labels, validate.BackendFields(p.Description, p.Metadata))
}

// TunnelGroupClient manages tunnel group backends.
type TunnelGroupClient struct {
	backends rest.Collection[TunnelGroup, TunnelGroupCreateParams, TunnelGroupUpdateParams]
}

func newTunnelGroupClient(c *ingress.Client) *TunnelGroupClient {
	return &TunnelGroupClient{backends: rest.NewCollection[TunnelGroup, TunnelGroupCreateParams, TunnelGroupUpdateParams](c, wire.TunnelGroupBackends)}
}

// Create creates a tunnel group backend.
//
// POST /backends/tunnel_group
func (c *TunnelGroupClient) Create(ctx context.Context, params *TunnelGroupCreateParams) (*TunnelGroup, error) {
	return c.backends.Create(ctx, params)
}

// Get returns the tunnel group backend with the given ID.
//
// GET /backends/tunnel_group/{id}
func (c *TunnelGroupClient) Get(ctx context.Context, id string) (*TunnelGroup, error) {
	return c.backends.Get(ctx, id)
}

// List returns a lazy iterator over the account's tunnel group backends,
// newest first.
//
// GET /backends/tunnel_group
func (c *TunnelGroupClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*TunnelGroup] {
	return c.backends.List(ctx, params)
}

// Update changes the supplied fields of the tunnel group backend with the
// given ID.
//
// PATCH /backends/tunnel_group/{id}
func (c *TunnelGroupClient) Update(ctx context.Context, id string, params *TunnelGroupUpdateParams) (*TunnelGroup, error) {
	return c.backends.Update(ctx, id, params)
}

// Delete deletes the tunnel group backend with the given ID. A backend
// that a failover or weighted backend lists is refused with status 409:
// remove it from them first.
//
// DELETE /backends/tunnel_group/{id}
func (c *TunnelGroupClient) Delete(ctx context.Context, id string) error {
	return c.backends.Delete(ctx, id)
}
