package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// staticBackends adapts static backends, known by their marker. Routes
// and other backends refer to them in the "backend" namespace.
func staticBackends() family {
	return &kind[backends.Static, StaticBackend]{
		name: "static_backend",
		ns:   "backend",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*backends.Static, error] {
			return backends.NewClient(c).Static.List(ctx, nil).All()
		},
		id:       func(b *backends.Static) string { return b.ID },
		identify: func(b *backends.Static, _ *refs) (ident, bool) { return byMarker(b.Metadata) },
		want:     func(a *Account) []StaticBackend { return a.StaticBackends },
		key:      func(d StaticBackend) ident { return ident{name: d.Name} },
		common:   func(d StaticBackend) Common { return d.Common },
		fields: func(d StaticBackend) fields {
			return fields{}.add("address", d.Address).add("tls", d.TLS).withCommon(d.Common)
		},
		have: func(b *backends.Static, _ *refs) fields {
			return fields{}.add("address", b.Address).add("tls", b.TLS.Enabled).haveCommon(b.Description, b.Metadata)
		},
		create: func(ctx context.Context, e *env, d StaticBackend) (string, error) {
			got, err := backends.NewClient(e.c).Static.Create(ctx, &backends.StaticCreateParams{
				Address: d.Address, TLS: &backends.StaticTLS{Enabled: d.TLS},
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *backends.Static, d StaticBackend, _ map[string]bool) error {
			_, err := backends.NewClient(e.c).Static.Update(ctx, have.ID, &backends.StaticUpdateParams{
				Address: new(d.Address), TLS: &backends.StaticTLS{Enabled: d.TLS},
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *backends.Static) error {
			return backends.NewClient(e.c).Static.Delete(ctx, have.ID)
		},
		describe: func(b *backends.Static, id ident, _ *refs) StaticBackend {
			return StaticBackend{Name: id.name, Address: b.Address, TLS: b.TLS.Enabled, Common: describeCommon(b.Description, b.Metadata)}
		},
		add: func(a *Account, d StaticBackend) { a.StaticBackends = append(a.StaticBackends, d) },
	}
}
