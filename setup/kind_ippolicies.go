package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies adapts IP policies, known by their marker.
func ipPolicies() family {
	return &kind[ippolicies.Policy, IPPolicy]{
		name: "ip_policy",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*ippolicies.Policy, error] {
			return ippolicies.NewClient(c).Policies.List(ctx, nil).All()
		},
		id:       func(p *ippolicies.Policy) string { return p.ID },
		identify: func(p *ippolicies.Policy, _ *refs) (ident, bool) { return byMarker(p.Metadata) },
		want:     func(a *Account) []IPPolicy { return a.IPPolicies },
		key:      func(d IPPolicy) ident { return ident{name: d.Name} },
		common:   func(d IPPolicy) Common { return d.Common },
		fields:   func(d IPPolicy) fields { return fields{}.withCommon(d.Common) },
		have: func(p *ippolicies.Policy, _ *refs) fields {
			return fields{}.haveCommon(p.Description, p.Metadata)
		},
		create: func(ctx context.Context, e *env, d IPPolicy) (string, error) {
			got, err := ippolicies.NewClient(e.c).Policies.Create(ctx, &ippolicies.PolicyCreateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *ippolicies.Policy, d IPPolicy, _ map[string]bool) error {
			_, err := ippolicies.NewClient(e.c).Policies.Update(ctx, have.ID, &ippolicies.PolicyUpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *ippolicies.Policy) error {
			return ippolicies.NewClient(e.c).Policies.Delete(ctx, have.ID)
		},
		describe: func(p *ippolicies.Policy, id ident, _ *refs) IPPolicy {
			return IPPolicy{Name: id.name, Common: describeCommon(p.Description, p.Metadata)}
		},
		add: func(a *Account, d IPPolicy) { a.IPPolicies = append(a.IPPolicies, d) },
	}
}
