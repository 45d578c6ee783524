package setup

import "github.com/ingresskit/ingress/iprestrictions"

// IPRestriction restricts what its type names (the dashboard, the API,
// agents or endpoints) to the addresses its IP policies allow.
type IPRestriction struct {
	// Name identifies the restriction in the description.
	Name string `json:"name"`
	Common
	// Type is what the restriction applies to. The API cannot change it:
	// a changed type replaces the restriction.
	Type iprestrictions.Type `json:"type"`
	// Enforced makes the restriction refuse traffic; otherwise it only
	// reports what it would refuse.
	Enforced bool `json:"enforced,omitempty"`
	// IPPolicies are the names of the IP policies whose rules apply.
	IPPolicies []string `json:"ip_policies,omitempty"`
}
