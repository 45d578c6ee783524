package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// policyRule is a described rule with the name of its policy.
type policyRule struct {
	policy string
	IPRule
}

// canonicalCIDR returns the range as the API stores it, or s when it is
// not one (the API then refuses it).
func canonicalCIDR(s string) string {
	p, err := ippolicies.ParseCIDR(s)
	if err != nil {
		return s
	}
	return p.String()
}

// ipRules adapts the rules of IP policies, known by their CIDR within
// their policy. Every rule of a managed policy is managed.
func ipRules() family {
	want, add, where := inParents(func(a *Account) []IPPolicy { return a.IPPolicies }, func(p *IPPolicy) *[]IPRule { return &p.Rules },
		func(policy string, r IPRule) policyRule { return policyRule{policy, r} },
		func(d policyRule) (string, IPRule) { return d.policy, d.IPRule })
	return complete(&kind[ippolicies.Rule, policyRule]{
		name:   "ip_policy_rule",
		parent: "ip_policy",
		identify: func(r *ippolicies.Rule, rs *refs) (ident, bool) {
			return childIdent(rs, r.IPPolicy, canonicalCIDR(r.CIDR))
		},
		where: where,
		want:  want,
		key:   func(d policyRule) ident { return ident{parent: d.policy, name: canonicalCIDR(d.CIDR)} },
		fields: func(d policyRule) fields {
			return fields{}.add("action", string(d.Action)).add("description", d.Description)
		},
		replace: func(r *ippolicies.Rule, d policyRule) bool { return r.Action != d.Action },
		describe: func(r *ippolicies.Rule, id ident, _ *refs) policyRule {
			return policyRule{policy: id.parent, IPRule: IPRule{CIDR: canonicalCIDR(r.CIDR), Action: r.Action, Description: r.Description}}
		},
		add: add,
		api: through(func(c *ingress.Client) *ippolicies.RuleClient { return ippolicies.NewClient(c).Rules },
			func(_ context.Context, e *env, d policyRule) (*ippolicies.RuleCreateParams, error) {
				policyID, err := e.refs.id("ip_policy", d.policy)
				if err != nil {
					return nil, err
				}
				return &ippolicies.RuleCreateParams{
					IPPolicyID: policyID, CIDR: canonicalCIDR(d.CIDR), Action: d.Action, Description: new(d.Description),
				}, nil
			},
			func(_ context.Context, _ *env, d policyRule) (*ippolicies.RuleUpdateParams, error) {
				return &ippolicies.RuleUpdateParams{Description: new(d.Description)}, nil
			}),
	})
}
