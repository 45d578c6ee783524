package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/setup"
)

// TestPlannerRemovedFields drops fields from the description that the
// account still has: the plan removes each from its resource (a "-"
// line), the apply takes them off the account, and the next plan is
// empty.
func TestPlannerRemovedFields(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, fixture())

	want := fixture()
	want.HTTPResponseBackends[0].Headers = nil
	want.IPPolicies[0].Description = ""
	want.IPPolicies[0].Metadata = nil
	want.HTTPSEdges[0].Routes[1].CircuitBreaker = nil
	want.HTTPSEdges[0].Routes[1].Compression = false
	want.TCPEdges[0].IPPolicies = nil
	want.TunnelCredentials[0].ACL = nil
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	diff := plan.String()
	for _, line := range []string{
		"    - headers = {\"content-type\":\"text/plain\"}\n",
		"    - description = \"trusted networks\"\n",
		"    - metadata = {\"team\":\"infra\"}\n",
		"    - circuit_breaker = {",
		"    - compression = true\n",
		"    - ip_policies = [\"office\"]\n",
		"    - acl = [\"bind:*.example.com\"]\n",
	} {
		assert.Contains(t, diff, line)
	}
	assert.Contains(t, diff, "Plan: 0 to create, 5 to update, 0 to replace, 0 to delete.\n")
	require.NoError(t, plan.Apply(t.Context()))

	assertConverged(t, c, want)
	for p, err := range ippolicies.NewClient(c).Policies.List(t.Context(), nil).All() {
		require.NoError(t, err)
		assert.Empty(t, p.Description)
		assert.JSONEq(t, `{"ingress-setup":"office"}`, p.Metadata)
	}
}

// TestPlannerDriftOfEnforcedAndTLS turns off, outside the plan, the
// enforcement of an IP restriction and the TLS of a static backend that
// the description turns on, and the other way round: the plan names
// exactly those fields and puts them back.
func TestPlannerDriftOfEnforcedAndTLS(t *testing.T) {
	for _, on := range []bool{true, false} {
		srv, _ := counted(t)
		c := srv.Client()
		ctx := t.Context()
		want := fixture()
		want.IPRestrictions[0].Enforced = on
		want.StaticBackends[0].TLS = on
		apply(t, c, want)

		ipr := iprestrictions.NewClient(c)
		for r, err := range ipr.List(ctx, nil).All() {
			require.NoError(t, err)
			require.Equal(t, on, r.Enforced)
			_, err = ipr.Update(ctx, r.ID, &iprestrictions.UpdateParams{Enforced: new(!on)})
			require.NoError(t, err)
		}
		static := backends.NewClient(c).Static
		for b, err := range static.List(ctx, nil).All() {
			require.NoError(t, err)
			require.Equal(t, on, b.TLS.Enabled)
			_, err = static.Update(ctx, b.ID, &backends.StaticUpdateParams{TLS: &backends.StaticTLS{Enabled: !on}})
			require.NoError(t, err)
		}

		plan, err := setup.NewPlan(ctx, c, want)
		require.NoError(t, err)
		diff := plan.String()
		sign := "-"
		if on {
			sign = "+"
		}
		assert.Contains(t, diff, "~ ip_restriction dashboard (")
		assert.Contains(t, diff, "    "+sign+" enforced = true\n")
		assert.Contains(t, diff, "~ static_backend origin (")
		assert.Contains(t, diff, "    "+sign+" tls = true\n")
		require.Len(t, plan.Changes, 2, diff)
		require.NoError(t, plan.Apply(ctx))

		for r, err := range ipr.List(ctx, nil).All() {
			require.NoError(t, err)
			assert.Equal(t, on, r.Enforced, "enforced put back")
		}
		for b, err := range static.List(ctx, nil).All() {
			require.NoError(t, err)
			assert.Equal(t, on, b.TLS.Enabled, "tls put back")
		}
		assertConverged(t, c, want)
	}
}
