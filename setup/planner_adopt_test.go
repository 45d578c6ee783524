package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/setup"
)

// TestPlannerKnowsMarkedResource makes an IP policy outside any plan but
// with the marker of the name "office" in its metadata: the plan takes it
// as the described policy and updates it, by its ID, instead of creating
// a second one.
func TestPlannerKnowsMarkedResource(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	made, err := ippolicies.NewClient(c).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{
		Description: new("by hand"), Metadata: new(`{"ingress-setup":"office"}`),
	})
	require.NoError(t, err)

	want := setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office", Common: setup.Common{Description: "trusted"}}}}
	plan := apply(t, c, want)
	require.Len(t, plan.Changes, 1, "%s", plan)
	assert.Equal(t, setup.Update, plan.Changes[0].Action)
	assert.Equal(t, made.ID, plan.Changes[0].ID)
	assert.Contains(t, plan.String(), "~ ip_policy office ("+made.ID+")\n    ~ description: \"by hand\" -> \"trusted\"\n")

	var ids []string
	for p, err := range ippolicies.NewClient(c).Policies.List(t.Context(), nil).All() {
		require.NoError(t, err)
		ids = append(ids, p.ID)
	}
	assert.Equal(t, []string{made.ID}, ids, "no second policy")
}

// TestPlannerAdoptsByID adopts an unmarked IP policy, a kind known by its
// marker, by its ID: the plan shows an adoption that writes the marker,
// the summary counts it among the updates, and the next plan is empty
// without adopt.
func TestPlannerAdoptsByID(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	made, err := ippolicies.NewClient(c).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("trusted")})
	require.NoError(t, err)
	_, err = ippolicies.NewClient(c).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("another")})
	require.NoError(t, err)

	want := setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office", Common: setup.Common{Description: "trusted", Adopt: made.ID}}}}
	plan := apply(t, c, want)
	assert.Equal(t, "~ ip_policy office ("+made.ID+") adopted\n    + marker = \"office\"\n"+
		"Plan: 0 to create, 1 to update, 0 to replace, 0 to delete.\n", plan.String())
	got, err := ippolicies.NewClient(c).Policies.Get(t.Context(), made.ID)
	require.NoError(t, err)
	assert.JSONEq(t, `{"ingress-setup":"office"}`, got.Metadata)

	want.IPPolicies[0].Adopt = ""
	assertConverged(t, c, want)
}

// TestPlannerSummaryCountsAdoptions adopts two vaults and creates a third:
// the summary counts the adoptions as updates.
func TestPlannerSummaryCountsAdoptions(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	a, err := vaultsClient(c).Create(t.Context(), vaultParams("a"))
	require.NoError(t, err)
	b, err := vaultsClient(c).Create(t.Context(), vaultParams("b"))
	require.NoError(t, err)

	want := setup.Account{Vaults: []setup.Vault{
		{Name: "a", Common: setup.Common{Adopt: a.ID}},
		{Name: "b", Common: setup.Common{Adopt: b.ID}},
		{Name: "c"},
	}}
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.Contains(t, plan.String(), "Plan: 1 to create, 2 to update, 0 to replace, 0 to delete.\n")
}

// TestPlannerRefusesWrongAdoptID refuses adopt: with an ID that no
// resource has, with the ID of a resource of another kind, and with the ID
// of another vault while an unmanaged vault of the described name exists.
func TestPlannerRefusesWrongAdoptID(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	v, err := vaultsClient(c).Create(t.Context(), vaultParams("prod"))
	require.NoError(t, err)
	other, err := vaultsClient(c).Create(t.Context(), vaultParams("staging"))
	require.NoError(t, err)
	domain, err := reserveddomains.NewClient(c).Create(t.Context(), &reserveddomains.CreateParams{Domain: "app.example.com"})
	require.NoError(t, err)

	for _, id := range []string{"vault_2zZZZZZZZZZZZZZZZZZZZZZZZZZ", domain.ID} {
		want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Common: setup.Common{Adopt: id}}}}
		_, err := setup.NewPlan(t.Context(), c, want)
		require.ErrorContains(t, err, `vault "prod": adopt: no unmanaged vault has the ID `+id, "adopt: %s", id)
	}

	// staging is unmanaged: adopting it under the name prod is allowed,
	// and the plan names staging's ID, not that of the vault named prod.
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Common: setup.Common{Adopt: other.ID}}}}
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	require.Len(t, plan.Changes, 1, "%s", plan)
	assert.Equal(t, other.ID, plan.Changes[0].ID, "adopted by ID, not by the name that %s has", v.ID)
}

// TestPlannerRefusesAdoptingManagedResource refuses adopt: with the ID of
// a resource that the description manages under another name.
func TestPlannerRefusesAdoptingManagedResource(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office"}}})
	var id string
	for p, err := range ippolicies.NewClient(c).Policies.List(t.Context(), nil).All() {
		require.NoError(t, err)
		id = p.ID
	}

	want := setup.Account{IPPolicies: []setup.IPPolicy{{Name: "office"}, {Name: "branch", Common: setup.Common{Adopt: id}}}}
	_, err := setup.NewPlan(t.Context(), c, want)
	require.ErrorContains(t, err, `ip_policy "branch": adopt: no unmanaged ip_policy has the ID `+id)

	want = setup.Account{IPPolicies: []setup.IPPolicy{{Name: "branch", Common: setup.Common{Adopt: id}}}}
	_, err = setup.NewPlan(t.Context(), c, want)
	require.ErrorContains(t, err, `ip_policy "branch": adopt: no unmanaged ip_policy has the ID `+id, "even when the description no longer lists office")
}
