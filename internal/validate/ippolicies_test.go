package validate_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/ippolicies"
)

// TestCIDRCodes checks the codes of the cidrs that the API refuses: one
// written from another address than the lowest of its range (1409, which
// suggests the range), and any other that does not parse (1406).
func TestCIDRCodes(t *testing.T) {
	for _, tc := range []struct{ cidr, code, says string }{
		{"10.1.2.3/8", validate.CodeCIDRNotLowest, `did you mean "10.0.0.0/8"`},
		{"2001:db8::1/64", validate.CodeCIDRNotLowest, `did you mean "2001:db8::/64"`},
		{"", validate.CodeCIDRInvalid, "empty"},
		{"10.0.0.0/33", validate.CodeCIDRInvalid, "not a range"},
		{"10.0.0.256", validate.CodeCIDRInvalid, "not an IP address"},
		{"fe80::1%eth0", validate.CodeCIDRInvalid, "zone"},
		{"example.com", validate.CodeCIDRInvalid, "example.com"},
	} {
		err := validate.CIDR("cidr", tc.cidr)
		requireCode(t, err, tc.code, "%q", tc.cidr)
		assert.ErrorContains(t, err, tc.says, "%q", tc.cidr)
		requireCode(t, validate.OptionalCIDR("cidr", &tc.cidr), tc.code, "%q", tc.cidr)
	}
	for _, ok := range []string{"10.0.0.0/8", "10.0.0.1", "10.0.0.1/32", "::/0"} {
		require.NoError(t, validate.CIDR("cidr", ok), ok)
	}
}

// TestIPRuleCodes checks the coded rules of a new IP policy rule: the
// required ip_policy_id and cidr (1405), the action (1422) and the
// description's length (1421).
func TestIPRuleCodes(t *testing.T) {
	long := strings.Repeat("é", 128)
	for _, tc := range []struct {
		name string
		p    ippolicies.RuleCreateParams
		code string
	}{
		{"no policy", ippolicies.RuleCreateParams{CIDR: "10.0.0.0/8", Action: "allow"}, validate.CodeIPRuleParamMissing},
		{"no cidr", ippolicies.RuleCreateParams{IPPolicyID: "ipp_1", Action: "allow"}, validate.CodeIPRuleParamMissing},
		{"no action", ippolicies.RuleCreateParams{IPPolicyID: "ipp_1", CIDR: "10.0.0.0/8"}, validate.CodeIPRuleAction},
		{"unknown action", ippolicies.RuleCreateParams{IPPolicyID: "ipp_1", CIDR: "10.0.0.0/8", Action: "block"}, validate.CodeIPRuleAction},
		{"long description", ippolicies.RuleCreateParams{IPPolicyID: "ipp_1", CIDR: "10.0.0.0/8", Action: "deny", Description: &long}, validate.CodeIPRuleDescriptionLength},
	} {
		requireCode(t, tc.p.Validate(), tc.code, tc.name)
	}
	assert.ErrorContains(t, validate.IPRuleParam("cidr", ""), "specify cidr")
	assert.ErrorContains(t, validate.IPRuleDescription(&long), "maximum length of 255 bytes, got 256")
	assert.NoError(t, validate.IPRuleDescription(new(strings.Repeat("d", 255))), "the limit is inclusive")
	assert.NoError(t, validate.IPRuleDescription(nil))
	var coded *validate.CodedError
	notUTF8 := validate.IPRuleDescription(new("\xff"))
	assert.True(t, ingress.IsValidation(notUTF8))
	assert.False(t, errors.As(notUTF8, &coded), "text that is not UTF-8 is not the length's code")
}

// TestIPUpdatesNeedAValue checks that an update of an IP policy or of a
// rule that supplies nothing is refused with its code (1400, 1401), and
// that any one value is enough.
func TestIPUpdatesNeedAValue(t *testing.T) {
	requireCode(t, validate.IPPolicyUpdate(nil, nil), validate.CodeIPPolicyUpdateEmpty)
	requireCode(t, validate.IPRuleUpdate(nil, nil, nil), validate.CodeIPRuleUpdateEmpty)
	empty := ""
	assert.NoError(t, validate.IPPolicyUpdate(&empty, nil))
	assert.NoError(t, validate.IPPolicyUpdate(nil, &empty))
	assert.NoError(t, validate.IPRuleUpdate(&empty, nil, nil))
	assert.NoError(t, validate.IPRuleUpdate(nil, &empty, nil))
	assert.NoError(t, validate.IPRuleUpdate(nil, nil, new("10.0.0.0/8")))
	requireCode(t, (&ippolicies.PolicyUpdateParams{}).Validate(), validate.CodeIPPolicyUpdateEmpty)
	requireCode(t, (&ippolicies.RuleUpdateParams{}).Validate(), validate.CodeIPRuleUpdateEmpty)
}
