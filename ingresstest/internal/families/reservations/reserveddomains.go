package reservations

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/reserveddomains"
)

// endpointConfigurationsPath is the collection that endpoint
// configuration references point into.
const endpointConfigurationsPath = "/endpoint_configurations"

func registerReservedDomains(s *account) {
	api.ServeResource(s.engine, s.engine.Records.ReservedDomains, api.Resource[reserveddomains.ReservedDomain, reserveddomains.CreateParams, reserveddomains.UpdateParams]{
		Wire:   wire.ReservedDomains,
		Create: s.createReservedDomain, Update: s.updateReservedDomain, Delete: s.deleteReservedDomain,
	})
	s.engine.Endpoint("DELETE "+wire.ReservedDomainCertificate, s.changeDomain(func(d *reserveddomains.ReservedDomain) {
		s.useCertificate(d, nil)
		if d.CertificateManagementPolicy != nil && !provisioningRuns(d.CertificateManagementStatus) {
			d.CertificateManagementStatus = runningJob(s.engine.Now())
		}
	}))
	s.engine.Endpoint("DELETE "+wire.ReservedDomainCertificatePolicy, s.changeDomain(func(d *reserveddomains.ReservedDomain) {
		d.CertificateManagementPolicy, d.CertificateManagementStatus = nil, nil
	}))
}

// changeDomain returns the handler of an endpoint that changes the
// reserved domain named in its path with change, which gets a copy.
func (s *account) changeDomain(change func(d *reserveddomains.ReservedDomain)) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		return api.OnItem(s.engine, r, s.engine.Records.ReservedDomains, wire.ReservedDomains.Kind, true, func(id string, cur *reserveddomains.ReservedDomain) (int, any, error) {
			next := *cur
			change(&next)
			api.StoreUpdated(s.engine, s.engine.Records.ReservedDomains, wire.ReservedDomains.Kind, id, &next)
			return http.StatusNoContent, nil, nil
		})
	}
}

// uploadedCertificate returns a reference to the uploaded TLS certificate
// id, refusing unknown and automatically issued ones.
func (s *account) uploadedCertificate(id string) (*ingress.Ref, error) {
	cert, ok := s.engine.Records.TLSCertificates.Get(id)
	if !ok {
		return nil, api.MissingRef(api.CodeCertificateMissing, "certificate_id", id)
	}
	if cert.IssuedAt != nil {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeNotUploaded,
			"certificate_id: %s was issued automatically for another domain; name an uploaded certificate", id)
	}
	return &ingress.Ref{ID: cert.ID, URI: cert.URI}, nil
}

// useCertificate makes ref (nil for none) the certificate of d. A managed
// certificate that d stops using is deleted: managed certificates exist
// only while their domain uses them. The caller holds the lock.
func (s *account) useCertificate(d *reserveddomains.ReservedDomain, ref *ingress.Ref) {
	if old := d.Certificate; old != nil && (ref == nil || ref.ID != old.ID) {
		if cert, ok := s.engine.Records.TLSCertificates.Get(old.ID); ok && cert.IssuedAt != nil {
			s.engine.Records.TLSCertificates.Delete(cert.ID)
			s.engine.Emit("tls_certificate", "deleted", cert)
		}
	}
	d.Certificate = ref
}

// endpointConfiguration returns a reference to the endpoint configuration
// id, or nil for "". Endpoint configurations are not served by this API,
// so only the form of the ID is checked.
func (s *account) endpointConfiguration(field, id string) (*ingress.Ref, error) {
	if id == "" {
		return nil, nil
	}
	if !strings.HasPrefix(id, "ec_") {
		return nil, api.BadRequest("%s: %q is not an endpoint configuration ID (they start with \"ec_\")", field, id)
	}
	return &ingress.Ref{ID: id, URI: s.engine.URI(endpointConfigurationsPath, id)}, nil
}

// dnsName returns a new generated DNS name in the account's zone, under
// sub when it is not "".
func (s *account) dnsName(sub string) string {
	zone := s.engine.Records.Provisioning.Zone
	if sub != "" {
		zone = sub + "." + zone
	}
	return fmt.Sprintf("%s.%s", strings.ToLower(s.engine.Secret()[:17]), zone)
}

