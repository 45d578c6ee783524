package main

import (
	"context"
	"fmt"
	"net/netip"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// ensurePolicy finds the IP policy by its description or creates it, then
// makes its rules exactly cfg.Rules, and returns the policy's ID.
func ensurePolicy(ctx context.Context, c *ingress.Client, cfg Config, r *Report) (string, error) {
	ipp := ippolicies.NewClient(c)
	policy, err := find(ipp.Policies.List(ctx, nil), func(p *ippolicies.Policy) bool {
		return p.Description == policyDescription
	})
	if err != nil {
		return "", err
	}
	if policy == nil {
		if policy, err = ipp.Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new(policyDescription)}); err != nil {
			return "", err
		}
		r.note(Created, "IP policy", policy.ID)
	} else {
		r.note(Unchanged, "IP policy", policy.ID)
	}
	return policy.ID, ensureRules(ctx, ipp.Rules, policy.ID, cfg.Rules, r)
}

// ensureRules makes the rules of the policy exactly want: it adds the
// missing ones, corrects descriptions, replaces a rule whose action is
// wrong (an action cannot be changed) and deletes the rules want lacks.
func ensureRules(ctx context.Context, rules *ippolicies.RuleClient, policyID string, want []RuleSpec, r *Report) error {
	// The API lists the rules of every policy together.
	have := make(map[netip.Prefix]*ippolicies.Rule)
	for rule, err := range rules.List(ctx, nil).All() {
		if err != nil {
			return err
		}
		if rule.IPPolicy == nil || rule.IPPolicy.ID != policyID {
			continue
		}
		prefix, err := rule.Prefix()
		if err != nil {
			return fmt.Errorf("rule %s: %w", rule.ID, err)
		}
		have[prefix] = rule
	}
	for _, spec := range want {
		prefix, err := ippolicies.ParseCIDR(spec.CIDR)
		if err != nil {
			return err
		}
		what := "IP policy rule " + prefix.String()
		rule := have[prefix]
		delete(have, prefix)
		switch {
		case rule != nil && rule.Action != spec.Action:
			if err := rules.Delete(ctx, rule.ID); err != nil {
				return err
			}
			r.note(Deleted, what+" ("+string(rule.Action)+")", rule.ID)
			rule = nil
		case rule != nil && rule.Description != spec.Description:
			if _, err := rules.Update(ctx, rule.ID, &ippolicies.RuleUpdateParams{Description: new(spec.Description)}); err != nil {
				return err
			}
			r.note(Updated, what, rule.ID)
			continue
		case rule != nil:
			r.note(Unchanged, what, rule.ID)
			continue
		}
		created, err := rules.Create(ctx, &ippolicies.RuleCreateParams{
			IPPolicyID: policyID, CIDR: prefix.String(), Action: spec.Action, Description: new(spec.Description),
		})
		if err != nil {
			return err
		}
		r.note(Created, what, created.ID)
	}
	for prefix, rule := range have {
		if err := rules.Delete(ctx, rule.ID); err != nil {
			return err
		}
		r.note(Deleted, "IP policy rule "+prefix.String(), rule.ID)
	}
	return nil
}
