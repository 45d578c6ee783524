package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/iprestrictions"
)

// refIDs returns the IDs of refs.
func refIDs(rs []ingress.Ref) []string {
	ids := make([]string, len(rs))
	for i, r := range rs {
		ids[i] = r.ID
	}
	return ids
}

// ipRestrictions adapts IP restrictions, known by their marker. They come
// after the IP policies they name; a changed type replaces one.
func ipRestrictions() family {
	return marked(&kind[iprestrictions.IPRestriction, IPRestriction]{
		name:   "ip_restriction",
		slice:  func(a *Account) *[]IPRestriction { return &a.IPRestrictions },
		refers: func(d IPRestriction) []ref { return refsTo("ip_policy", d.IPPolicies) },
		fields: func(d IPRestriction) fields {
			return fields{}.add("type", string(d.Type)).add("enforced", d.Enforced).add("ip_policies", sorted(d.IPPolicies))
		},
		replace: func(r *iprestrictions.IPRestriction, d IPRestriction) bool { return r.Type != d.Type },
		describe: func(r *iprestrictions.IPRestriction, id ident, rs *refs) IPRestriction {
			var names []string
			if len(r.IPPolicies) > 0 {
				names = namesOf(rs, refIDs(r.IPPolicies))
			}
			return IPRestriction{Name: id.name, Type: r.Type, Enforced: r.Enforced, IPPolicies: names}
		},
		api: through(iprestrictions.NewClient,
			func(_ context.Context, e *env, d IPRestriction) (*iprestrictions.CreateParams, error) {
				ids, err := e.refs.idList("ip_policy", d.IPPolicies)
				if err != nil {
					return nil, err
				}
				return &iprestrictions.CreateParams{
					Type: d.Type, Enforced: new(d.Enforced), IPPolicyIDs: ids,
					Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, e *env, d IPRestriction) (*iprestrictions.UpdateParams, error) {
				ids, err := e.refs.idList("ip_policy", d.IPPolicies)
				if err != nil {
					return nil, err
				}
				return &iprestrictions.UpdateParams{
					Enforced: new(d.Enforced), IPPolicyIDs: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
