package backends

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// HTTPResponse is an HTTP response backend: it answers every request with
// the same status, headers and body.
type HTTPResponse struct {
	// ID identifies the backend; it starts with "bkdhr_".
	ID string `json:"id"`
	// URI is the backend's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the backend was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the backend is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Body is the fixed content of the response.
	Body string `json:"body"`
	// Headers are the headers of the response, with names in lower case;
	// nil when there are none.
	Headers map[string]string `json:"headers"`
	// StatusCode is the status of the response.
	StatusCode int32 `json:"status_code"`
}

// HTTPResponseCreateParams are the parameters of HTTPResponseClient.Create.
type HTTPResponseCreateParams struct {
	// Body is the fixed content of the response; it may be empty.
	Body string `json:"body"`
	// Headers are the headers of the response. Names must be valid HTTP
	// header names, unique regardless of case; they read back in lower
	// case. Values must not hold line breaks or other control characters.
	Headers map[string]string `json:"headers,omitzero"`
	// StatusCode is the status of the response: required, 100 to 599.
	StatusCode int32 `json:"status_code"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *HTTPResponseCreateParams) Validate() error {
	return validate.First(
		statusCode(p.StatusCode),
		body(&p.Body),
		validate.HTTPResponseHeaders("headers", p.Headers),
		validate.BackendFields(p.Description, p.Metadata),
	)
}

// HTTPResponseUpdateParams are the parameters of HTTPResponseClient.Update.
// Fields left nil keep their value; every field can be changed.
type HTTPResponseUpdateParams struct {
	// Body is the new content of the response.
	Body *string `json:"body,omitempty"`
	// Headers replace all the headers of the response; an empty non-nil
	// map removes them all. The rules of HTTPResponseCreateParams.Headers
	// apply.
	Headers map[string]string `json:"headers,omitzero"`
	// StatusCode is the new status of the response: 100 to 599.
	StatusCode *int32 `json:"status_code,omitempty"`
	// Description says what the backend is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *HTTPResponseUpdateParams) Validate() error {
	return validate.First(validate.IfSet(p.StatusCode, statusCode), body(p.Body),
		validate.HTTPResponseHeaders("headers", p.Headers), validate.BackendFields(p.Description, p.Metadata))
}

// HTTPResponseClient manages HTTP response backends.
type HTTPResponseClient struct {
	backends rest.Collection[HTTPResponse, HTTPResponseCreateParams, HTTPResponseUpdateParams]
}

func newHTTPResponseClient(c *ingress.Client) *HTTPResponseClient {
	return &HTTPResponseClient{backends: rest.NewCollection[HTTPResponse, HTTPResponseCreateParams, HTTPResponseUpdateParams](c, wire.HTTPResponseBackends)}
}

// Create creates an HTTP response backend.
//
// POST /backends/http_response
func (c *HTTPResponseClient) Create(ctx context.Context, params *HTTPResponseCreateParams) (*HTTPResponse, error) {
	return c.backends.Create(ctx, params)
}

// Get returns the HTTP response backend with the given ID.
//
// GET /backends/http_response/{id}
func (c *HTTPResponseClient) Get(ctx context.Context, id string) (*HTTPResponse, error) {
	return c.backends.Get(ctx, id)
}

// List returns a lazy iterator over the account's HTTP response backends,
// newest first.
//
// GET /backends/http_response
func (c *HTTPResponseClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*HTTPResponse] {
	return c.backends.List(ctx, params)
}

// Update changes the supplied fields of the HTTP response backend with the
// given ID.
//
// PATCH /backends/http_response/{id}
func (c *HTTPResponseClient) Update(ctx context.Context, id string, params *HTTPResponseUpdateParams) (*HTTPResponse, error) {
	return c.backends.Update(ctx, id, params)
}

// Delete deletes the HTTP response backend with the given ID. A backend
// that a failover or weighted backend lists is refused with status 409:
// remove it from them first.
//
// DELETE /backends/http_response/{id}
func (c *HTTPResponseClient) Delete(ctx context.Context, id string) error {
	return c.backends.Delete(ctx, id)
}
