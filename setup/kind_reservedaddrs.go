package setup

import (
	"context"

	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrs adapts reserved TCP addresses, known by their marker.
func reservedAddrs() family {
	return marked(&kind[reservedaddrs.ReservedAddr, ReservedAddr]{
		name:  "reserved_addr",
		alias: func(a *reservedaddrs.ReservedAddr) string { return a.Addr },
		slice: func(a *Account) *[]ReservedAddr { return &a.ReservedAddrs },
		describe: func(a *reservedaddrs.ReservedAddr, id ident, _ *refs) ReservedAddr {
			return ReservedAddr{Name: id.name, Region: a.Region}
		},
		api: through(reservedaddrs.NewClient,
			func(_ context.Context, _ *env, d ReservedAddr) (*reservedaddrs.CreateParams, error) {
				p := &reservedaddrs.CreateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}
				if d.Region != "" {
					p.Region = new(d.Region)
				}
				return p, nil
			},
			func(_ context.Context, _ *env, d ReservedAddr) (*reservedaddrs.UpdateParams, error) {
				return &reservedaddrs.UpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
