package main

import (
	"context"
	"fmt"
	"net/netip"

	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies creates an IP policy with an allow and a deny rule and asks
// which of two addresses the rules let through.
func ipPolicies(ctx context.Context, t *tour) error {
	c := ippolicies.NewClient(t.client)
	pol, err := c.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("quickstart office")})
	if err != nil {
		return fmt.Errorf("create policy: %w", err)
	}
	t.deleteLater("IP policy "+pol.ID, func(ctx context.Context) error { return c.Policies.Delete(ctx, pol.ID) })
	t.step("policy", "%s %q", pol.ID, pol.Description)

	var rules []*ippolicies.Rule
	for _, r := range []ippolicies.RuleCreateParams{
		{IPPolicyID: pol.ID, CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: new("office")},
		{IPPolicyID: pol.ID, CIDR: "203.0.113.66", Action: ippolicies.ActionDeny, Description: new("kiosk")},
	} {
		rule, err := c.Rules.Create(ctx, &r)
		if err != nil {
			return fmt.Errorf("create rule: %w", err)
		}
		t.deleteLater("IP policy rule "+rule.ID, func(ctx context.Context) error { return c.Rules.Delete(ctx, rule.ID) })
		t.step("rule", "%s %s", rule.Action, rule.CIDR)
		rules = append(rules, rule)
	}

	for _, ip := range []string{"203.0.113.7", "203.0.113.66"} {
		t.step("check", "%s allowed: %t", ip, ippolicies.Allows(rules, netip.MustParseAddr(ip)))
	}
	return nil
}
