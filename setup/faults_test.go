package setup_test

import (
	"context"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// assertNoDuplicates checks, with fault injection off, that the account of
// c holds no resource twice: exactly the described ones and no more.
func assertNoDuplicates(t *testing.T, srv *ingresstest.Server, c *ingress.Client, want setup.Account) {
	t.Helper()
	srv.SetFaults(ingresstest.FaultPlan{})
	got, err := setup.Export(t.Context(), c)
	require.NoError(t, err)
	assert.LessOrEqual(t, len(got.ReservedDomains), len(want.ReservedDomains))
	assert.LessOrEqual(t, len(got.ReservedAddrs), len(want.ReservedAddrs))
	assert.LessOrEqual(t, len(got.IPPolicies), len(want.IPPolicies))
	assert.LessOrEqual(t, len(got.IPRestrictions), len(want.IPRestrictions))
	assert.LessOrEqual(t, len(got.CertificateAuthorities), len(want.CertificateAuthorities))
	assert.LessOrEqual(t, len(got.TLSCertificates), len(want.TLSCertificates))
	assert.LessOrEqual(t, len(got.SSHCertificateAuthorities), len(want.SSHCertificateAuthorities))
	assert.LessOrEqual(t, len(got.HTTPResponseBackends), len(want.HTTPResponseBackends))
	assert.LessOrEqual(t, len(got.StaticBackends), len(want.StaticBackends))
	assert.LessOrEqual(t, len(got.TunnelGroupBackends), len(want.TunnelGroupBackends))
	assert.LessOrEqual(t, len(got.WeightedBackends), len(want.WeightedBackends))
	assert.LessOrEqual(t, len(got.FailoverBackends), len(want.FailoverBackends))
	assert.LessOrEqual(t, len(got.HTTPSEdges), len(want.HTTPSEdges))
	assert.LessOrEqual(t, len(got.CloudEndpoints), len(want.CloudEndpoints))
	assert.LessOrEqual(t, len(got.EventDestinations), len(want.EventDestinations))
	assert.LessOrEqual(t, len(got.EventSubscriptions), len(want.EventSubscriptions))
	assert.LessOrEqual(t, len(got.TunnelCredentials), len(want.TunnelCredentials))
	assert.LessOrEqual(t, len(got.SSHCredentials), len(want.SSHCredentials))
	assert.LessOrEqual(t, len(got.APIKeys), len(want.APIKeys))
	assert.LessOrEqual(t, len(got.BotUsers)+len(got.ServiceUsers), len(want.BotUsers)+len(want.ServiceUsers), "bot and service users are one collection")
	assert.LessOrEqual(t, len(got.Vaults), len(want.Vaults))
	for _, p := range got.IPPolicies {
		assert.LessOrEqual(t, len(p.Rules), len(want.IPPolicies[0].Rules))
	}
	for _, e := range got.HTTPSEdges {
		assert.LessOrEqual(t, len(e.Routes), len(want.HTTPSEdges[0].Routes))
	}
}

// TestFaultsConverge applies under 20% injected faults until a plan is
// empty: it takes a few applies, and the account never holds a duplicate.
func TestFaultsConverge(t *testing.T) {
	for seed := range uint64(5) {
		srv, _ := counted(t)
		c := srv.Client(ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond, MaxWait: 5 * time.Millisecond}))
		applies := 0
		for ; applies < 30; applies++ {
			srv.SetFaults(ingresstest.FaultPlan{Rate: 0.2, Seed: seed*100 + uint64(applies)})
			p, err := setup.NewPlan(t.Context(), c, fixture())
			if err == nil {
				if p.Empty() {
					break
				}
				_ = p.Apply(t.Context()) // fails on a fault that retries do not hide
			}
			assertNoDuplicates(t, srv, c, fixture())
		}
		require.Less(t, applies, 30, "seed %d: no convergence", seed)
		t.Logf("seed %d: converged after %d applies", seed, applies)
		srv.SetFaults(ingresstest.FaultPlan{})
		final, err := setup.NewPlan(t.Context(), c, fixture())
		require.NoError(t, err)
		assert.True(t, final.Empty(), "%s", final)
	}
}

// TestInterruptedApply interrupts an apply after each of its write
// requests in turn: the next apply completes the account, with no
// duplicate. The apply makes one change at a time, so that no other write
// is still on its way to the server when the next apply reads the
// account: one would land after that read, and the next apply would
// create its resource again.
func TestInterruptedApply(t *testing.T) {
	for k := int64(1); k <= fixtureChanges; k++ {
		srv, _ := counted(t)
		c := srv.Client()
		ctx, cancel := context.WithCancel(t.Context())
		var writes atomic.Int64
		srv.OnHandled(func(h ingresstest.Handled) {
			if h.Method != http.MethodGet && writes.Add(1) == k {
				cancel()
			}
		})
		p, err := setup.NewPlan(ctx, c, fixture(), setup.Parallel(1))
		require.NoError(t, err)
		_ = p.Apply(ctx) // interrupted, or finished when k was the last write
		cancel()
		assertNoDuplicates(t, srv, c, fixture())
		apply(t, c, fixture())
		again, err := setup.NewPlan(t.Context(), c, fixture())
		require.NoError(t, err)
		assert.True(t, again.Empty(), "interrupted after write %d:\n%s", k, again)
		assertNoDuplicates(t, srv, c, fixture())
	}
}
