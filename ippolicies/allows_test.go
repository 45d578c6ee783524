package ippolicies_test

import (
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ippolicies"
)

func rule(action ippolicies.Action, cidr string) *ippolicies.Rule {
	return &ippolicies.Rule{Action: action, CIDR: cidr}
}

func TestAllows(t *testing.T) {
	office := []*ippolicies.Rule{
		rule(ippolicies.ActionAllow, "10.0.0.0/8"),
		rule(ippolicies.ActionDeny, "10.1.2.3/32"),
		rule(ippolicies.ActionAllow, "10.1.2.3/32"),
		rule(ippolicies.ActionAllow, "2001:db8::/32"),
		rule(ippolicies.ActionDeny, "2001:db8:bad::/48"),
		rule(ippolicies.ActionDeny, "192.168.0.0/16"),
	}
	cases := []struct {
		name  string
		rules []*ippolicies.Rule
		addr  string
		want  bool
	}{
		{"in an allow range", office, "10.9.9.9", true},
		{"allowed beside a narrower deny", office, "10.1.2.4", true},
		{"deny wins over broader and equally specific allows", office, "10.1.2.3", false},
		{"deny wins over a more specific allow", []*ippolicies.Rule{rule(ippolicies.ActionDeny, "10.0.0.0/8"), rule(ippolicies.ActionAllow, "10.1.2.3/32")}, "10.1.2.3", false},
		{"in no range", office, "172.16.0.1", false},
		{"only a deny matches", office, "192.168.1.1", false},
		{"IPv6 allow", office, "2001:db8:1::1", true},
		{"IPv6 deny inside allow", office, "2001:db8:bad::1", false},
		{"IPv6 with a zone", office, "2001:db8:1::1%eth0", true},
		{"IPv4-mapped address matches IPv4 rules", office, "::ffff:10.9.9.9", true},
		{"IPv4-mapped address is denied like IPv4", office, "::ffff:10.1.2.3", false},
		{"no rules allow nothing", nil, "10.0.0.1", false},
		{"only deny rules allow nothing", []*ippolicies.Rule{rule(ippolicies.ActionDeny, "192.0.2.0/24")}, "10.0.0.1", false},
		{"allow everything", []*ippolicies.Rule{rule(ippolicies.ActionAllow, "0.0.0.0/0"), rule(ippolicies.ActionAllow, "::/0")}, "2001:db8::1", true},
		{"mapped rule matches IPv4 address", []*ippolicies.Rule{rule(ippolicies.ActionAllow, "::ffff:192.0.2.0/120")}, "192.0.2.9", true},
		{"bare address rule", []*ippolicies.Rule{rule(ippolicies.ActionAllow, "192.0.2.9")}, "192.0.2.9", true},
		{"unparsable and nil rules match nothing", []*ippolicies.Rule{nil, rule(ippolicies.ActionAllow, "nope"), rule(ippolicies.ActionDeny, "10.0.0.1/8")}, "10.0.0.1", false},
		{"unknown action matches nothing", []*ippolicies.Rule{rule("block", "10.0.0.0/8"), rule(ippolicies.ActionAllow, "10.0.0.0/8")}, "10.0.0.1", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, ippolicies.Allows(tc.rules, netip.MustParseAddr(tc.addr)))
		})
	}
	assert.False(t, ippolicies.Allows(office, netip.Addr{}), "the zero address is never allowed")
}

func TestRulePrefix(t *testing.T) {
	p, err := rule(ippolicies.ActionAllow, "192.0.2.9").Prefix()
	assert.NoError(t, err)
	assert.Equal(t, netip.MustParsePrefix("192.0.2.9/32"), p)
	_, err = rule(ippolicies.ActionAllow, "192.0.2.9/24").Prefix()
	assert.ErrorContains(t, err, "192.0.2.0/24")
}
