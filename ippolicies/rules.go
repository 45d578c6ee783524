package ippolicies

import (
	"context"
	"net/netip"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// Action is what a rule does with the addresses in its range.
type Action string

// The actions of a rule.
const (
	// ActionAllow lets the addresses in the rule's range through, unless a
	// deny rule matches them too.
	ActionAllow Action = "allow"
	// ActionDeny refuses the addresses in the rule's range, whatever the
	// allow rules say.
	ActionDeny Action = "deny"
)

// Rule is a rule of an IP policy: an action over a range of addresses.
type Rule struct {
	// ID identifies the rule; it starts with "ipr_".
	ID string `json:"id"`
	// URI is the rule's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the rule was created.
	CreatedAt time.Time `json:"created_at"`
	// Description describes the source IPs of the rule.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// CIDR is the rule's range in canonical CIDR notation, such as
	// "10.0.0.0/8" or "2001:db8::/32"; a single address reads back as a
	// /32 or /128 range. See ParseCIDR.
	CIDR string `json:"cidr"`
	// IPPolicy is the policy the rule belongs to.
	IPPolicy *ingress.Ref `json:"ip_policy"`
	// Action is ActionAllow or ActionDeny.
	Action Action `json:"action"`
}

// Prefix returns the rule's range.
func (r *Rule) Prefix() (netip.Prefix, error) { return ParseCIDR(r.CIDR) }

// ParseCIDR reads a rule's cidr as the API does. It accepts an IPv4 or IPv6
// range in CIDR notation ("10.0.0.0/8") or a bare address, which is the
// range of that one address (/32 or /128). It refuses a range with host
// bits set ("10.1.2.3/8"), suggesting the range from its lowest address
// (the API's ERR_NGROK_1409), and IPv6 zones (ERR_NGROK_1406, as anything
// else that does not parse). The result is canonical: its String is how the API
// stores and reads back the cidr, so comparing prefixes tells whether two
// spellings name the same rule range.
func ParseCIDR(s string) (netip.Prefix, error) { return validate.ParseCIDR(s) }

// RuleCreateParams are the parameters of RuleClient.Create.
type RuleCreateParams struct {
	// IPPolicyID is the policy the rule is added to. Required; the policy
	// must exist.
	IPPolicyID string `json:"ip_policy_id"`
	// CIDR is the rule's range, with ParseCIDR's rules. Required, and
	// unique within the policy.
	CIDR string `json:"cidr"`
	// Action is ActionAllow or ActionDeny. Required; it cannot be changed
	// later.
	Action Action `json:"action"`
	// Description describes the source IPs of the rule: at most 255
	// bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *RuleCreateParams) Validate() error {
	return validate.First(
		validate.IPRuleParam("ip_policy_id", p.IPPolicyID),
		validate.ID("ip_policy_id", p.IPPolicyID),
		validate.IPRuleParam("cidr", p.CIDR),
		validate.CIDR("cidr", p.CIDR),
		validate.RuleAction("action", p.Action, ActionAllow, ActionDeny),
		validate.IPRuleDescription(p.Description),
		validate.Metadata(p.Metadata),
	)
}

// RuleUpdateParams are the parameters of RuleClient.Update. Fields left nil
// keep their value. A rule's action and policy cannot be changed: replace
// the rule to change them.
type RuleUpdateParams struct {
	// Description describes the source IPs of the rule: at most 255
	// bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// CIDR is the rule's new range, with ParseCIDR's rules, unique within
	// the policy.
	CIDR *string `json:"cidr,omitempty"`
}

// Validate checks the documented rules of the parameters, and that they
// supply a value to change (an update without one is refused,
// ERR_NGROK_1401).
func (p *RuleUpdateParams) Validate() error {
	return validate.First(
		validate.IPRuleUpdate(p.Description, p.Metadata, p.CIDR),
		validate.IPRuleDescription(p.Description),
		validate.Metadata(p.Metadata),
		validate.OptionalCIDR("cidr", p.CIDR),
	)
}

// RuleClient manages the rules of IP policies.
type RuleClient struct {
	rules rest.Collection[Rule, RuleCreateParams, RuleUpdateParams]
}

func newRuleClient(c *ingress.Client) *RuleClient {
	return &RuleClient{rules: rest.NewCollection[Rule, RuleCreateParams, RuleUpdateParams](c, wire.IPPolicyRules)}
}

// Create adds a rule to an IP policy. A rule whose range the policy already
// has is refused with status 409.
//
// POST /ip_policy_rules
func (c *RuleClient) Create(ctx context.Context, params *RuleCreateParams) (*Rule, error) {
	return c.rules.Create(ctx, params)
}

// Get returns the rule with the given ID.
//
// GET /ip_policy_rules/{id}
func (c *RuleClient) Get(ctx context.Context, id string) (*Rule, error) { return c.rules.Get(ctx, id) }

// List returns a lazy iterator over the rules of every IP policy of the
// account, newest first. To list one policy's rules, filter on the
// policy's ID, one of the fields a filter of IP policy rules may read
// (https://ngrok.com/docs/api/api-filtering), quoted as a string literal:
//
//	filter := fmt.Sprintf("obj.ip_policy.id == %q", policyID)
//	rules := c.Rules.List(ctx, &ingress.ListParams{Filter: &filter})
//
// GET /ip_policy_rules
func (c *RuleClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Rule] {
	return c.rules.List(ctx, params)
}

// Update changes the supplied fields of the rule with the given ID.
//
// PATCH /ip_policy_rules/{id}
func (c *RuleClient) Update(ctx context.Context, id string, params *RuleUpdateParams) (*Rule, error) {
	return c.rules.Update(ctx, id, params)
}

// Delete deletes the rule with the given ID.
//
// DELETE /ip_policy_rules/{id}
func (c *RuleClient) Delete(ctx context.Context, id string) error { return c.rules.Delete(ctx, id) }
