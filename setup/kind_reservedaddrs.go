package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrs adapts reserved TCP addresses, known by their marker.
func reservedAddrs() family {
	return &kind[reservedaddrs.ReservedAddr, ReservedAddr]{
		name: "reserved_addr",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*reservedaddrs.ReservedAddr, error] {
			return reservedaddrs.NewClient(c).List(ctx, nil).All()
		},
		id:       func(a *reservedaddrs.ReservedAddr) string { return a.ID },
		alias:    func(a *reservedaddrs.ReservedAddr) string { return a.Addr },
		identify: func(a *reservedaddrs.ReservedAddr, _ *refs) (ident, bool) { return byMarker(a.Metadata) },
		want:     func(a *Account) []ReservedAddr { return a.ReservedAddrs },
		key:      func(d ReservedAddr) ident { return ident{name: d.Name} },
		common:   func(d ReservedAddr) Common { return d.Common },
		fields:   func(d ReservedAddr) fields { return fields{}.withCommon(d.Common) },
		have: func(a *reservedaddrs.ReservedAddr, _ *refs) fields {
			return fields{}.haveCommon(a.Description, a.Metadata)
		},
		create: func(ctx context.Context, e *env, d ReservedAddr) (string, error) {
			p := &reservedaddrs.CreateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}
			if d.Region != "" {
				p.Region = new(d.Region)
			}
			got, err := reservedaddrs.NewClient(e.c).Create(ctx, p)
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *reservedaddrs.ReservedAddr, d ReservedAddr, _ map[string]bool) error {
			_, err := reservedaddrs.NewClient(e.c).Update(ctx, have.ID, &reservedaddrs.UpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *reservedaddrs.ReservedAddr) error {
			return reservedaddrs.NewClient(e.c).Delete(ctx, have.ID)
		},
		describe: func(a *reservedaddrs.ReservedAddr, id ident, _ *refs) ReservedAddr {
			return ReservedAddr{Name: id.name, Region: a.Region, Common: describeCommon(a.Description, a.Metadata)}
		},
		add: func(a *Account, d ReservedAddr) { a.ReservedAddrs = append(a.ReservedAddrs, d) },
	}
}
