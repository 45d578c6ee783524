package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/setup"
)

// TestDriftOfNewerKinds changes fields of a static and a weighted
// backend, deactivates a described bot user and adds an undescribed one:
// the plan puts the fields back and, even with Prune, leaves the
// undescribed user alone. A changed restriction type replaces the
// restriction.
func TestDriftOfNewerKinds(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	apply(t, c, fixture())

	bk := backends.NewClient(c)
	for b, err := range bk.Static.List(ctx, nil).All() {
		require.NoError(t, err)
		_, err = bk.Static.Update(ctx, b.ID, &backends.StaticUpdateParams{Address: new("elsewhere.example.com:443")})
		require.NoError(t, err)
	}
	for b, err := range bk.Weighted.List(ctx, nil).All() {
		require.NoError(t, err)
		w := make(map[string]int64)
		for id := range b.Backends {
			w[id] = 50
		}
		_, err = bk.Weighted.Update(ctx, b.ID, &backends.WeightedUpdateParams{Backends: w})
		require.NoError(t, err)
	}
	bots := botusers.NewClient(c)
	for u, err := range bots.List(ctx, nil).All() {
		require.NoError(t, err)
		_, err = bots.Update(ctx, u.ID, &botusers.UpdateParams{Active: new(false)})
		require.NoError(t, err)
	}
	other, err := bots.Create(ctx, &botusers.CreateParams{Name: "by hand"})
	require.NoError(t, err)

	plan, err := setup.NewPlan(ctx, c, fixture(), setup.Prune())
	require.NoError(t, err)
	diff := plan.String()
	assert.Contains(t, diff, "~ address: \"elsewhere.example.com:443\" -> \"origin.example.com:443\"\n")
	assert.Contains(t, diff, `~ backends: {"agents":50,"origin":50} -> {"agents":10,"origin":90}`)
	assert.Contains(t, diff, "~ bot_user ci-bot (")
	assert.NotContains(t, diff, other.ID)
	assert.Contains(t, diff, "Plan: 0 to create, 3 to update, 0 to replace, 0 to delete.\n")
	require.NoError(t, plan.Apply(ctx))
	again, err := setup.NewPlan(ctx, c, fixture(), setup.Prune())
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
	_, err = bots.Get(ctx, other.ID)
	require.NoError(t, err, "the undescribed bot user stays")

	want := fixture()
	want.IPRestrictions[0].Type = iprestrictions.TypeEndpoints
	replaced := apply(t, c, want)
	assert.Contains(t, replaced.String(), "-/+ ip_restriction dashboard (")
}
