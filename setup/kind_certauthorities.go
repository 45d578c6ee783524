package setup

import (
	"context"
	"fmt"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
)

// certificateAuthorities adapts certificate authorities, known by their
// marker. The PEM certificate is read from its source when the authority
// is created, and only then; Export names the environment variable
// CERTIFICATE_AUTHORITY_<NAME>_PEM.
func certificateAuthorities() family {
	return &kind[certificates.Authority, CertificateAuthority]{
		name: "certificate_authority",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*certificates.Authority, error] {
			return certificates.NewClient(c).Authorities.List(ctx, nil).All()
		},
		id:       func(a *certificates.Authority) string { return a.ID },
		identify: func(a *certificates.Authority, _ *refs) (ident, bool) { return byMarker(a.Metadata) },
		want:     func(a *Account) []CertificateAuthority { return a.CertificateAuthorities },
		key:      func(d CertificateAuthority) ident { return ident{name: d.Name} },
		common:   func(d CertificateAuthority) Common { return d.Common },
		fields:   func(d CertificateAuthority) fields { return fields{}.withCommon(d.Common) },
		have: func(a *certificates.Authority, _ *refs) fields {
			return fields{}.haveCommon(a.Description, a.Metadata)
		},
		create: func(ctx context.Context, e *env, d CertificateAuthority) (string, error) {
			pem, err := d.CAPEM.read()
			if err != nil {
				return "", fmt.Errorf("ca_pem from %s: %w", d.CAPEM, err)
			}
			got, err := certificates.NewClient(e.c).Authorities.Create(ctx, &certificates.AuthorityCreateParams{
				CAPEM: pem, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *certificates.Authority, d CertificateAuthority, _ map[string]bool) error {
			_, err := certificates.NewClient(e.c).Authorities.Update(ctx, have.ID, &certificates.AuthorityUpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *certificates.Authority) error {
			return certificates.NewClient(e.c).Authorities.Delete(ctx, have.ID)
		},
		describe: func(a *certificates.Authority, id ident, _ *refs) CertificateAuthority {
			return CertificateAuthority{Name: id.name, CAPEM: envSource("CERTIFICATE_AUTHORITY", id.name, "PEM"),
				Common: describeCommon(a.Description, a.Metadata)}
		},
		add: func(a *Account, d CertificateAuthority) {
			a.CertificateAuthorities = append(a.CertificateAuthorities, d)
		},
	}
}
