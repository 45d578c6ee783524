package reservations

import (
	"fmt"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/agentingresses"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reserveddomains"
)

// Certificate provisioning is simulated. A reserved domain or agent
// ingress under automatic management shows a running job until a hook
// completes or fails it or, with WithProvisioningDelay, until the delay
// has passed on the server's clock. Nothing runs in the background: due
// jobs complete when the next request arrives.

// Times of the simulated provisioning.
const (
	// ManagedValidity is how long a managed certificate is valid.
	ManagedValidity = 90 * 24 * time.Hour
	// renewBefore is how long before expiry a renewal is requested.
	renewBefore = 30 * 24 * time.Hour
	// retryAfter is when a job that failed on an internal error is
	// retried.
	retryAfter = 5 * time.Minute
	// msgProvisioning is the message of a running job.
	msgProvisioning = "managed certificate provisioning in progress"
)

// setProvisioningDelay makes certificate provisioning jobs complete on
// their own d after they start (d <= 0: at the next request), and jobs
// that failed with INTERNAL_ERROR d after their retry time. Without it,
// jobs run until CompleteProvisioning or FailProvisioning ends them.
func (s *account) setProvisioningDelay(d time.Duration) {
	var install bool
	s.engine.WithLock(func() {
		p := &s.engine.Records.Provisioning
		install = !p.Auto
		p.Auto, p.Delay = true, max(d, 0)
	})
	if install {
		s.engine.OnRequest(s.completeDueJobs)
	}
}

// completeDueJobs completes the jobs whose time has come. The keys of the
// certificates to issue are made before the lock is taken for writing.
func (s *account) completeDueJobs() {
	now := s.engine.Now()
	var (
		due   []string
		keys  *store.ManagedKeys
		types []reserveddomains.PrivateKeyType
	)
	s.engine.WithRLock(func() {
		due = s.dueJobs(now)
		keys, types = s.keysToIssue(due)
	})
	if len(due) == 0 {
		return
	}
	keys.Warm(now, types)
	s.engine.WithLock(func() {
		for _, id := range s.dueJobs(now) {
			if err := s.completeJob(id, now); err != nil {
				s.failJob(id, reserveddomains.ProvisioningErrorInternal, now)
			}
		}
	})
}

// keysToIssue returns the server's managed keys and the key types of the
// certificates that completing the jobs of ids issues, so that the caller
// can make them before it takes the lock for writing. The caller holds
// the lock.
func (s *account) keysToIssue(ids []string) (*store.ManagedKeys, []reserveddomains.PrivateKeyType) {
	var types []reserveddomains.PrivateKeyType
	for _, id := range ids {
		if m, err := s.managedResource(id); err == nil && m.issues {
			types = append(types, m.policy.PrivateKeyType)
		}
	}
	return s.engine.Records.Provisioning.Keys, types
}

// dueJobs lists the resources whose job completes at now on its own. The
// caller holds the lock.
func (s *account) dueJobs(now time.Time) []string {
	p := &s.engine.Records.Provisioning
	if !p.Auto {
		return nil
	}
	return append(
		s.engine.Records.ReservedDomains.IDsWhere(func(d *reserveddomains.ReservedDomain) bool {
			return jobDue(d.CertificateManagementStatus, p.Delay, now)
		}),
		s.engine.Records.AgentIngresses.IDsWhere(func(a *agentingresses.AgentIngress) bool { return jobDue(a.CertificateManagementStatus, p.Delay, now) })...)
}

// jobDue reports whether the job of status completes at now on its own.
func jobDue(status *reserveddomains.CertificateManagementStatus, delay time.Duration, now time.Time) bool {
	if !provisioningRuns(status) {
		return false
	}
	job := status.ProvisioningJob
	switch job.ErrorCode {
	case "":
		return !now.Before(job.StartedAt.Add(delay))
	case reserveddomains.ProvisioningErrorInternal:
		return job.RetriesAt != nil && !now.Before(job.RetriesAt.Add(delay))
	}
	return false
}

// provisioningRuns reports whether status has a provisioning job.
func provisioningRuns(status *reserveddomains.CertificateManagementStatus) bool {
	return status != nil && status.ProvisioningJob != nil
}

// runningJob returns the status of management with a job started at now.
func runningJob(now time.Time) *reserveddomains.CertificateManagementStatus {
	return &reserveddomains.CertificateManagementStatus{
		ProvisioningJob: &reserveddomains.ProvisioningJob{Msg: msgProvisioning, StartedAt: now},
	}
}

// applyPolicy gives the reserved domain or agent ingress whose policy and
// status these are the policy p (nil: no change) with its defaults, and
// starts a provisioning job at now. A policy equal to the one in force
// keeps the job or renewal under way.
func applyPolicy(policy **reserveddomains.CertificateManagementPolicy, status **reserveddomains.CertificateManagementStatus,
	p *reserveddomains.CertificateManagementPolicy, now time.Time) {
	if p == nil {
		return
	}
	next := policyWithDefaults(*p)
	if *policy != nil && **policy == *next {
		return
	}
	*policy, *status = next, runningJob(now)
}

// policyWithDefaults returns p with its defaults filled in: letsencrypt
// and an ECDSA key (the API reference: "Defaults to ecdsa").
func policyWithDefaults(p reserveddomains.CertificateManagementPolicy) *reserveddomains.CertificateManagementPolicy {
	if p.Authority == "" {
		p.Authority = reserveddomains.AuthorityLetsEncrypt
	}
	if p.PrivateKeyType == "" {
		p.PrivateKeyType = reserveddomains.PrivateKeyTypeECDSA
	}
	return &p
}

