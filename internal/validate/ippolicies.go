package validate

import "unicode/utf8"

// The error codes of the rules of IP policies and their rules that the
// API's public error reference gives (errors/err_ngrok_<code>).
const (
	// CodeIPPolicyUpdateEmpty: an IP policy update that supplies no value.
	CodeIPPolicyUpdateEmpty = "ERR_NGROK_1400"
	// CodeIPRuleUpdateEmpty: an IP policy rule update that supplies no
	// value.
	CodeIPRuleUpdateEmpty = "ERR_NGROK_1401"
	// CodeIPRuleParamMissing: a new IP policy rule without ip_policy_id
	// or cidr.
	CodeIPRuleParamMissing = "ERR_NGROK_1405"
	// CodeCIDRInvalid: a cidr that is not an IP address or a range in
	// CIDR notation.
	CodeCIDRInvalid = "ERR_NGROK_1406"
	// CodeCIDRNotLowest: a range in CIDR notation whose address is not
	// the lowest of the range.
	CodeCIDRNotLowest = "ERR_NGROK_1409"
	// CodeIPRuleDescriptionLength: a rule's description over
	// MaxDescriptionBytes bytes.
	CodeIPRuleDescriptionLength = "ERR_NGROK_1421"
	// CodeIPRuleAction: a rule's action missing, or neither of the
	// family's actions.
	CodeIPRuleAction = "ERR_NGROK_1422"
)

// IPPolicyUpdate checks that an update of an IP policy supplies a value:
// a description or metadata (errors/err_ngrok_1400).
func IPPolicyUpdate(description, metadata *string) error {
	if description == nil && metadata == nil {
		return FailCoded(CodeIPPolicyUpdateEmpty, "description",
			"the IP policy update failed because no values were provided: give a description or metadata")
	}
	return nil
}

// IPRuleUpdate checks that an update of an IP policy rule supplies a
// value: a description, metadata or a cidr (errors/err_ngrok_1401).
func IPRuleUpdate(description, metadata, cidr *string) error {
	if description == nil && metadata == nil && cidr == nil {
		return FailCoded(CodeIPRuleUpdateEmpty, "description",
			"the IP policy rule update failed because no values were provided: give a description, metadata or a cidr")
	}
	return nil
}

// IPRuleParam checks a parameter that a new IP policy rule requires, its
// ip_policy_id or its cidr: an empty one is missing
// (errors/err_ngrok_1405).
func IPRuleParam(field, v string) error {
	if v == "" {
		return FailCoded(CodeIPRuleParamMissing, field, "the required parameter is missing: specify %s", field)
	}
	return nil
}

// IPRuleDescription checks the optional description of an IP policy
// rule: valid UTF-8 and at most MaxDescriptionBytes bytes; the message
// gives the limit and the size, as errors/err_ngrok_1421 does.
func IPRuleDescription(v *string) error {
	if v == nil {
		return nil
	}
	if !utf8.ValidString(*v) {
		return Fail("description", "must be valid UTF-8")
	}
	if n := len(*v); n > MaxDescriptionBytes {
		return FailCoded(CodeIPRuleDescriptionLength, "description",
			"the IP policy rule description exceeds the maximum length of %d bytes, got %d", MaxDescriptionBytes, n)
	}
	return nil
}
