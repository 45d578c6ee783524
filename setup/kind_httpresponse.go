package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// httpResponseBackends adapts HTTP response backends, known by their
// marker. Routes refer to them in the "backend" namespace.
func httpResponseBackends() family {
	return &kind[backends.HTTPResponse, HTTPResponseBackend]{
		name: "http_response_backend",
		ns:   "backend",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*backends.HTTPResponse, error] {
			return backends.NewClient(c).HTTPResponse.List(ctx, nil).All()
		},
		id:       func(b *backends.HTTPResponse) string { return b.ID },
		identify: func(b *backends.HTTPResponse, _ *refs) (ident, bool) { return byMarker(b.Metadata) },
		want:     func(a *Account) []HTTPResponseBackend { return a.HTTPResponseBackends },
		key:      func(d HTTPResponseBackend) ident { return ident{name: d.Name} },
		common:   func(d HTTPResponseBackend) Common { return d.Common },
		fields: func(d HTTPResponseBackend) fields {
			return fields{}.add("status_code", d.StatusCode).add("headers", d.Headers).add("body", d.Body).withCommon(d.Common)
		},
		have: func(b *backends.HTTPResponse, _ *refs) fields {
			return fields{}.add("status_code", b.StatusCode).add("headers", b.Headers).add("body", b.Body).haveCommon(b.Description, b.Metadata)
		},
		create: func(ctx context.Context, e *env, d HTTPResponseBackend) (string, error) {
			got, err := backends.NewClient(e.c).HTTPResponse.Create(ctx, &backends.HTTPResponseCreateParams{
				StatusCode: d.StatusCode, Headers: d.Headers, Body: d.Body,
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *backends.HTTPResponse, d HTTPResponseBackend, _ map[string]bool) error {
			headers := d.Headers
			if headers == nil {
				headers = map[string]string{} // an empty map removes every header
			}
			_, err := backends.NewClient(e.c).HTTPResponse.Update(ctx, have.ID, &backends.HTTPResponseUpdateParams{
				StatusCode: new(d.StatusCode), Headers: headers, Body: new(d.Body),
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *backends.HTTPResponse) error {
			return backends.NewClient(e.c).HTTPResponse.Delete(ctx, have.ID)
		},
		describe: func(b *backends.HTTPResponse, id ident, _ *refs) HTTPResponseBackend {
			return HTTPResponseBackend{Name: id.name, StatusCode: b.StatusCode, Headers: b.Headers, Body: b.Body,
				Common: describeCommon(b.Description, b.Metadata)}
		},
		add: func(a *Account, d HTTPResponseBackend) { a.HTTPResponseBackends = append(a.HTTPResponseBackends, d) },
	}
}