// managed is the certificate management of one reserved domain or agent
// ingress, as the simulation reads and changes it.
type managed struct {
	domain string
	policy *reserveddomains.CertificateManagementPolicy
	status *reserveddomains.CertificateManagementStatus
	// dnsHint says which DNS record a DNS_ERROR is about.
	dnsHint string
	// save stores the resource with a new status and, for a reserved
	// domain, a newly issued certificate.
	save func(status *reserveddomains.CertificateManagementStatus, issued *certificates.TLSCertificate)
	// issues says whether completing the job issues a certificate.
	issues bool
}

// managedResource returns the certificate management of the reserved
// domain or agent ingress id, which must have a provisioning job. The
// caller holds the lock.
func (s *account) managedResource(id string) (*managed, error) {
	var m *managed
	switch {
	case strings.HasPrefix(id, "rd_"):
		d, ok := s.engine.Records.ReservedDomains.Get(id)
		if !ok {
			return nil, fmt.Errorf("no reserved domain %q", id)
		}
		m = s.managedDomain(d)
	case strings.HasPrefix(id, "agin_"):
		a, ok := s.engine.Records.AgentIngresses.Get(id)
		if !ok {
			return nil, fmt.Errorf("no agent ingress %q", id)
		}
		m = s.managedIngress(a)
	default:
		return nil, fmt.Errorf("%q is neither a reserved domain nor an agent ingress ID", id)
	}
	if !provisioningRuns(m.status) {
		return nil, fmt.Errorf("%s (%s) has no certificate provisioning job", id, m.domain)
	}
	return m, nil
}

// managedDomain returns the certificate management of a reserved domain.
func (s *account) managedDomain(d *reserveddomains.ReservedDomain) *managed {
	hint := fmt.Sprintf("the domain's DNS validation failed; check the records of %s", d.Domain)
	switch {
	case d.ACMEChallengeCNAMETarget != nil:
		hint = fmt.Sprintf("_acme-challenge.%s must be a CNAME record to %s", strings.TrimPrefix(d.Domain, "*."), *d.ACMEChallengeCNAMETarget)
	case d.CNAMETarget != nil:
		hint = fmt.Sprintf("%s must be a CNAME record to %s", d.Domain, *d.CNAMETarget)
	}
	return &managed{
		domain: d.Domain, policy: d.CertificateManagementPolicy, status: d.CertificateManagementStatus, dnsHint: hint, issues: true,
		save: func(status *reserveddomains.CertificateManagementStatus, issued *certificates.TLSCertificate) {
			next := *d
			next.CertificateManagementStatus = status
			if issued != nil {
				s.useCertificate(&next, &ingress.Ref{ID: issued.ID, URI: issued.URI})
			}
			api.StoreUpdated(s.engine, s.engine.Records.ReservedDomains, wire.ReservedDomains.Kind, next.ID, &next)
		},
	}
}

// managedIngress returns the certificate management of an agent ingress.
func (s *account) managedIngress(a *agentingresses.AgentIngress) *managed {
	return &managed{
		domain: a.Domain, policy: a.CertificateManagementPolicy, status: a.CertificateManagementStatus,
		dnsHint: fmt.Sprintf("the NS records of %s must be %s", a.Domain, strings.Join(a.NSTargets, ", ")),
		save: func(status *reserveddomains.CertificateManagementStatus, _ *certificates.TLSCertificate) {
			next := *a
			next.CertificateManagementStatus = status
			s.engine.Records.AgentIngresses.Put(next.ID, &next)
		},
	}
}

// completeJob ends the job of id successfully at now. The caller holds
// the lock.
func (s *account) completeJob(id string, now time.Time) error {
	m, err := s.managedResource(id)
	if err != nil {
		return err
	}
	renewsAt := now.Add(ManagedValidity - renewBefore)
	var issued *certificates.TLSCertificate
	if m.issues {
		if issued, err = s.issueManagedCertificate(m.domain, m.policy.PrivateKeyType, now); err != nil {
			return err
		}
		renewsAt = issued.NotAfter.Add(-renewBefore)
	}
	m.save(&reserveddomains.CertificateManagementStatus{RenewsAt: &renewsAt}, issued)
	return nil
}

// failJob makes the job of id fail with code at now. The caller holds the
// lock.
func (s *account) failJob(id string, code reserveddomains.ProvisioningErrorCode, now time.Time) error {
	if code != reserveddomains.ProvisioningErrorInternal && code != reserveddomains.ProvisioningErrorDNS {
		return fmt.Errorf("provisioning error code must be %s or %s, got %q",
			reserveddomains.ProvisioningErrorInternal, reserveddomains.ProvisioningErrorDNS, code)
	}
	m, err := s.managedResource(id)
	if err != nil {
		return err
	}
	job := reserveddomains.ProvisioningJob{ErrorCode: code, StartedAt: m.status.ProvisioningJob.StartedAt}
	if code == reserveddomains.ProvisioningErrorInternal {
		job.Msg = "certificate provisioning failed on a temporary internal error; it will be retried"
		job.RetriesAt = new(now.Add(retryAfter))
	} else {
		job.Msg = "certificate provisioning failed on DNS validation: " + m.dnsHint
	}
	m.save(&reserveddomains.CertificateManagementStatus{RenewsAt: m.status.RenewsAt, ProvisioningJob: &job}, nil)
	return nil
}
