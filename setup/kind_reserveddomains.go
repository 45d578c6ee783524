package setup

import (
	"context"
	"strings"

	"github.com/ingresskit/ingress/reserveddomains"
)

// reservedDomains adapts reserved domains, known by their domain.
func reservedDomains() family {
	return marked(&kind[reserveddomains.ReservedDomain, ReservedDomain]{
		name:    "reserved_domain",
		natural: true,
		identify: func(d *reserveddomains.ReservedDomain, _ *refs) (ident, bool) {
			_, managed := byMarker(d.Metadata)
			return ident{name: strings.ToLower(d.Domain)}, managed
		},
		slice: func(a *Account) *[]ReservedDomain { return &a.ReservedDomains },
		key:   func(d ReservedDomain) ident { return ident{name: strings.ToLower(d.Domain)} },
		describe: func(d *reserveddomains.ReservedDomain, _ ident, _ *refs) ReservedDomain {
			return ReservedDomain{Domain: d.Domain}
		},
		api: through(reserveddomains.NewClient,
			func(_ context.Context, _ *env, d ReservedDomain) (*reserveddomains.CreateParams, error) {
				return &reserveddomains.CreateParams{
					Domain: d.Domain, Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
					CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{},
				}, nil
			},
			func(_ context.Context, _ *env, d ReservedDomain) (*reserveddomains.UpdateParams, error) {
				return &reserveddomains.UpdateParams{
					Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
				}, nil
			}),
	})
}
