// Package endpoints manages endpoints: the URLs on which traffic reaches
// the account. Cloud endpoints are made, changed and deleted through the
// API and handle their traffic with a Traffic Policy; agent endpoints
// appear while an agent serves them, and the API only reads them.
package endpoints

import (
	"context"
	"net/url"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// ListParams selects a page of endpoints, and filters them: only those
// whose ID is one of IDs, when given, and whose URL is one of URLs, when
// given.
type ListParams struct {
	ingress.ListParams
	// IDs keeps only the endpoints with these IDs.
	IDs []string
	// URLs keeps only the endpoints with these URLs.
	URLs []string
}

// Client manages endpoints.
type Client struct {
	client    *ingress.Client
	endpoints rest.Collection[Endpoint, CreateParams, UpdateParams]
}

// NewClient returns a client of endpoints that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{client: c, endpoints: rest.NewCollection[Endpoint, CreateParams, UpdateParams](c, wire.Endpoints)}
}

// Create creates a cloud endpoint. A public URL must be on one of the
// account's reserved domains or reserved TCP addresses; no other cloud
// endpoint may have the same URL, and another endpoint only when both
// enable pooling.
//
// POST /endpoints
func (c *Client) Create(ctx context.Context, params *CreateParams) (*Endpoint, error) {
	return c.endpoints.Create(ctx, params)
}

// Get returns the endpoint, cloud or agent, with the given ID.
//
// GET /endpoints/{id}
func (c *Client) Get(ctx context.Context, id string) (*Endpoint, error) {
	return c.endpoints.Get(ctx, id)
}

// List returns a lazy iterator over the account's endpoints, cloud and
// agent, newest first, filtered by params' IDs and URLs. The filters go
// with every page.
//
// GET /endpoints
func (c *Client) List(ctx context.Context, params *ListParams) *ingress.Iter[*Endpoint] {
	if params == nil {
		return c.endpoints.List(ctx, nil)
	}
	q := url.Values{}
	for _, id := range params.IDs {
		q.Add("ids", id)
	}
	for _, u := range params.URLs {
		q.Add("urls", u)
	}
	path := wire.Endpoints.Path
	if len(q) > 0 {
		path += "?" + q.Encode()
	}
	return ingress.List[*Endpoint](ctx, c.client, path, wire.Endpoints.Member, &params.ListParams)
}

// Update changes the supplied fields of the cloud endpoint with the given
// ID. Agent endpoints cannot be changed through the API.
//
// PATCH /endpoints/{id}
func (c *Client) Update(ctx context.Context, id string, params *UpdateParams) (*Endpoint, error) {
	return c.endpoints.Update(ctx, id, params)
}

// Delete deletes the cloud endpoint with the given ID. Agent endpoints
// cannot be deleted through the API: they go when their agent stops
// serving them.
//
// DELETE /endpoints/{id}
func (c *Client) Delete(ctx context.Context, id string) error { return c.endpoints.Delete(ctx, id) }
