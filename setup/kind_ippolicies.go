package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
)

// ipPolicies adapts IP policies, known by their marker.
func ipPolicies() family {
	return marked(&kind[ippolicies.Policy, IPPolicy]{
		name:  "ip_policy",
		slice: func(a *Account) *[]IPPolicy { return &a.IPPolicies },
		describe: func(p *ippolicies.Policy, id ident, _ *refs) IPPolicy {
			return IPPolicy{Name: id.name}
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
