package certs

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/certificates"
)

func registerCertificates(s *account) {
	api.ServeResource(s.engine, s.engine.Records.TLSCertificates, api.Resource[certificates.TLSCertificate, certificates.TLSCertificateCreateParams, certificates.TLSCertificateUpdateParams]{
		Wire:   wire.TLSCertificates,
		Create: s.createTLSCertificate, Delete: s.deleteTLSCertificate,
	})
	api.ServeResource(s.engine, s.engine.Records.CertificateAuthorities, api.Resource[certificates.Authority, certificates.AuthorityCreateParams, certificates.AuthorityUpdateParams]{
		Wire:   wire.CertificateAuthorities,
		Create: s.createCertificateAuthority,
	})
}

// createTLSCertificate is the create hook of TLS certificates: it builds
// the record of a new one.
func (s *account) createTLSCertificate(c *api.Call, p *certificates.TLSCertificateCreateParams) (*certificates.TLSCertificate, error) {
	return api.ParseTLSCertificate(p.CertificatePEM, p.PrivateKeyPEM)
}

// deleteTLSCertificate is the delete hook of TLS certificates: it runs
// before one is removed, and may refuse.
func (s *account) deleteTLSCertificate(c *api.Call, cert *certificates.TLSCertificate) error {
	if cert.IssuedAt != nil {
		return api.Errorf(http.StatusConflict, api.CodeManagedCertificate,
			"the certificate %s could not be deleted because it has an attached certificate management policy: delete the domain reservation or give the domain another certificate", cert.ID)
	}
	if d := s.engine.DomainWithCertificate(cert.ID); d != nil {
		return api.Errorf(http.StatusConflict, api.CodeCertificateInUse,
			"TLS certificate %s is in use by reserved domain %s (%s); detach it from the domain first", cert.ID, d.ID, d.Domain)
	}
	return nil
}

// createCertificateAuthority is the create hook of certificate authorities:
// it builds the record of a new one, within the quota of authorities.
func (s *account) createCertificateAuthority(c *api.Call, p *certificates.AuthorityCreateParams) (*certificates.Authority, error) {
	if err := api.CheckQuota(s.engine.Records.CertificateAuthorities.Len(), s.engine.Config.Quotas.CertificateAuthorities, api.CodeCertificateAuthorityQuota, "Certificate Authorities"); err != nil {
		return nil, err
	}
	return api.ParseAuthority(p.CAPEM)
}
