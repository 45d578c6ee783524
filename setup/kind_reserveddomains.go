package setup

import (
	"context"
	"strings"

	"github.com/ingresskit/ingress/internal/validate"
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
				p := &reserveddomains.CreateParams{
					Domain: d.Domain, Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
				}
				// The service manages the certificates of its own domains:
				// a policy is for custom domains only.
				if !validate.IsServiceDomain(d.Domain) {
					p.CertificateManagementPolicy = &reserveddomains.CertificateManagementPolicy{}
				}
				return p, nil
			},
			func(_ context.Context, _ *env, d ReservedDomain) (*reserveddomains.UpdateParams, error) {
				return &reserveddomains.UpdateParams{
					Description: new(d.Description), Metadata: metadataOf(strings.ToLower(d.Domain), d.Common),
				}, nil
			}),
	})
}