// createReservedDomain is the create hook of reserved domains: it builds
// the record of a new one, within the quotas of reserved domains and of
// wildcard ones.
func (s *account) createReservedDomain(c *api.Call, p *reserveddomains.CreateParams) (*reserveddomains.ReservedDomain, error) {
	domain := strings.ToLower(p.Domain)
	if taken := s.engine.ReservedDomain(domain); taken != nil {
		return nil, api.Errorf(http.StatusConflict, api.CodeDomainTaken, "domain %q is already reserved (%s)", domain, taken.ID)
	}
	if err := s.checkDomainQuotas(domain); err != nil {
		return nil, err
	}
	d := &reserveddomains.ReservedDomain{
		Domain: domain, Region: api.Deref(p.Region),
		ResolvesTo: resolvesTo(p.ResolvesTo),
	}
	if !validate.IsServiceDomain(domain) {
		d.CNAMETarget = new(s.dnsName(""))
		if strings.HasPrefix(domain, "*.") {
			d.ACMEChallengeCNAMETarget = new(s.dnsName("acme"))
		}
	}
	if p.CertificateID != nil {
		ref, err := s.uploadedCertificate(*p.CertificateID)
		if err != nil {
			return nil, err
		}
		d.Certificate = ref
	}
	applyPolicy(&d.CertificateManagementPolicy, &d.CertificateManagementStatus, defaultPolicy(domain, p), c.Now)
	return d, nil
}

// checkDomainQuotas refuses a new reservation of domain over the quota of
// reserved domains, which counts wildcard ones too, or, for a wildcard
// domain, over the quota of wildcard domains.
func (s *account) checkDomainQuotas(domain string) error {
	q, held := s.engine.Config.Quotas, s.engine.Records.ReservedDomains
	if err := api.CheckQuota(held.Len(), q.ReservedDomains, api.CodeReservedDomainQuota, "reserved domains"); err != nil || !strings.HasPrefix(domain, "*.") {
		return err
	}
	wildcards := held.IDsWhere(func(d *reserveddomains.ReservedDomain) bool { return strings.HasPrefix(d.Domain, "*.") })
	return api.CheckQuota(len(wildcards), q.WildcardDomains, api.CodeWildcardDomainQuota, "wildcard domains")
}

// defaultPolicy returns the certificate management policy of a new
// reserved domain: the one asked for or, for a custom domain given neither
// a certificate nor a policy, automatic management with an ECDSA key, the
// documented default (domains/tls-certificates.mdx, and "Defaults to
// ecdsa" in the API reference). The service's own domains get none.
func defaultPolicy(domain string, p *reserveddomains.CreateParams) *reserveddomains.CertificateManagementPolicy {
	if p.CertificateManagementPolicy != nil || p.CertificateID != nil || validate.IsServiceDomain(domain) {
		return p.CertificateManagementPolicy
	}
	return &reserveddomains.CertificateManagementPolicy{
		Authority: reserveddomains.AuthorityLetsEncrypt, PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA,
	}
}

// updateReservedDomain is the update hook of reserved domains: it returns
// the record changed.
func (s *account) updateReservedDomain(c *api.Call, d reserveddomains.ReservedDomain, p *reserveddomains.UpdateParams) (*reserveddomains.ReservedDomain, error) {
	if p.CertificateManagementPolicy != nil && validate.IsServiceDomain(d.Domain) {
		return nil, api.Errorf(http.StatusBadRequest, api.CodePolicyOnServiceDomain,
			"certificate_management_policy: must be null for %s, a domain owned by the service", d.Domain)
	}
	if p.ResolvesTo != nil {
		d.ResolvesTo = resolvesTo(p.ResolvesTo)
	}
	for _, ec := range []struct {
		field string
		id    *string
		ref   **ingress.Ref
	}{
		{"http_endpoint_configuration_id", p.HTTPEndpointConfigurationID, &d.HTTPEndpointConfiguration},
		{"https_endpoint_configuration_id", p.HTTPSEndpointConfigurationID, &d.HTTPSEndpointConfiguration},
	} {
		if ec.id == nil {
			continue
		}
		ref, err := s.endpointConfiguration(ec.field, *ec.id)
		if err != nil {
			return nil, err
		}
		*ec.ref = ref
	}
	if p.CertificateID != nil {
		ref, err := s.uploadedCertificate(*p.CertificateID)
		if err != nil {
			return nil, err
		}
		s.useCertificate(&d, ref)
		d.CertificateManagementPolicy, d.CertificateManagementStatus = nil, nil
	}
	applyPolicy(&d.CertificateManagementPolicy, &d.CertificateManagementStatus, p.CertificateManagementPolicy, c.Now)
	return &d, nil
}

// resolvesTo returns a copy of the entries for a record: an empty list,
// not null, when there are none.
func resolvesTo(entries []reserveddomains.ResolvesToEntry) []reserveddomains.ResolvesToEntry {
	return append([]reserveddomains.ResolvesToEntry{}, entries...)
}

// deleteReservedDomain is the delete hook of reserved domains: it runs
// before one is removed, and refuses while a cloud endpoint is on it.
func (s *account) deleteReservedDomain(c *api.Call, d *reserveddomains.ReservedDomain) error {
	if err := s.domainInUse(d); err != nil {
		return err
	}
	// Detaching the certificate from a copy deletes a managed one.
	next := *d
	s.useCertificate(&next, nil)
	return nil
}
