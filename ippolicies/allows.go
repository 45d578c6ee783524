package ippolicies

import "net/netip"

// Allows reports whether traffic from addr gets through rules, the union of
// the rules of every IP policy an edge or IP restriction references. It
// follows the API's documented evaluation: an address is allowed only if it
// falls in the range of at least one allow rule and in the range of no deny
// rule. So a deny rule wins over any allow rule, however specific the
// allow rule is ("allow 10.0.0.0/8, deny 10.1.2.3/32" lets all of 10/8
// through but that one address), and an empty set of rules, such as the
// rules of a policy that has none or has been deleted, allows nothing.
//
// An IPv4-mapped IPv6 address matches the IPv4 rules of its IPv4 address
// and the reverse; an IPv6 zone is ignored. Nil rules and rules whose cidr
// does not parse match nothing.
func Allows(rules []*Rule, addr netip.Addr) bool {
	if !addr.IsValid() {
		return false
	}
	plain := addr.WithZone("").Unmap()
	forms := []netip.Addr{plain}
	if plain.Is4() {
		forms = append(forms, netip.AddrFrom16(plain.As16()))
	}
	allowed := false
	for _, r := range rules {
		if r == nil {
			continue
		}
		p, err := r.Prefix()
		if err != nil || !containsAny(p, forms) {
			continue
		}
		switch r.Action {
		case ActionDeny:
			return false
		case ActionAllow:
			allowed = true
		}
	}
	return allowed
}

func containsAny(p netip.Prefix, addrs []netip.Addr) bool {
	for _, a := range addrs {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
