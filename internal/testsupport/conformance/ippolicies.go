package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies exercises the five endpoints of IP policies and the five of
// IP policy rules, lists over two pages, and a policy delete that takes
// its rules with it.
func ipPolicies(env *Env) {
	c := ippolicies.NewClient(env.Client)
	pol, err := c.Policies.Create(env.Ctx, &ippolicies.PolicyCreateParams{Description: new("conformance"), Metadata: new(`{"n":1}`)})
	require.NoError(env.T, err)
	other, err := c.Policies.Create(env.Ctx, nil)
	require.NoError(env.T, err)

	got, err := c.Policies.Get(env.Ctx, pol.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, pol.ID, got.ID)

	var policies []string
	for p, err := range c.Policies.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		policies = append(policies, p.ID)
	}
	require.Subset(env.T, policies, []string{pol.ID, other.ID})

	updated, err := c.Policies.Update(env.Ctx, pol.ID, &ippolicies.PolicyUpdateParams{Description: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)

	allow, err := c.Rules.Create(env.Ctx, &ippolicies.RuleCreateParams{
		IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: new("office"), Metadata: new("m"),
	})
	require.NoError(env.T, err)
	deny, err := c.Rules.Create(env.Ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "2001:db8::1", Action: ippolicies.ActionDeny})
	require.NoError(env.T, err)
	require.Equal(env.T, "2001:db8::1/128", deny.CIDR)

	rule, err := c.Rules.Get(env.Ctx, allow.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, pol.ID, rule.IPPolicy.ID)

	var rules []string
	for r, err := range c.Rules.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		rules = append(rules, r.ID)
	}
	require.Equal(env.T, []string{deny.ID, allow.ID}, rules)

	rule, err = c.Rules.Update(env.Ctx, allow.ID, &ippolicies.RuleUpdateParams{CIDR: new("198.51.100.0/24"), Description: new("moved")})
	require.NoError(env.T, err)
	require.Equal(env.T, "198.51.100.0/24", rule.CIDR)

	require.NoError(env.T, c.Rules.Delete(env.Ctx, allow.ID))
	require.NoError(env.T, c.Policies.Delete(env.Ctx, pol.ID))
	_, err = c.Rules.Get(env.Ctx, deny.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted policy's rules go with it: %v", err)
	require.NoError(env.T, c.Policies.Delete(env.Ctx, other.ID))
}
