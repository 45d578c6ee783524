package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies adapts IP policies, known by their marker.
func ipPolicies() family {
	return marked(&kind[ippolicies.Policy, IPPolicy]{
		name:     "ip_policy",
		id:       func(p *ippolicies.Policy) string { return p.ID },
		identify: func(p *ippolicies.Policy, _ *refs) (ident, bool) { return byMarker(p.Metadata) },
		slice:    func(a *Account) *[]IPPolicy { return &a.IPPolicies },
		key:      func(d IPPolicy) ident { return ident{name: d.Name} },
		fields:   func(d IPPolicy) fields { return fields{}.withCommon(d.Common) },
		describe: func(p *ippolicies.Policy, id ident, _ *refs) IPPolicy {
			return IPPolicy{Name: id.name, Common: describeCommon(p.Description, p.Metadata)}
		},
		api: through(func(c *ingress.Client) *ippolicies.PolicyClient { return ippolicies.NewClient(c).Policies },
			func(_ context.Context, _ *env, d IPPolicy) (*ippolicies.PolicyCreateParams, error) {
				return &ippolicies.PolicyCreateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			},
			func(_ context.Context, _ *env, d IPPolicy) (*ippolicies.PolicyUpdateParams, error) {
				return &ippolicies.PolicyUpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
