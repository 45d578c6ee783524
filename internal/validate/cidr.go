package validate

import (
	"fmt"
	"net/netip"
	"slices"
	"strings"
)

// ParseCIDR reads an IP policy rule's cidr the way the API does and returns
// it as a prefix in canonical form:
//
//   - "10.0.0.0/8" and "2001:db8::/32" are ranges in CIDR notation.
//   - A bare address such as "203.0.113.7" or "2001:db8::1" is the range of
//     that single address: /32 for IPv4, /128 for IPv6. It reads back with
//     its prefix length ("203.0.113.7/32").
//   - A range with host bits set, such as "10.1.2.3/8", is refused: the API
//     wants a range written from its lowest address, and the error suggests
//     it ("10.0.0.0/8").
//   - IPv6 may be abbreviated or upper case; it reads back in the canonical
//     lower-case, shortest form. Zones ("fe80::1%eth0"), surrounding spaces
//     and IPv4 octets with leading zeros are refused.
func ParseCIDR(s string) (netip.Prefix, error) {
	p, _, err := parseCIDR(s)
	return p, err
}

// parseCIDR is ParseCIDR, which also returns the code of the API's error
// reference for a cidr it refuses: CodeCIDRNotLowest for a range with
// host bits set, CodeCIDRInvalid for anything else.
func parseCIDR(s string) (netip.Prefix, string, error) {
	if s == "" {
		return netip.Prefix{}, CodeCIDRInvalid, fmt.Errorf("must be an IP address or a range in CIDR notation, got an empty string")
	}
	if !strings.Contains(s, "/") {
		addr, err := netip.ParseAddr(s)
		if err != nil {
			return netip.Prefix{}, CodeCIDRInvalid, fmt.Errorf("%q is not an IP address or a range in CIDR notation", s)
		}
		if addr.Zone() != "" {
			return netip.Prefix{}, CodeCIDRInvalid, fmt.Errorf("%q must not carry an IPv6 zone", s)
		}
		return netip.PrefixFrom(addr, addr.BitLen()), "", nil
	}
	p, err := netip.ParsePrefix(s)
	if err != nil {
		return netip.Prefix{}, CodeCIDRInvalid, fmt.Errorf("%q is not a range in CIDR notation", s)
	}
	if masked := p.Masked(); masked != p {
		return netip.Prefix{}, CodeCIDRNotLowest, fmt.Errorf("%q must be written from the lowest address of its range: did you mean %q?", s, masked.String())
	}
	return p, "", nil
}

// CanonicalCIDR returns the canonical form of a valid cidr, as the API
// stores and reads it back.
func CanonicalCIDR(s string) (string, error) {
	p, err := ParseCIDR(s)
	if err != nil {
		return "", err
	}
	return p.String(), nil
}

// CIDR checks a cidr field with ParseCIDR's rules. A cidr with host bits
// set is refused with CodeCIDRNotLowest (errors/err_ngrok_1409), which
// suggests the lowest address; any other that ParseCIDR refuses with
// CodeCIDRInvalid (errors/err_ngrok_1406). A bare address is the range of
// that address, as the API's description says a cidr may be "an IP", so
// errors/err_ngrok_1413, which asks for a network mask, does not apply.
func CIDR(field, v string) error {
	_, code, err := parseCIDR(v)
	switch {
	case err == nil:
		return nil
	case code == CodeCIDRNotLowest:
		return FailCoded(code, field, "the IP policy rule CIDR %s", err.Error())
	default:
		return FailCoded(code, field, "%s", err.Error())
	}
}

// OptionalCIDR checks an optional cidr field: when supplied it follows
// ParseCIDR's rules.
func OptionalCIDR(field string, v *string) error {
	return IfSet(v, func(cidr string) error { return CIDR(field, cidr) })
}

// RuleAction checks a required IP policy rule action: one of allowed,
// which the family defines, in the same case. A missing action and one
// of another value are both refused with CodeIPRuleAction
// (errors/err_ngrok_1422).
func RuleAction[S ~string](field string, v S, allowed ...S) error {
	if v == "" {
		return FailCoded(CodeIPRuleAction, field, "is required: %s", quoteOr(allowed))
	}
	if !slices.Contains(allowed, v) {
		return FailCoded(CodeIPRuleAction, field, "must be one of %s, got %q", quoteAll(allowed), string(v))
	}
	return nil
}
