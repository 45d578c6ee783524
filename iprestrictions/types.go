package iprestrictions

import (
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// Type is the traffic an IP restriction applies to.
type Type string

// The types of IP restriction that the API documents.
const (
	// TypeDashboard restricts logins to the account's dashboard.
	TypeDashboard Type = "dashboard"
	// TypeAPI restricts requests to the API with the account's API keys.
	TypeAPI Type = "api"
	// TypeAgent restricts the addresses agents may start sessions from.
	TypeAgent Type = "agent"
	// TypeEndpoints restricts connections to the account's endpoints.
	TypeEndpoints Type = "endpoints"
)

// Types returns the types of IP restriction that the API accepts.
func Types() []Type { return []Type{TypeDashboard, TypeAPI, TypeAgent, TypeEndpoints} }

// IPRestriction is an IP restriction: the IP policies that decide which
// source addresses may send one type of traffic to the account.
type IPRestriction struct {
	// ID identifies the restriction; it starts with "ipx_".
	ID string `json:"id"`
	// URI is the restriction's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the restriction was created.
	CreatedAt time.Time `json:"created_at"`
	// Description says what the restriction is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Enforced says whether the restriction refuses the addresses its
	// policies do not allow; when false it only warns.
	Enforced bool `json:"enforced"`
	// Type is the traffic the restriction applies to.
	Type Type `json:"type"`
	// IPPolicies are the IP policies whose rules, taken together, decide:
	// an address passes if an allow rule of one of them matches it and no
	// deny rule of any does (see ippolicies.Allows).
	IPPolicies []ingress.Ref `json:"ip_policies"`
}

// CreateParams are the parameters of Create.
type CreateParams struct {
	// Description says what the restriction is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Enforced makes the restriction refuse the addresses its policies do
	// not allow; nil or false only warns.
	Enforced *bool `json:"enforced,omitempty"`
	// Type is the traffic to restrict, one of the Type constants:
	// required.
	Type Type `json:"type"`
	// IPPolicyIDs are the IDs of existing IP policies: at least one, none
	// twice.
	IPPolicyIDs []string `json:"ip_policy_ids"`
}

// Validate checks the documented rules of the parameters. An unknown or
// missing type and a missing or empty list of IP policies are the errors
// the API answers with codes of their own (ERR_NGROK_1803 and
// ERR_NGROK_1804); every error is an *ingress.ValidationError.
func (p *CreateParams) Validate() error {
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		validate.IPRestrictionType("type", p.Type, Types()),
		validate.IPRestrictionPolicies("ip_policy_ids", p.IPPolicyIDs, true),
	)
}

// UpdateParams are the parameters of Update. Fields left nil keep their
// value; the type of a restriction never changes.
type UpdateParams struct {
	// Description says what the restriction is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Enforced turns enforcement on or off.
	Enforced *bool `json:"enforced,omitempty"`
	// IPPolicyIDs, when not nil, replace the restriction's IP policies:
	// at least one existing policy, none twice. An empty, non-nil list is
	// refused.
	IPPolicyIDs []string `json:"ip_policy_ids,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *UpdateParams) Validate() error {
	return validate.First(
		validate.Common(p.Description, p.Metadata),
		validate.IPRestrictionPolicies("ip_policy_ids", p.IPPolicyIDs, p.IPPolicyIDs != nil),
	)
}
