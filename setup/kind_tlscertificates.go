package setup

import (
	"context"
	"fmt"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
)

// tlsCertificates adapts TLS certificates, known by their marker. The
// certificate and its private key are read from their sources when the
// certificate is created, and only then; Export names the environment
// variables TLS_CERTIFICATE_<NAME>_PEM and TLS_CERTIFICATE_<NAME>_KEY.
func tlsCertificates() family {
	return &kind[certificates.TLSCertificate, TLSCertificate]{
		name: "tls_certificate",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*certificates.TLSCertificate, error] {
			return certificates.NewClient(c).TLS.List(ctx, nil).All()
		},
		id:       func(t *certificates.TLSCertificate) string { return t.ID },
		identify: func(t *certificates.TLSCertificate, _ *refs) (ident, bool) { return byMarker(t.Metadata) },
		want:     func(a *Account) []TLSCertificate { return a.TLSCertificates },
		key:      func(d TLSCertificate) ident { return ident{name: d.Name} },
		common:   func(d TLSCertificate) Common { return d.Common },
		fields:   func(d TLSCertificate) fields { return fields{}.withCommon(d.Common) },
		have: func(t *certificates.TLSCertificate, _ *refs) fields {
			return fields{}.haveCommon(t.Description, t.Metadata)
		},
		create: func(ctx context.Context, e *env, d TLSCertificate) (string, error) {
			cert, err := d.CertificatePEM.read()
			if err != nil {
				return "", fmt.Errorf("certificate_pem from %s: %w", d.CertificatePEM, err)
			}
			key, err := d.PrivateKeyPEM.read()
			if err != nil {
				return "", fmt.Errorf("private_key_pem from %s: %w", d.PrivateKeyPEM, err)
			}
			got, err := certificates.NewClient(e.c).TLS.Create(ctx, &certificates.TLSCertificateCreateParams{
				CertificatePEM: cert, PrivateKeyPEM: key, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *certificates.TLSCertificate, d TLSCertificate, _ map[string]bool) error {
			_, err := certificates.NewClient(e.c).TLS.Update(ctx, have.ID, &certificates.TLSCertificateUpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *certificates.TLSCertificate) error {
			return certificates.NewClient(e.c).TLS.Delete(ctx, have.ID)
		},
		describe: func(t *certificates.TLSCertificate, id ident, _ *refs) TLSCertificate {
			return TLSCertificate{Name: id.name, CertificatePEM: envSource("TLS_CERTIFICATE", id.name, "PEM"),
				PrivateKeyPEM: envSource("TLS_CERTIFICATE", id.name, "KEY"), Common: describeCommon(t.Description, t.Metadata)}
		},
		add: func(a *Account, d TLSCertificate) { a.TLSCertificates = append(a.TLSCertificates, d) },
	}
}
