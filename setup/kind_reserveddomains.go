package setup

import (
	"context"
	"iter"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reserveddomains"
)

// reservedDomains adapts reserved domains, known by their domain.
func reservedDomains() family {
	return &kind[reserveddomains.ReservedDomain, ReservedDomain]{
		name:    "reserved_domain",
		natural: true,
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*reserveddomains.ReservedDomain, error] {
			return reserveddomains.NewClient(c).List(ctx, nil).All()
		},
		id: func(d *reserveddomains.ReservedDomain) string { return d.ID },
		identify: func(d *reserveddomains.ReservedDomain, _ *refs) (ident, bool) {
			_, managed := byMarker(d.Metadata)
			return ident{name: strings.ToLower(d.Domain)}, managed
		},
		want:   func(a *Account) []ReservedDomain { return a.ReservedDomains },
		key:    func(d ReservedDomain) ident { return ident{name: strings.ToLower(d.Domain)} },
		common: func(d ReservedDomain) Common { return d.Common },
		fields: func(d ReservedDomain) fields { return fields{}.withCommon(d.Common) },
		have: func(d *reserveddomains.ReservedDomain, _ *refs) fields {
			return fields{}.haveCommon(d.Description, d.Metadata)
		},
		create: func(ctx context.Context, e *env, d ReservedDomain) (string, error) {
			got, err := reserveddomains.NewClient(e.c).Create(ctx, &reserveddomains.CreateParams{
				Domain: d.Domain, Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
				CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{},
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *reserveddomains.ReservedDomain, d ReservedDomain, _ map[string]bool) error {
			_, err := reserveddomains.NewClient(e.c).Update(ctx, have.ID, &reserveddomains.UpdateParams{
				Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *reserveddomains.ReservedDomain) error {
			return reserveddomains.NewClient(e.c).Delete(ctx, have.ID)
		},
		describe: func(d *reserveddomains.ReservedDomain, _ ident, _ *refs) ReservedDomain {
			return ReservedDomain{Domain: d.Domain, Common: describeCommon(d.Description, d.Metadata)}
		},
		add: func(a *Account, d ReservedDomain) { a.ReservedDomains = append(a.ReservedDomains, d) },
	}
}
