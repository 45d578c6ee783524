// Package k8soperators manages the registrations of the ngrok Kubernetes
// operator: one per installation, with the features it enables, where it
// is deployed and, with the bindings feature, the selectors that choose
// which endpoints with the kubernetes binding are projected into its
// cluster and the certificate it connects with.
package k8soperators

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Client manages Kubernetes operators.
type Client struct {
	client    *ingress.Client
	operators rest.Collection[Operator, CreateParams, UpdateParams]
}

// NewClient returns a client of Kubernetes operators that calls the API
// through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{client: c, operators: rest.NewCollection[Operator, CreateParams, UpdateParams](c, wire.KubernetesOperators)}
}

// Create registers an operator. With FeatureBindings, the API issues the
// operator's certificate from the binding's CSR.
//
// POST /kubernetes_operators
func (c *Client) Create(ctx context.Context, params *CreateParams) (*Operator, error) {
	return c.operators.Create(ctx, params)
}

// Get returns the operator with the given ID.
//
// GET /kubernetes_operators/{id}
func (c *Client) Get(ctx context.Context, id string) (*Operator, error) {
	return c.operators.Get(ctx, id)
}

// List returns a lazy iterator over the account's operators, newest
// first.
//
// GET /kubernetes_operators
func (c *Client) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Operator] {
	return c.operators.List(ctx, params)
}

// Update changes the supplied fields of the operator with the given ID.
//
// PATCH /kubernetes_operators/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*Operator, error) {
	return c.operators.Update(ctx, id, params)
}

// Delete removes the registration of the operator with the given ID. The
// endpoints it bound are not changed.
//
// DELETE /kubernetes_operators/{id}
func (c *Client) Delete(ctx context.Context, id string) error {
	return c.operators.Delete(ctx, id)
}

// BoundEndpoints returns a lazy iterator over the endpoints bound into the
// cluster of the operator with the given ID, newest first: the endpoints
// with the kubernetes binding that its endpoint selectors choose, none
// when the operator does not enable FeatureBindings. An operator that does
// not exist is not found (ingress.IsNotFound); an ID that cannot name one
// fails before anything is sent.
//
// GET /kubernetes_operators/{id}/bound_endpoints
func (c *Client) BoundEndpoints(ctx context.Context, id string, params *ingress.ListParams) *ingress.Iter[*endpoints.Endpoint] {
	return rest.ListAt[*endpoints.Endpoint](ctx, c.client, wire.KubernetesOperatorBoundEndpoints, wire.Endpoints.Member, []string{id}, params)
}
