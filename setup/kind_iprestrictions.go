package setup

import (
	"context"
	"iter"

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
	return &kind[iprestrictions.IPRestriction, IPRestriction]{
		name: "ip_restriction",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*iprestrictions.IPRestriction, error] {
			return iprestrictions.NewClient(c).List(ctx, nil).All()
		},
		id:       func(r *iprestrictions.IPRestriction) string { return r.ID },
		identify: func(r *iprestrictions.IPRestriction, _ *refs) (ident, bool) { return byMarker(r.Metadata) },
		want:     func(a *Account) []IPRestriction { return a.IPRestrictions },
		key:      func(d IPRestriction) ident { return ident{name: d.Name} },
		common:   func(d IPRestriction) Common { return d.Common },
		refers: func(d IPRestriction) []ref {
			out := make([]ref, len(d.IPPolicies))
			for i, n := range d.IPPolicies {
				out[i] = ref{"ip_policy", n}
			}
			return out
		},
		fields: func(d IPRestriction) fields {
			return fields{}.add("type", string(d.Type)).add("enforced", d.Enforced).add("ip_policies", sorted(d.IPPolicies)).withCommon(d.Common)
		},
		have: func(r *iprestrictions.IPRestriction, rs *refs) fields {
			return fields{}.add("type", string(r.Type)).add("enforced", r.Enforced).add("ip_policies", sorted(namesOf(rs, refIDs(r.IPPolicies)))).
				haveCommon(r.Description, r.Metadata)
		},
		replace: func(r *iprestrictions.IPRestriction, d IPRestriction) bool { return r.Type != d.Type },
		create: func(ctx context.Context, e *env, d IPRestriction) (string, error) {
			ids, err := e.refs.idList("ip_policy", d.IPPolicies)
			if err != nil {
				return "", err
			}
			got, err := iprestrictions.NewClient(e.c).Create(ctx, &iprestrictions.CreateParams{
				Type: d.Type, Enforced: new(d.Enforced), IPPolicyIDs: ids,
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *iprestrictions.IPRestriction, d IPRestriction, _ map[string]bool) error {
			ids, err := e.refs.idList("ip_policy", d.IPPolicies)
			if err != nil {
				return err
			}
			_, err = iprestrictions.NewClient(e.c).Update(ctx, have.ID, &iprestrictions.UpdateParams{
				Enforced: new(d.Enforced), IPPolicyIDs: ids, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *iprestrictions.IPRestriction) error {
			return iprestrictions.NewClient(e.c).Delete(ctx, have.ID)
		},
		describe: func(r *iprestrictions.IPRestriction, id ident, rs *refs) IPRestriction {
			var names []string
			if len(r.IPPolicies) > 0 {
				names = namesOf(rs, refIDs(r.IPPolicies))
			}
			return IPRestriction{Name: id.name, Type: r.Type, Enforced: r.Enforced, IPPolicies: names,
				Common: describeCommon(r.Description, r.Metadata)}
		},
		add: func(a *Account, d IPRestriction) { a.IPRestrictions = append(a.IPRestrictions, d) },
	}
}
