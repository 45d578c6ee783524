package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
)

// tunnelGroupBackends adapts tunnel group backends, known by their
// marker. The tunnels they hold are the agents' doing, not compared.
func tunnelGroupBackends() family {
	return marked(&kind[backends.TunnelGroup, TunnelGroupBackend]{
		name:  "tunnel_group_backend",
		ns:    "backend",
		slice: func(a *Account) *[]TunnelGroupBackend { return &a.TunnelGroupBackends },
		fields: func(d TunnelGroupBackend) fields {
			return fields{}.add("labels", d.Labels)
		},
		describe: func(b *backends.TunnelGroup, id ident, _ *refs) TunnelGroupBackend {
			return TunnelGroupBackend{Name: id.name, Labels: b.Labels}
		},
		api: through(func(c *ingress.Client) *backends.TunnelGroupClient { return backends.NewClient(c).TunnelGroup },
			func(_ context.Context, _ *env, d TunnelGroupBackend) (*backends.TunnelGroupCreateParams, error) {
				return &backends.TunnelGroupCreateParams{
					Labels: d.Labels, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d TunnelGroupBackend) (*backends.TunnelGroupUpdateParams, error) {
				return &backends.TunnelGroupUpdateParams{
					Labels: orEmptyMap(d.Labels), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
