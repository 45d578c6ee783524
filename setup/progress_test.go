package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// TestProgressIDs checks that progress gives the ID of each change's
// resource: the new one of a create or a replacement, which the plan
// cannot know, and the one an update or a delete changed.
func TestProgressIDs(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	created, err := reportApply(t, c, fixture())
	require.NoError(t, err)
	require.Len(t, created, fixtureChanges)
	seen := make(map[string]bool)
	for name, p := range created {
		assert.Equal(t, setup.Create, p.Change.Action, name)
		assert.Empty(t, p.Change.ID, "a planned create has no ID yet: %s", name)
		assert.NotEmpty(t, p.ID, name)
		assert.False(t, seen[p.ID], "%s: %s reported twice", name, p.ID)
		seen[p.ID] = true
	}
	ipp := ippolicies.NewClient(c)
	var policyID, ruleID string
	for pol, err := range ipp.Policies.List(t.Context(), nil).All() {
		require.NoError(t, err)
		policyID = pol.ID
	}
	for rule, err := range ipp.Rules.List(t.Context(), nil).All() {
		require.NoError(t, err)
		if rule.CIDR == "198.51.100.7/32" {
			ruleID = rule.ID
		}
	}
	assert.Equal(t, policyID, created["ip_policy office"].ID)
	assert.Equal(t, ruleID, created["ip_policy_rule office/198.51.100.7/32"].ID)

	want := fixture()
	want.IPPolicies[0].Description = "trusted nets"
	want.IPPolicies[0].Rules[2].Action = ippolicies.ActionDeny
	want.HTTPSEdges[0].Routes[0].Backend = ""
	want.HTTPResponseBackends = nil
	want.FailoverBackends[0].Backends = []string{"canary"}
	changed, err := reportApply(t, c, want, setup.Prune())
	require.NoError(t, err)
	update := changed["ip_policy office"]
	assert.Equal(t, setup.Update, update.Change.Action)
	assert.Equal(t, policyID, update.ID)
	replaced := changed["ip_policy_rule office/198.51.100.7/32"]
	assert.Equal(t, setup.Replace, replaced.Change.Action)
	assert.Equal(t, ruleID, replaced.Change.ID, "the plan names the rule replaced")
	assert.NotEmpty(t, replaced.ID)
	assert.NotEqual(t, ruleID, replaced.ID, "progress names the new rule")
	deleted := changed["http_response_backend welcome"]
	assert.Equal(t, setup.Delete, deleted.Change.Action)
	assert.Equal(t, created["http_response_backend welcome"].ID, deleted.ID)
}

// TestProgressOfFailedCreate gives no ID for a create that failed.
func TestProgressOfFailedCreate(t *testing.T) {
	srv, _ := counted(t)
	got := make(map[string]setup.Progress)
	p, err := setup.NewPlan(t.Context(), srv.Client(ingress.WithRetry(ingress.RetryPolicy{})), setup.Account{Vaults: []setup.Vault{{Name: "prod"}}},
		setup.OnProgress(func(p setup.Progress) { got[p.Change.Kind+" "+p.Change.Name] = p }))
	require.NoError(t, err)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault500}})
	require.Error(t, p.Apply(t.Context()))
	failed := got["vault prod"]
	assert.Error(t, failed.Err)
	assert.Empty(t, failed.ID)
}

// reportApply plans want on c and applies the plan, and returns the
// progress reported, by the changes' kind and name, and Apply's error.
func reportApply(t *testing.T, c *ingress.Client, want setup.Account, opts ...setup.Option) (map[string]setup.Progress, error) {
	t.Helper()
	got := make(map[string]setup.Progress)
	opts = append(opts, setup.OnProgress(func(p setup.Progress) { got[p.Change.Kind+" "+p.Change.Name] = p }))
	p, err := setup.NewPlan(t.Context(), c, want, opts...)
	require.NoError(t, err)
	return got, p.Apply(t.Context())
}
