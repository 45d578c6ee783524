package setup

import (
	"context"
	"fmt"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
)

// tlsCertificates adapts TLS certificates, known by their marker. The
// certificate and its private key are read from their sources when the
// certificate is created, and only then; Export names the environment
// variables TLS_CERTIFICATE_<NAME>_PEM and TLS_CERTIFICATE_<NAME>_KEY.
func tlsCertificates() family {
	return marked(&kind[certificates.TLSCertificate, TLSCertificate]{
		name:  "tls_certificate",
		slice: func(a *Account) *[]TLSCertificate { return &a.TLSCertificates },
		describe: func(t *certificates.TLSCertificate, id ident, _ *refs) TLSCertificate {
			return TLSCertificate{Name: id.name, CertificatePEM: envSource("TLS_CERTIFICATE", id.name, "PEM"),
				PrivateKeyPEM: envSource("TLS_CERTIFICATE", id.name, "KEY")}
		},
		api: through(func(c *ingress.Client) *certificates.TLSClient { return certificates.NewClient(c).TLS },
			func(_ context.Context, _ *env, d TLSCertificate) (*certificates.TLSCertificateCreateParams, error) {
				cert, err := d.CertificatePEM.read()
				if err != nil {
					return nil, fmt.Errorf("certificate_pem from %s: %w", d.CertificatePEM, err)
				}
				key, err := d.PrivateKeyPEM.read()
				if err != nil {
					return nil, fmt.Errorf("private_key_pem from %s: %w", d.PrivateKeyPEM, err)
				}
				return &certificates.TLSCertificateCreateParams{
					CertificatePEM: cert, PrivateKeyPEM: key, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d TLSCertificate) (*certificates.TLSCertificateUpdateParams, error) {
				return &certificates.TLSCertificateUpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
