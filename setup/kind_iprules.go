package setup

import (
	"context"
	"iter"

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
	return &kind[ippolicies.Rule, policyRule]{
		name:   "ip_policy_rule",
		parent: "ip_policy",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*ippolicies.Rule, error] {
			return ippolicies.NewClient(c).Rules.List(ctx, nil).All()
		},
		id: func(r *ippolicies.Rule) string { return r.ID },
		identify: func(r *ippolicies.Rule, rs *refs) (ident, bool) {
			if r.IPPolicy == nil {
				return ident{}, false
			}
			parent := rs.name(r.IPPolicy.ID)
			return ident{parent: parent, name: canonicalCIDR(r.CIDR)}, !isUnnamed(parent)
		},
		want: func(a *Account) []policyRule {
			var out []policyRule
			for _, p := range a.IPPolicies {
				for _, r := range p.Rules {
					out = append(out, policyRule{policy: p.Name, IPRule: r})
				}
			}
			return out
		},
		key: func(d policyRule) ident { return ident{parent: d.policy, name: canonicalCIDR(d.CIDR)} },
		fields: func(d policyRule) fields {
			return fields{}.add("action", string(d.Action)).add("description", d.Description)
		},
		have: func(r *ippolicies.Rule, _ *refs) fields {
			return fields{}.add("action", string(r.Action)).add("description", r.Description)
		},
		replace: func(r *ippolicies.Rule, d policyRule) bool { return r.Action != d.Action },
		create: func(ctx context.Context, e *env, d policyRule) (string, error) {
			policyID, err := e.refs.id("ip_policy", d.policy)
			if err != nil {
				return "", err
			}
			got, err := ippolicies.NewClient(e.c).Rules.Create(ctx, &ippolicies.RuleCreateParams{
				IPPolicyID: policyID, CIDR: canonicalCIDR(d.CIDR), Action: d.Action, Description: new(d.Description),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *ippolicies.Rule, d policyRule, _ map[string]bool) error {
			_, err := ippolicies.NewClient(e.c).Rules.Update(ctx, have.ID, &ippolicies.RuleUpdateParams{Description: new(d.Description)})
			return err
		},
		remove: func(ctx context.Context, e *env, have *ippolicies.Rule) error {
			return ippolicies.NewClient(e.c).Rules.Delete(ctx, have.ID)
		},
		describe: func(r *ippolicies.Rule, id ident, _ *refs) policyRule {
			return policyRule{policy: id.parent, IPRule: IPRule{CIDR: canonicalCIDR(r.CIDR), Action: r.Action, Description: r.Description}}
		},
		add: func(a *Account, d policyRule) {
			for i := range a.IPPolicies {
				if a.IPPolicies[i].Name == d.policy {
					a.IPPolicies[i].Rules = append(a.IPPolicies[i].Rules, d.IPRule)
				}
			}
		},
	}
}
