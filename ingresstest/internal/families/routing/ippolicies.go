package routing

import (
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

// registerIPPolicies serves IP policies and their rules. Deleting a policy
// deletes its rules with it (each announced as a deleted rule before the
// policy): a rule cannot outlive the policy it belongs to, and edges that
// still reference the deleted policy find no rules for it, which is how
// the API says they must treat it. A policy that IP restrictions name is
// not deleted, as on the API.
func registerIPPolicies(s *account) {
	api.ServeResource(s.engine, s.engine.Records.IPPolicies, api.Resource[ippolicies.Policy, ippolicies.PolicyCreateParams, ippolicies.PolicyUpdateParams]{
		Wire:   wire.IPPolicies,
		Create: s.createIPPolicy, Delete: s.deleteIPPolicy,
	})
	registerIPPolicyRules(s)
}

func registerIPPolicyRules(s *account) {
	api.ServeResource(s.engine, s.engine.Records.IPRules, api.Resource[ippolicies.Rule, ippolicies.RuleCreateParams, ippolicies.RuleUpdateParams]{
		Wire:   wire.IPPolicyRules,
		Create: s.createIPPolicyRule, Update: s.updateIPPolicyRule, Delete: s.deleteIPPolicyRule,
	})
}

// deleteIPPolicyRule is the delete hook of IP policy rules: it refuses to
// delete the only rule of a policy that a dashboard IP restriction names,
// which would leave the dashboard open to no address
// (errors/err_ngrok_1419).
func (s *account) deleteIPPolicyRule(c *api.Call, r *ippolicies.Rule) error {
	if r.IPPolicy == nil || len(s.ipPolicyRules(r.IPPolicy.ID)) > 1 {
		return nil
	}
	x := s.engine.Records.IPRestrictions.Find(func(x *iprestrictions.IPRestriction) bool {
		return x.Type == iprestrictions.TypeDashboard && api.RefersTo(x.IPPolicies, r.IPPolicy.ID)
	})
	if x == nil {
		return nil
	}
	return api.Errorf(http.StatusConflict, api.CodeDashboardRuleInUse,
		"cannot delete only rule (%s) in use by dashboard IP restriction (%s): detach the IP policy %s from the IP restriction before deleting this rule", r.ID, x.ID, r.IPPolicy.ID)
}

// uniqueCIDR returns the canonical form of cidr, or an error if another
// rule of the policy than the rule self already has that range.
func (s *account) uniqueCIDR(policyID, self, cidr string) (string, error) {
	canonical, err := validate.CanonicalCIDR(cidr)
	if err != nil {
		return "", validate.CIDR("cidr", cidr)
	}
	for _, r := range s.ipPolicyRules(policyID) {
		if r.ID != self && r.CIDR == canonical {
			return "", api.Errorf(http.StatusConflict, api.CodeDuplicateCIDR, "cidr: IP policy %s already has a rule for %s (%s)", policyID, canonical, r.ID)
		}
	}
	return canonical, nil
}

// ipPolicyRules returns the rules of the IP policies with the given IDs,
// oldest first. A policy that does not exist, or no longer does, has no
// rules, so an object that references a deleted policy sees it as a policy
// with zero rules; evaluate the result with ippolicies.Allows. The caller
// holds the lock.
func (s *account) ipPolicyRules(policyIDs ...string) []*ippolicies.Rule {
	want := make(map[string]bool, len(policyIDs))
	for _, id := range policyIDs {
		want[id] = true
	}
	var out []*ippolicies.Rule
	s.engine.Records.IPRules.All(func(_ string, r *ippolicies.Rule) bool {
		if r.IPPolicy != nil && want[r.IPPolicy.ID] {
			out = append(out, r)
		}
		return true
	})
	return out
}

// IPPolicyRules returns the rules of the IP policies of the account of e
// with the given IDs, as ipPolicyRules does. The caller holds the lock.
func IPPolicyRules(e *api.Engine, policyIDs ...string) []*ippolicies.Rule {
	return (&account{engine: e}).ipPolicyRules(policyIDs...)
}

// createIPPolicy is the create hook of IP policies: it builds the record of
// a new one, within the quota of IP policies.
func (s *account) createIPPolicy(c *api.Call, p *ippolicies.PolicyCreateParams) (*ippolicies.Policy, error) {
	if err := api.CheckQuota(s.engine.Records.IPPolicies.Len(), s.engine.Config.Quotas.IPPolicies, api.CodeIPPolicyQuota, "IP policies"); err != nil {
		return nil, err
	}
	return &ippolicies.Policy{}, nil
}

// deleteIPPolicy is the delete hook of IP policies: it runs before one is
// removed, and refuses while IP restrictions name the policy.
func (s *account) deleteIPPolicy(c *api.Call, pol *ippolicies.Policy) error {
	if err := s.ipPolicyInUse(pol.ID); err != nil {
		return err
	}
	rules := s.engine.Records.IPRules
	for _, r := range s.ipPolicyRules(pol.ID) {
		rules.Delete(r.ID)
		s.engine.Emit("ip_policy_rule", "deleted", r)
	}
	return nil
}

// createIPPolicyRule is the create hook of IP policy rules: it builds the
// record of a new one, within the quota of rules of its policy.
func (s *account) createIPPolicyRule(c *api.Call, p *ippolicies.RuleCreateParams) (*ippolicies.Rule, error) {
	if !strings.HasPrefix(p.IPPolicyID, wire.IPPolicies.Prefix+"_") {
		return nil, api.Errorf(http.StatusBadRequest, api.CodeIPPolicyIDInvalid,
			"ip_policy_id: %q is not an IP policy ID; check the value given with your request", p.IPPolicyID)
	}
	pol, err := s.engine.ExistingRef(api.CodeIPPolicyMissing, "ip_policy_id", p.IPPolicyID, wire.IPPolicies.Prefix)
	if err != nil {
		return nil, err
	}
	if err := api.CheckQuota(len(s.ipPolicyRules(pol.ID)), s.engine.Config.Quotas.IPPolicyRules, api.CodeIPPolicyRuleQuota, "rules per IP policy"); err != nil {
		return nil, err
	}
	cidr, err := s.uniqueCIDR(pol.ID, "", p.CIDR)
	if err != nil {
		return nil, err
	}
	return &ippolicies.Rule{
		CIDR: cidr, Action: p.Action, IPPolicy: pol,
	}, nil
}

// updateIPPolicyRule is the update hook of IP policy rules: it returns the
// record changed.
func (s *account) updateIPPolicyRule(c *api.Call, r ippolicies.Rule, p *ippolicies.RuleUpdateParams) (*ippolicies.Rule, error) {
	if p.CIDR != nil {
		cidr, err := s.uniqueCIDR(r.IPPolicy.ID, r.ID, *p.CIDR)
		if err != nil {
			return nil, err
		}
		r.CIDR = cidr
	}
	return &r, nil
}
