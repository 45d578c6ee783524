package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies exercises the five endpoints of IP policies and the five of
// IP policy rules, lists over two pages, and a policy delete that takes
// its rules with it.
func ipPolicies(env *Env) {
	c := ippolicies.NewClient(env.Client)
	policies := exercise(env, c.Policies,
		&ippolicies.PolicyCreateParams{Description: new("conformance"), Metadata: new(`{"n":1}`)},
		nil,
		&ippolicies.PolicyUpdateParams{Description: new("updated")})
	pol := policies.First
	require.Equal(env.T, pol.ID, policies.Got.ID)
	require.Subset(env.T, policies.Listed, policies.newestFirst())
	require.Equal(env.T, "updated", policies.Updated.Description)

	rules := exercise(env, c.Rules,
		&ippolicies.RuleCreateParams{
			IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: new("office"), Metadata: new("m"),
		},
		&ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: "2001:db8::1", Action: ippolicies.ActionDeny},
		&ippolicies.RuleUpdateParams{CIDR: new("198.51.100.0/24"), Description: new("moved")})
	require.Equal(env.T, "2001:db8::1/128", rules.Second.CIDR)
	require.Equal(env.T, pol.ID, rules.Got.IPPolicy.ID)
	require.Equal(env.T, rules.newestFirst(), rules.Listed)
	require.Equal(env.T, "198.51.100.0/24", rules.Updated.CIDR)

	remove(env, c.Rules, rules.First.ID)
	remove(env, c.Policies, pol.ID)
	gone(env, c.Rules, rules.Second.ID)
	remove(env, c.Policies, policies.Second.ID)
}
