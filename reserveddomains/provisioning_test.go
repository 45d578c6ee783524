package reserveddomains_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

// managedDomain reserves domain under automatic management with policy.
func (e *env) managedDomain(t *testing.T, domain string, policy reserveddomains.CertificateManagementPolicy) *reserveddomains.ReservedDomain {
	t.Helper()
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: domain, CertificateManagementPolicy: &policy})
	require.NoError(t, err)
	return d
}

func TestProvisioningCompletes(t *testing.T) {
	e := newEnv(t)
	start := e.clock.Now()
	d := e.managedDomain(t, "app.example.com", reserveddomains.CertificateManagementPolicy{})
	require.NotNil(t, d.CertificateManagementPolicy)
	assert.Equal(t, reserveddomains.CertificateManagementPolicy{
		Authority: reserveddomains.AuthorityLetsEncrypt, PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA,
	}, *d.CertificateManagementPolicy, "the defaults are filled in")
	require.NotNil(t, d.CertificateManagementStatus)
	assert.Nil(t, d.CertificateManagementStatus.RenewsAt)
	job := d.CertificateManagementStatus.ProvisioningJob
	require.NotNil(t, job, "a new managed domain has a running job")
	assert.Equal(t, start, job.StartedAt)
	assert.Empty(t, job.ErrorCode)
	assert.Nil(t, job.RetriesAt)
	assert.NotEmpty(t, job.Msg)
	assert.Nil(t, d.Certificate, "no certificate until one is issued")

	e.clock.Advance(time.Hour)
	assert.NotNil(t, e.get(t, d.ID).CertificateManagementStatus.ProvisioningJob, "without a delay, the job runs until a hook ends it")

	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	d = e.get(t, d.ID)
	require.NotNil(t, d.Certificate)
	assert.Nil(t, d.CertificateManagementStatus.ProvisioningJob)
	cert, err := e.certs.TLS.Get(e.ctx, d.Certificate.ID)
	require.NoError(t, err)
	issuedAt := start.Add(time.Hour)
	assert.Equal(t, &issuedAt, cert.IssuedAt)
	assert.Equal(t, "app.example.com", cert.SubjectCommonName)
	assert.Equal(t, []string{"app.example.com"}, cert.SubjectAlternativeNames.DNSNames)
	assert.Equal(t, certificates.PrivateKeyTypeECDSA, cert.PrivateKeyType)
	assert.Equal(t, []certificates.ExtKeyUsage{certificates.ExtKeyUsageServerAuth}, cert.ExtendedKeyUsages)
	assert.Equal(t, issuedAt, cert.NotBefore)
	require.NotNil(t, d.CertificateManagementStatus.RenewsAt)
	assert.Equal(t, cert.NotAfter.Add(-30*24*time.Hour), *d.CertificateManagementStatus.RenewsAt)
	assert.Equal(t, 2, strings.Count(cert.CertificatePEM, "BEGIN CERTIFICATE"), "the chain holds the leaf and its issuer")

	assert.Error(t, e.srv.CompleteProvisioning(d.ID), "no job runs any more")
}

func TestProvisioningWithECDSAKeys(t *testing.T) {
	e := newEnv(t)
	d := e.managedDomain(t, "*.example.com", reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA})
	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	cert, err := e.certs.TLS.Get(e.ctx, e.get(t, d.ID).Certificate.ID)
	require.NoError(t, err)
	assert.Equal(t, certificates.PrivateKeyTypeECDSA, cert.PrivateKeyType)
	assert.Equal(t, []string{"*.example.com"}, cert.SubjectAlternativeNames.DNSNames)
}

func TestProvisioningFails(t *testing.T) {
	e := newEnv(t)
	wild := e.managedDomain(t, "*.example.com", reserveddomains.CertificateManagementPolicy{})
	plain := e.managedDomain(t, "app.example.com", reserveddomains.CertificateManagementPolicy{})

	require.NoError(t, e.srv.FailProvisioning(wild.ID, "DNS_ERROR"))
	job := e.get(t, wild.ID).CertificateManagementStatus.ProvisioningJob
	require.NotNil(t, job)
	assert.Equal(t, reserveddomains.ProvisioningErrorDNS, job.ErrorCode)
	assert.Contains(t, job.Msg, "_acme-challenge.example.com")
	assert.Contains(t, job.Msg, *wild.ACMEChallengeCNAMETarget)
	assert.Nil(t, job.RetriesAt, "a DNS error is permanent")
	assert.Equal(t, wild.CertificateManagementStatus.ProvisioningJob.StartedAt, job.StartedAt)

	require.NoError(t, e.srv.FailProvisioning(plain.ID, "INTERNAL_ERROR"))
	job = e.get(t, plain.ID).CertificateManagementStatus.ProvisioningJob
	assert.Equal(t, reserveddomains.ProvisioningErrorInternal, job.ErrorCode)
	require.NotNil(t, job.RetriesAt, "an internal error is retried")
	assert.Equal(t, e.clock.Now().Add(5*time.Minute), *job.RetriesAt)

	require.NoError(t, e.srv.CompleteProvisioning(plain.ID), "a failing job can still complete")
	assert.Nil(t, e.get(t, plain.ID).CertificateManagementStatus.ProvisioningJob)

	assert.Error(t, e.srv.FailProvisioning(wild.ID, "TIMEOUT"), "unknown code")
	assert.Error(t, e.srv.FailProvisioning(plain.ID, "DNS_ERROR"), "no job runs")
	assert.Error(t, e.srv.FailProvisioning("rd_0000000000000000000000000", "DNS_ERROR"), "unknown domain")
	assert.Error(t, e.srv.CompleteProvisioning("cert_0000000000000000000000000"), "not a domain")
	unmanaged, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "x.ngrok.app"})
	require.NoError(t, err)
	assert.Error(t, e.srv.CompleteProvisioning(unmanaged.ID), "no management, no job: the service manages its own domains")
}

