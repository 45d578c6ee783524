package setup

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
)

// certificateAuthorities adapts certificate authorities, known by their
// marker. The PEM certificate is read from its source when the authority
// is created, and only then; Export names the environment variable
// CERTIFICATE_AUTHORITY_<NAME>_PEM.
func certificateAuthorities() family {
	return marked(&kind[certificates.Authority, CertificateAuthority]{
		name:  "certificate_authority",
		slice: func(a *Account) *[]CertificateAuthority { return &a.CertificateAuthorities },
		describe: func(a *certificates.Authority, id ident, _ *refs) CertificateAuthority {
			return CertificateAuthority{Name: id.name, CAPEM: envSource("CERTIFICATE_AUTHORITY", id.name, "PEM")}
		},
		api: through(func(c *ingress.Client) *certificates.AuthorityClient { return certificates.NewClient(c).Authorities },
			func(_ context.Context, _ *env, d CertificateAuthority) (*certificates.AuthorityCreateParams, error) {
				pem, err := d.CAPEM.read()
				if err != nil {
					return nil, fmt.Errorf("ca_pem from %s: %w", d.CAPEM, err)
				}
				return &certificates.AuthorityCreateParams{
					CAPEM: pem, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d CertificateAuthority) (*certificates.AuthorityUpdateParams, error) {
				return &certificates.AuthorityUpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
