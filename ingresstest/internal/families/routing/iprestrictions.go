package routing

import (
	"net/http"
	"net/netip"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
)

// registerIPRestrictions serves IP restrictions. Those of type api are
// enforced on every request (see CheckAPIRestriction); those of the other
// types are stored and validated, and IPRestrictionAllows evaluates them.
func registerIPRestrictions(s *account) {
	api.ServeResource(s.engine, s.engine.Records.IPRestrictions, api.Resource[iprestrictions.IPRestriction, iprestrictions.CreateParams, iprestrictions.UpdateParams]{
		Wire:   wire.IPRestrictions,
		Create: s.createIPRestriction, Update: s.updateIPRestriction,
	})
}

// createIPRestriction is the create hook of IP restrictions: one per type,
// over existing IP policies.
func (s *account) createIPRestriction(c *api.Call, p *iprestrictions.CreateParams) (*iprestrictions.IPRestriction, error) {
	if other := s.ipRestrictionOf(p.Type); other != nil {
		return nil, api.Errorf(http.StatusConflict, api.CodeIPRestrictionTypeTaken,
			"type: the account already has an IP restriction of type %q (%s); update or delete it instead", p.Type, other.ID)
	}
	refs, err := s.ipRestrictionPolicies(p.IPPolicyIDs)
	if err != nil {
		return nil, err
	}
	return &iprestrictions.IPRestriction{
		Enforced: api.Deref(p.Enforced), Type: p.Type, IPPolicies: refs,
	}, nil
}

// updateIPRestriction is the update hook of IP restrictions: it returns
// the record changed. The type never changes.
func (s *account) updateIPRestriction(c *api.Call, x iprestrictions.IPRestriction, p *iprestrictions.UpdateParams) (*iprestrictions.IPRestriction, error) {
	if p.IPPolicyIDs != nil {
		refs, err := s.ipRestrictionPolicies(p.IPPolicyIDs)
		if err != nil {
			return nil, err
		}
		x.IPPolicies = refs
	}
	api.SetIf(&x.Enforced, p.Enforced)
	return &x, nil
}

// ipRestrictionPolicies returns refs to the IP policies ids, or the API's
// error for the first that does not exist. The caller holds the lock.
func (s *account) ipRestrictionPolicies(ids []string) ([]ingress.Ref, error) {
	refs := make([]ingress.Ref, len(ids))
	for i, id := range ids {
		if !strings.HasPrefix(id, wire.IPPolicies.Prefix+"_") || !s.engine.Records.IPPolicies.Has(id) {
			return nil, api.Errorf(http.StatusBadRequest, api.CodeIPRestrictionPolicyNotFound,
				"%s: the IP policy %q does not exist on the account", validate.Elem("ip_policy_ids", i), id)
		}
		refs[i] = *s.engine.RefTo(id)
	}
	return refs, nil
}

// ipRestrictionOf returns the account's IP restriction of type typ, or
// nil. The caller holds the lock.
func (s *account) ipRestrictionOf(typ iprestrictions.Type) *iprestrictions.IPRestriction {
	return s.engine.Records.IPRestrictions.Find(func(x *iprestrictions.IPRestriction) bool { return x.Type == typ })
}

// ipRestrictionAllows reports whether the policies of x allow addr. The
// caller holds the lock.
func (s *account) ipRestrictionAllows(x *iprestrictions.IPRestriction, addr netip.Addr) bool {
	return ippolicies.Allows(s.ipPolicyRules(api.RefIDs(x.IPPolicies)...), addr)
}

// CheckAPIRestriction returns the error that refuses an API request from
// addr, or nil when the IP restriction of type api of the account of e
// lets it through: when there is none, when it is not enforced, or when
// its policies allow addr. The caller holds the lock, at least for
// reading.
func CheckAPIRestriction(e *api.Engine, addr netip.Addr) error {
	s := &account{engine: e}
	x := s.ipRestrictionOf(iprestrictions.TypeAPI)
	if x == nil || !x.Enforced || s.ipRestrictionAllows(x, addr) {
		return nil
	}
	from := "an address that could not be read"
	if addr.IsValid() {
		from = addr.String()
	}
	return api.Errorf(http.StatusForbidden, api.CodeIPNotAllowed,
		"the request comes from %s, which the IP policies of the account's API IP restriction %s do not allow; "+
			"call from an address they allow, or change the restriction", from, x.ID)
}

// IPRestrictionAllows answers as the IP restriction of type typ of the
// account of e would for traffic from addr: whether its IP policies allow
// addr, by ippolicies.Allows, whether or not the restriction is enforced.
// Without a restriction of that type every address passes. It is the
// Server's hook of the same name, which says more.
func IPRestrictionAllows(e *api.Engine, typ iprestrictions.Type, addr netip.Addr) bool {
	s := &account{engine: e}
	allowed := true
	s.engine.WithRLock(func() {
		if x := s.ipRestrictionOf(typ); x != nil {
			allowed = s.ipRestrictionAllows(x, addr)
		}
	})
	return allowed
}

// LiftIPRestrictions lifts a lockout from the API of the account of e:
// its enforced IP restriction of type api, if it has one, stops being
// enforced, as if updated with enforced false (an ip_restriction_updated
// event announces it). It returns the IDs of the restrictions it changed,
// none when nothing was enforced. It is the Server's hook of the same
// name, which says more.
func LiftIPRestrictions(e *api.Engine) []string {
	s := &account{engine: e}
	var lifted []string
	s.engine.WithLock(func() {
		x := s.ipRestrictionOf(iprestrictions.TypeAPI)
		if x == nil || !x.Enforced {
			return
		}
		relaxed := *x
		relaxed.Enforced = false
		api.StoreUpdated(s.engine, s.engine.Records.IPRestrictions, wire.IPRestrictions.Kind, x.ID, &relaxed)
		lifted = append(lifted, x.ID)
	})
	return lifted
}

// ipRestrictionsUsing returns the IDs of the IP restrictions that name the
// IP policy policyID, oldest first. The caller holds the lock.
func (s *account) ipRestrictionsUsing(policyID string) []string {
	return s.engine.Records.IPRestrictions.IDsWhere(func(x *iprestrictions.IPRestriction) bool { return api.RefersTo(x.IPPolicies, policyID) })
}

// ipPolicyInUse returns the API's error for deleting the IP policy
// policyID while IP restrictions name it, or nil when none does. The
// caller holds the lock.
func (s *account) ipPolicyInUse(policyID string) error {
	using := s.ipRestrictionsUsing(policyID)
	if len(using) == 0 {
		return nil
	}
	return api.Errorf(http.StatusConflict, api.CodeIPPolicyInUse,
		"the IP policy %s cannot be deleted: the IP restrictions %s use it; remove it from them first", policyID, strings.Join(using, ", "))
}
