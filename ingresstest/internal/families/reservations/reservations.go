// Package reservations serves the families of the reservations group:
// reserved domains and addresses, agent ingresses, and the simulated
// automatic provisioning of the certificates of reserved domains and
// agent ingresses. Each reaches the records of other families only
// through the engine's store and references.
package reservations

import (
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/reserveddomains"
)

// account is the account whose families the package serves.
type account struct {
	engine *api.Engine
}

// Register serves reserved domains and reserved addresses on the engine
// e. Agent ingresses are served by RegisterAgentIngresses, which runs
// later, after the endpoints.
func Register(e *api.Engine) {
	s := &account{engine: e}
	registerReservedDomains(s)
	registerReservedAddrs(s)
}

// RegisterAgentIngresses serves agent ingresses on the engine e.
func RegisterAgentIngresses(e *api.Engine) {
	registerAgentIngresses(&account{engine: e})
}

// SetProvisioningDelay makes the certificate provisioning jobs of e
// complete on their own d after they start (d <= 0: at the next request),
// and jobs that failed with INTERNAL_ERROR d after their retry time.
// Without it, jobs run until CompleteProvisioning or FailProvisioning
// ends them.
func SetProvisioningDelay(e *api.Engine, d time.Duration) {
	(&account{engine: e}).setProvisioningDelay(d)
}

// CompleteProvisioning completes the running certificate provisioning job
// of the reserved domain or agent ingress id of e, as if the authority had
// issued the certificate. It fails if there is no such resource or job.
// The caller does not hold e's lock.
func CompleteProvisioning(e *api.Engine, id string) error {
	s := &account{engine: e}
	now := s.engine.Now()
	var (
		keys  *store.ManagedKeys
		types []reserveddomains.PrivateKeyType
	)
	s.engine.WithRLock(func() { keys, types = s.keysToIssue([]string{id}) })
	keys.Warm(now, types)
	var err error
	s.engine.WithLock(func() { err = s.completeJob(id, now) })
	return err
}

// FailProvisioning makes the certificate provisioning job of the reserved
// domain or agent ingress id of e fail with code, "INTERNAL_ERROR" or
// "DNS_ERROR". It fails if there is no such resource or job, or code is
// neither. The caller does not hold e's lock.
func FailProvisioning(e *api.Engine, id, code string) error {
	s := &account{engine: e}
	var err error
	s.engine.WithLock(func() { err = s.failJob(id, reserveddomains.ProvisioningErrorCode(code), s.engine.Now()) })
	return err
}
