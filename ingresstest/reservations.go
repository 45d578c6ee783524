package ingresstest

import (
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/families/reservations"
)

// WithProvisioningDelay makes the certificate provisioning jobs of
// reserved domains and agent ingresses complete on their own d after they
// start, as measured by the server's clock (see WithClock); 0 completes
// them at the next request. A job that failed with INTERNAL_ERROR
// completes d after its retry time. Without this option a job runs until
// CompleteProvisioning or FailProvisioning ends it.
func WithProvisioningDelay(d time.Duration) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { reservations.SetProvisioningDelay(s.engine, d) })
	}
}

// CompleteProvisioning completes the running certificate provisioning job
// of the reserved domain or agent ingress with the given ID, as if the
// authority had issued the certificate: a reserved domain's Certificate
// becomes a newly issued managed TLS certificate, the job becomes nil and
// RenewsAt is set. It fails if there is no such resource or job.
func (s *Server) CompleteProvisioning(id string) error {
	return reservations.CompleteProvisioning(s.engine, id)
}

// FailProvisioning makes the certificate provisioning job of the reserved
// domain or agent ingress with the given ID fail with code: "INTERNAL_ERROR",
// a temporary failure retried five minutes later, or "DNS_ERROR", a
// permanent one whose message names the DNS record to fix. The job stays
// until CompleteProvisioning or a new policy replaces it. It fails if
// there is no such resource or job, or code is neither.
func (s *Server) FailProvisioning(id, code string) error {
	return reservations.FailProvisioning(s.engine, id, code)
}
