package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// tunnelGroupBackends adapts tunnel group backends, known by their
// marker. The tunnels they hold are the agents' doing, not compared.
func tunnelGroupBackends() family {
	return &kind[backends.TunnelGroup, TunnelGroupBackend]{
		name: "tunnel_group_backend",
		ns:   "backend",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*backends.TunnelGroup, error] {
			return backends.NewClient(c).TunnelGroup.List(ctx, nil).All()
		},
		id:       func(b *backends.TunnelGroup) string { return b.ID },
		identify: func(b *backends.TunnelGroup, _ *refs) (ident, bool) { return byMarker(b.Metadata) },
		want:     func(a *Account) []TunnelGroupBackend { return a.TunnelGroupBackends },
		key:      func(d TunnelGroupBackend) ident { return ident{name: d.Name} },
		common:   func(d TunnelGroupBackend) Common { return d.Common },
		fields: func(d TunnelGroupBackend) fields {
			return fields{}.add("labels", d.Labels).withCommon(d.Common)
		},
		have: func(b *backends.TunnelGroup, _ *refs) fields {
			return fields{}.add("labels", b.Labels).haveCommon(b.Description, b.Metadata)
		},
		create: func(ctx context.Context, e *env, d TunnelGroupBackend) (string, error) {
			got, err := backends.NewClient(e.c).TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{
				Labels: d.Labels, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *backends.TunnelGroup, d TunnelGroupBackend, _ map[string]bool) error {
			labels := d.Labels
			if labels == nil {
				labels = map[string]string{} // an empty map removes every label
			}
			_, err := backends.NewClient(e.c).TunnelGroup.Update(ctx, have.ID, &backends.TunnelGroupUpdateParams{
				Labels: labels, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *backends.TunnelGroup) error {
			return backends.NewClient(e.c).TunnelGroup.Delete(ctx, have.ID)
		},
		describe: func(b *backends.TunnelGroup, id ident, _ *refs) TunnelGroupBackend {
			return TunnelGroupBackend{Name: id.name, Labels: b.Labels, Common: describeCommon(b.Description, b.Metadata)}
		},
		add: func(a *Account, d TunnelGroupBackend) { a.TunnelGroupBackends = append(a.TunnelGroupBackends, d) },
	}
}
