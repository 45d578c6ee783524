package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// staticBackends adapts static backends, known by their marker. Routes
// and other backends refer to them in the "backend" namespace.
func staticBackends() family {
	return marked(&kind[backends.Static, StaticBackend]{
		name:  "static_backend",
		ns:    "backend",
		slice: func(a *Account) *[]StaticBackend { return &a.StaticBackends },
		fields: func(d StaticBackend) fields {
			return fields{}.add("address", d.Address).add("tls", d.TLS)
		},
		describe: func(b *backends.Static, id ident, _ *refs) StaticBackend {
			return StaticBackend{Name: id.name, Address: b.Address, TLS: b.TLS.Enabled}
		},
		api: through(func(c *ingress.Client) *backends.StaticClient { return backends.NewClient(c).Static },
			func(_ context.Context, _ *env, d StaticBackend) (*backends.StaticCreateParams, error) {
				return &backends.StaticCreateParams{
					Address: d.Address, TLS: &backends.StaticTLS{Enabled: d.TLS},
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d StaticBackend) (*backends.StaticUpdateParams, error) {
				return &backends.StaticUpdateParams{
					Address: new(d.Address), TLS: &backends.StaticTLS{Enabled: d.TLS},
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
