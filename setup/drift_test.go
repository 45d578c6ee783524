package setup_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/vaults"
)

// TestDrift changes a field, deletes a rule and adds an unmanaged resource
// behind the description's back: the plan puts back the field and the
// rule and leaves the unmanaged resource alone, even with Prune.
func TestDrift(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	apply(t, c, fixture())

	bk := backends.NewClient(c).HTTPResponse
	var backendID string
	for b, err := range bk.List(ctx, nil).All() {
		require.NoError(t, err)
		backendID = b.ID
	}
	_, err := bk.Update(ctx, backendID, &backends.HTTPResponseUpdateParams{Body: new("changed by hand")})
	require.NoError(t, err)
	ipp := ippolicies.NewClient(c)
	var policyID string
	for r, err := range ipp.Rules.List(ctx, nil).All() {
		require.NoError(t, err)
		policyID = r.IPPolicy.ID
		if r.CIDR == "203.0.113.0/24" {
			require.NoError(t, ipp.Rules.Delete(ctx, r.ID))
		}
	}
	_, err = ipp.Rules.Create(ctx, &ippolicies.RuleCreateParams{IPPolicyID: policyID, CIDR: "0.0.0.0/0", Action: ippolicies.ActionAllow})
	require.NoError(t, err)
	unmanaged, err := ipp.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("by hand")})
	require.NoError(t, err)

	plan, err := setup.NewPlan(ctx, c, fixture(), setup.Prune())
	require.NoError(t, err)
	diff := plan.String()
	assert.Contains(t, diff, "~ http_response_backend welcome ("+backendID+")\n    ~ body: \"changed by hand\" -> \"Hello.\\n\"\n")
	assert.Contains(t, diff, "+ ip_policy_rule office/203.0.113.0/24\n")
	assert.Contains(t, diff, "- ip_policy_rule office/0.0.0.0/0 (")
	assert.NotContains(t, diff, unmanaged.ID)
	assert.Contains(t, diff, "Plan: 1 to create, 1 to update, 0 to replace, 1 to delete.\n")
	require.Len(t, plan.Changes, 3, diff)

	require.NoError(t, plan.Apply(ctx))
	b, err := bk.Get(ctx, backendID)
	require.NoError(t, err)
	assert.Equal(t, "Hello.\n", b.Body)
	p, err := ipp.Policies.Get(ctx, unmanaged.ID)
	require.NoError(t, err, "the unmanaged policy stays")
	assert.Equal(t, "by hand", p.Description)
	again, err := setup.NewPlan(ctx, c, fixture(), setup.Prune())
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestReplaceAndPrune changes a rule's action, which the API cannot
// update, and drops a backend from the description: the rule is replaced,
// and the backend deleted only with Prune.
func TestReplaceAndPrune(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, fixture())

	want := fixture()
	want.IPPolicies[0].Rules[2].Action = ippolicies.ActionDeny
	want.HTTPSEdges[0].Routes[0].Backend = ""
	want.HTTPResponseBackends = nil
	want.FailoverBackends[0].Backends = []string{"canary"}
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.Contains(t, plan.String(), "-/+ ip_policy_rule office/198.51.100.7/32 (")
	assert.NotContains(t, plan.String(), "- http_response_backend")

	pruned := apply(t, c, want, setup.Prune())
	assert.Contains(t, pruned.String(), "- http_response_backend welcome (")
	again, err := setup.NewPlan(t.Context(), c, want, setup.Prune())
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestPruneVaultWithSecrets prunes a vault that still holds its secrets:
// they go first, since the API deletes only an empty vault.
func TestPruneVaultWithSecrets(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{
		{Name: "db-password", Value: setup.SecretSource{Env: "SETUP_TEST_DB_PASSWORD"}},
	}}}}
	apply(t, c, want)

	pruned := apply(t, c, setup.Account{}, setup.Prune())
	assert.Contains(t, pruned.String(), "- vault prod (")
	for v, err := range vaults.NewClient(c).Vaults.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Errorf("vault %s (%s) is left", v.Name, v.ID)
	}
	for sec, err := range vaults.NewClient(c).Secrets.List(t.Context(), nil).All() {
		require.NoError(t, err)
		t.Errorf("secret %s (%s) is left", sec.Name, sec.ID)
	}
}

// TestAdopt refuses to take over an unmanaged vault of the same name until
// the description adopts it by ID.
func TestAdopt(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod"}}}
	v, err := vaultsClient(c).Create(t.Context(), vaultParams("prod"))
	require.NoError(t, err)

	_, err = setup.NewPlan(t.Context(), c, want)
	require.ErrorContains(t, err, `vault "prod" exists (`+v.ID+`) but is not managed by the description: adopt it with adopt: `+v.ID)

	want.Vaults[0].Adopt = v.ID
	plan := apply(t, c, want)
	assert.Contains(t, plan.String(), "~ vault prod ("+v.ID+") adopted\n")
	want.Vaults[0].Adopt = ""
	again, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestPlanJSON checks the plan's JSON form: its changes under "changes",
// an empty list (not null) when there is nothing to do.
func TestPlanJSON(t *testing.T) {
	srv, _ := counted(t)
	plan, err := setup.NewPlan(t.Context(), srv.Client(), setup.Account{})
	require.NoError(t, err)
	got, err := json.Marshal(plan)
	require.NoError(t, err)
	assert.JSONEq(t, `{"changes":[]}`, string(got))
}
