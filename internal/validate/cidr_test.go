package validate_test

import (
	"encoding/json"
	"net/netip"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/ippolicies"
)

func TestParseCIDR(t *testing.T) {
	good := []struct{ in, want string }{
		{"10.0.0.0/8", "10.0.0.0/8"},
		{"203.0.113.7", "203.0.113.7/32"},
		{"203.0.113.7/32", "203.0.113.7/32"},
		{"0.0.0.0/0", "0.0.0.0/0"},
		{"2001:db8::/32", "2001:db8::/32"},
		{"2001:DB8:0:0::/32", "2001:db8::/32"},
		{"2001:db8::1", "2001:db8::1/128"},
		{"::/0", "::/0"},
		{"::ffff:192.0.2.0/120", "::ffff:192.0.2.0/120"},
	}
	for _, tc := range good {
		p, err := validate.ParseCIDR(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, p.String(), tc.in)
		canonical, err := validate.CanonicalCIDR(tc.in)
		require.NoError(t, err)
		assert.Equal(t, tc.want, canonical)
	}

	bad := []struct{ in, says string }{
		{"", "empty"},
		{"10.1.2.3/8", `did you mean "10.0.0.0/8"`},
		{"2001:db8::1/32", `did you mean "2001:db8::/32"`},
		{"10.0.0.0/33", "not a range"},
		{"10.0.0/8", "not a range"},
		{"10.0.0.256", "not an IP address"},
		{"010.0.0.1", "not an IP address"},
		{" 10.0.0.1", "not an IP address"},
		{"10.0.0.0/8 ", "not a range"},
		{"fe80::1%eth0", "zone"},
		{"fe80::1%eth0/64", "not a range"},
		{"example.com", "not an IP address"},
		{"10.0.0.0/", "not a range"},
	}
	for _, tc := range bad {
		_, err := validate.ParseCIDR(tc.in)
		require.Error(t, err, "%q", tc.in)
		assert.Contains(t, err.Error(), tc.says, tc.in)
	}
}

func TestCIDRFields(t *testing.T) {
	require.NoError(t, validate.CIDR("cidr", "10.0.0.0/8"))
	require.NoError(t, validate.OptionalCIDR("cidr", nil))

	testkit.RequireValidation(t, validate.CIDR("cidr", "10.0.0.1/8"), "cidr")
	testkit.RequireValidation(t, validate.OptionalCIDR("rule.cidr", new("nope")), "rule.cidr")
}

func TestRuleAction(t *testing.T) {
	require.NoError(t, validate.RuleAction("action", ippolicies.ActionAllow, ippolicies.ActionAllow, ippolicies.ActionDeny))
	require.NoError(t, validate.RuleAction("action", ippolicies.ActionDeny, ippolicies.ActionAllow, ippolicies.ActionDeny))
	for _, bad := range []ippolicies.Action{"", "Allow", "DENY", "block", "allow "} {
		testkit.RequireValidation(t, validate.RuleAction("action", bad, ippolicies.ActionAllow, ippolicies.ActionDeny), "action", "%q", bad)
	}
}

func FuzzCIDR(f *testing.F) {
	for _, seed := range []string{
		"10.0.0.0/8", "10.1.2.3/8", "203.0.113.7", "::/0", "2001:DB8::1", "2001:db8::/129",
		"::ffff:1.2.3.4", "fe80::1%eth0", "1.2.3.4/032", "", "/", "1.2.3.4/-1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := validate.ParseCIDR(s)
		if err != nil {
			assert.True(t, validate.CIDR("cidr", s) != nil, "CIDR and ParseCIDR agree on %q", s)
			return
		}
		require.True(t, p.IsValid(), "%q", s)
		assert.Equal(t, p.Masked(), p, "a valid range of %q has no host bits set", s)
		canonical := p.String()
		again, err := validate.ParseCIDR(canonical)
		require.NoError(t, err, "the canonical form of %q, %q, parses", s, canonical)
		assert.Equal(t, p, again, "the canonical form of %q reads back as the same range", s)
		assert.Equal(t, canonical, again.String(), "canonical forms are fixed points")
		if !strings.Contains(s, "/") {
			addr := netip.MustParseAddr(s)
			assert.Equal(t, addr.BitLen(), p.Bits(), "a bare address is a single-address range")
		}
	})
}

func FuzzRule(f *testing.F) {
	f.Add("ipp_1", "10.0.0.0/8", "allow", "office")
	f.Add("ipp_1", "10.0.0.1/8", "deny", "")
	f.Add("", "::1", "allow", "")
	f.Add("ipp/1", "::1", "deny", "x")
	f.Add("ipp_1", "2001:db8::", "ALLOW", "")
	f.Add("ipp_1", "1.2.3.4", "deny", strings.Repeat("d", 256))
	f.Add("0", "0.0.0.0", "deny", "\xff")
	f.Fuzz(func(t *testing.T, policyID, cidr, action, description string) {
		p := &ippolicies.RuleCreateParams{
			IPPolicyID: policyID, CIDR: cidr, Action: ippolicies.Action(action), Description: &description,
		}
		err := p.Validate()
		_, cidrErr := validate.ParseCIDR(cidr)
		want := validate.ID("ip_policy_id", policyID) == nil && cidrErr == nil &&
			(action == "allow" || action == "deny") &&
			len(description) <= validate.MaxDescriptionBytes && utf8.ValidString(description)
		assert.Equal(t, want, err == nil, "Validate of %+v: %v", p, err)
		if err != nil {
			assert.True(t, ingress.IsValidation(err), "a refused rule is a validation error: %v", err)
			return
		}

		// What the client sends decodes on the server into params that pass
		// the same rules.
		body, err := json.Marshal(p)
		require.NoError(t, err)
		var decoded ippolicies.RuleCreateParams
		require.NoError(t, json.Unmarshal(body, &decoded))
		require.NoError(t, decoded.Validate())

		cidrUpdate := &ippolicies.RuleUpdateParams{CIDR: &cidr}
		assert.NoError(t, cidrUpdate.Validate(), "an update to a valid cidr passes")
	})
}
