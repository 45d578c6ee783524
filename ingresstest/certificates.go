package ingresstest

import (
	"net/http"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/internal/wire"
)

// Error codes of TLS certificates and certificate authorities.
const (
	// CodeInvalidCertificate: a certificate PEM that does not parse, holds
	// other blocks, or a chain out of order.
	CodeInvalidCertificate = "ERR_NGROK_1201"
	// CodeInvalidPrivateKey: a private key that does not parse or does
	// not match the leaf certificate.
	CodeInvalidPrivateKey = "ERR_NGROK_1202"
	// CodeNotCA: an uploaded certificate authority that is not a CA.
	CodeNotCA = "ERR_NGROK_1203"
	// CodeCertificateInUse: deleting a TLS certificate that a reserved
	// domain uses.
	CodeCertificateInUse = "ERR_NGROK_1204"
)

func registerCertificates(s *Server) {
	Register(s, Resource[certificates.TLSCertificate, certificates.TLSCertificateCreateParams, certificates.TLSCertificateUpdateParams]{
		Kind: wire.TLSCertificateKind, Path: wire.TLSCertificatePath, Member: wire.TLSCertificateMember, Prefix: wire.TLSCertificatePrefix,
		Create: func(c *Call, p *certificates.TLSCertificateCreateParams) (*certificates.TLSCertificate, error) {
			cert, err := ParseTLSCertificate(p.CertificatePEM, p.PrivateKeyPEM)
			if err != nil {
				return nil, err
			}
			cert.ID, cert.URI, cert.CreatedAt = c.ID, c.URI, c.Now
			cert.Description, cert.Metadata = deref(p.Description), deref(p.Metadata)
			return cert, nil
		},
		Update: func(c *Call, cert certificates.TLSCertificate, p *certificates.TLSCertificateUpdateParams) (*certificates.TLSCertificate, error) {
			setIf(&cert.Description, p.Description)
			setIf(&cert.Metadata, p.Metadata)
			return &cert, nil
		},
		Delete: func(c *Call, cert *certificates.TLSCertificate) error {
			if d := s.domainUsing(cert.ID); d != nil {
				return Errorf(http.StatusConflict, CodeCertificateInUse,
					"TLS certificate %s is in use by reserved domain %s (%s); detach it from the domain first", cert.ID, d.ID, d.Domain)
			}
			return nil
		},
	})
	Register(s, Resource[certificates.Authority, certificates.AuthorityCreateParams, certificates.AuthorityUpdateParams]{
		Kind: wire.CertificateAuthorityKind, Path: wire.CertificateAuthorityPath, Member: wire.CertificateAuthorityMember, Prefix: wire.CertificateAuthorityPrefix,
		Create: func(c *Call, p *certificates.AuthorityCreateParams) (*certificates.Authority, error) {
			ca, err := ParseAuthority(p.CAPEM)
			if err != nil {
				return nil, err
			}
			ca.ID, ca.URI, ca.CreatedAt = c.ID, c.URI, c.Now
			ca.Description, ca.Metadata = deref(p.Description), deref(p.Metadata)
			return ca, nil
		},
		Update: func(c *Call, ca certificates.Authority, p *certificates.AuthorityUpdateParams) (*certificates.Authority, error) {
			setIf(&ca.Description, p.Description)
			setIf(&ca.Metadata, p.Metadata)
			return &ca, nil
		},
	})
}

// tlsCertificates returns the table of TLS certificates.
func (s *Server) tlsCertificates() *Table[certificates.TLSCertificate] {
	return TableOf[certificates.TLSCertificate](s, "cert")
}
