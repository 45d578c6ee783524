package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

// ipRestrictions exercises the five endpoints of IP restrictions, one of
// them of type api, enforced over a policy that allows every address, so
// that the calls after it pass the restriction.
func ipRestrictions(env *Env) {
	policies := ippolicies.NewClient(env.Client)
	pol, err := policies.Policies.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	for _, cidr := range []string{"0.0.0.0/0", "::/0"} {
		_, err := policies.Rules.Create(env.Ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: cidr, Action: ippolicies.ActionAllow})
		require.NoError(env.T, err)
	}

	c := iprestrictions.NewClient(env.Client)
	x := exercise(env, c,
		&iprestrictions.CreateParams{
			Type: iprestrictions.TypeAPI, IPPolicyIDs: []string{pol.ID}, Enforced: new(true),
			Description: new("conformance"), Metadata: new(`{"n":1}`),
		},
		&iprestrictions.CreateParams{Type: iprestrictions.TypeDashboard, IPPolicyIDs: []string{pol.ID}},
		&iprestrictions.UpdateParams{Description: new("updated"), Enforced: new(false), IPPolicyIDs: []string{pol.ID}})
	require.Equal(env.T, x.newestFirst(), x.Listed)
	require.True(env.T, x.Got.Enforced)
	require.False(env.T, x.Updated.Enforced)
	require.Equal(env.T, pol.ID, x.Updated.IPPolicies[0].ID)

	remove(env, c, x.First.ID, x.Second.ID)
	gone(env, c, x.First.ID)
	require.NoError(env.T, policies.Policies.Delete(env.Ctx, pol.ID))
}
