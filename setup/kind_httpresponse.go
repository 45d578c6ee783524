package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// httpResponseBackends adapts HTTP response backends, known by their
// marker. Routes refer to them in the "backend" namespace.
func httpResponseBackends() family {
	return marked(&kind[backends.HTTPResponse, HTTPResponseBackend]{
		name:  "http_response_backend",
		ns:    "backend",
		slice: func(a *Account) *[]HTTPResponseBackend { return &a.HTTPResponseBackends },
		fields: func(d HTTPResponseBackend) fields {
			return fields{}.add("status_code", d.StatusCode).add("headers", d.Headers).add("body", d.Body)
		},
		describe: func(b *backends.HTTPResponse, id ident, _ *refs) HTTPResponseBackend {
			return HTTPResponseBackend{Name: id.name, StatusCode: b.StatusCode, Headers: b.Headers, Body: b.Body}
		},
		api: through(func(c *ingress.Client) *backends.HTTPResponseClient { return backends.NewClient(c).HTTPResponse },
			func(_ context.Context, _ *env, d HTTPResponseBackend) (*backends.HTTPResponseCreateParams, error) {
				return &backends.HTTPResponseCreateParams{
					StatusCode: d.StatusCode, Headers: d.Headers, Body: d.Body,
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d HTTPResponseBackend) (*backends.HTTPResponseUpdateParams, error) {
				return &backends.HTTPResponseUpdateParams{
					StatusCode: new(d.StatusCode), Headers: orEmptyMap(d.Headers), Body: new(d.Body),
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