func TestProvisioningDelay(t *testing.T) {
	e := newEnv(t, ingresstest.WithProvisioningDelay(10*time.Minute))
	d := e.managedDomain(t, "app.example.com", reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA})
	other := e.managedDomain(t, "api.example.com", reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA})

	e.clock.Advance(9 * time.Minute)
	assert.NotNil(t, e.get(t, d.ID).CertificateManagementStatus.ProvisioningJob, "still running before the delay")
	require.NoError(t, e.srv.FailProvisioning(other.ID, "INTERNAL_ERROR"))

	e.clock.Advance(time.Minute)
	got := e.get(t, d.ID)
	assert.Nil(t, got.CertificateManagementStatus.ProvisioningJob, "complete once the delay has passed")
	assert.NotNil(t, got.Certificate)
	assert.NotNil(t, e.get(t, other.ID).CertificateManagementStatus.ProvisioningJob, "a failed job waits for its retry")

	e.clock.Advance(15 * time.Minute)
	assert.Nil(t, e.get(t, other.ID).CertificateManagementStatus.ProvisioningJob, "the retry completes the delay after its retry time")

	dns := e.managedDomain(t, "dns.example.com", reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA})
	require.NoError(t, e.srv.FailProvisioning(dns.ID, "DNS_ERROR"))
	e.clock.Advance(24 * time.Hour)
	assert.Equal(t, reserveddomains.ProvisioningErrorDNS, e.get(t, dns.ID).CertificateManagementStatus.ProvisioningJob.ErrorCode,
		"a DNS error waits for the user")
}

func TestPolicyChanges(t *testing.T) {
	e := newEnv(t)
	cert := e.upload(t, "app.example.com")
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new(cert.ID)})
	require.NoError(t, err)

	ecdsa := &reserveddomains.CertificateManagementPolicy{PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA}
	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{CertificateManagementPolicy: ecdsa})
	require.NoError(t, err)
	require.NotNil(t, d.CertificateManagementStatus.ProvisioningJob, "a new policy starts a job")
	assert.Equal(t, cert.ID, d.Certificate.ID, "the uploaded certificate serves until the managed one is issued")

	e.clock.Advance(time.Minute)
	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{CertificateManagementPolicy: ecdsa})
	require.NoError(t, err)
	assert.Equal(t, e.clock.Now().Add(-time.Minute), d.CertificateManagementStatus.ProvisioningJob.StartedAt, "the same policy keeps the job")

	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	first := e.get(t, d.ID).Certificate
	assert.NotEqual(t, cert.ID, first.ID)
	_, err = e.certs.TLS.Get(e.ctx, cert.ID)
	require.NoError(t, err, "the replaced uploaded certificate is kept")

	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{
		CertificateManagementPolicy: &reserveddomains.CertificateManagementPolicy{Authority: reserveddomains.AuthorityLetsEncrypt, PrivateKeyType: reserveddomains.PrivateKeyTypeRSA},
	})
	require.NoError(t, err)
	assert.NotNil(t, d.CertificateManagementStatus.ProvisioningJob, "another key type starts a new job")
	assert.Nil(t, d.CertificateManagementStatus.RenewsAt)
	assert.Equal(t, first.ID, d.Certificate.ID)
	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	second := e.get(t, d.ID).Certificate
	_, err = e.certs.TLS.Get(e.ctx, first.ID)
	assert.Error(t, err, "the superseded managed certificate is deleted")

	require.NoError(t, e.domains.DeleteCertificate(e.ctx, d.ID))
	d = e.get(t, d.ID)
	assert.Nil(t, d.Certificate)
	assert.NotNil(t, d.CertificateManagementStatus.ProvisioningJob, "management provisions a new certificate")
	_, err = e.certs.TLS.Get(e.ctx, second.ID)
	assert.Error(t, err, "a detached managed certificate is deleted")

	require.NoError(t, e.srv.CompleteProvisioning(d.ID))
	require.NoError(t, e.domains.DeleteCertificateManagementPolicy(e.ctx, d.ID))
	d = e.get(t, d.ID)
	assert.Nil(t, d.CertificateManagementPolicy)
	assert.Nil(t, d.CertificateManagementStatus)
	assert.NotNil(t, d.Certificate, "the certificate last issued stays in use")
}

// TestDefaultPolicy follows domains/tls-certificates.mdx and the API
// reference ("Defaults to ecdsa"): a custom domain reserved with neither a
// certificate nor a policy is managed automatically with an ECDSA key; the
// service's own domains and domains with an uploaded certificate are not.
func TestDefaultPolicy(t *testing.T) {
	e := newEnv(t)
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)
	want := &reserveddomains.CertificateManagementPolicy{
		Authority: reserveddomains.AuthorityLetsEncrypt, PrivateKeyType: reserveddomains.PrivateKeyTypeECDSA,
	}
	assert.Equal(t, want, d.CertificateManagementPolicy)
	require.NotNil(t, d.CertificateManagementStatus)
	got, err := e.domains.Get(e.ctx, d.ID)
	require.NoError(t, err)
	assert.Equal(t, want, got.CertificateManagementPolicy, "the default is stored")

	own, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.ngrok.app"})
	require.NoError(t, err)
	assert.Nil(t, own.CertificateManagementPolicy, "the service manages its own domains' certificates")

	cert := e.upload(t, "up.example.com")
	up, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "up.example.com", CertificateID: &cert.ID})
	require.NoError(t, err)
	assert.Nil(t, up.CertificateManagementPolicy, "an uploaded certificate turns the default off")
}
