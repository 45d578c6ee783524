package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
)

// tunnelCredentials adapts tunnel credentials, known by their marker. The
// token of a new one goes to OnToken.
func tunnelCredentials() family {
	return marked(&kind[credentials.Tunnel, TunnelCredential]{
		name:  "tunnel_credential",
		slice: func(a *Account) *[]TunnelCredential { return &a.TunnelCredentials },
		fields: func(d TunnelCredential) fields {
			return fields{}.add("acl", sorted(d.ACL))
		},
		describe: func(t *credentials.Tunnel, id ident, _ *refs) TunnelCredential {
			return TunnelCredential{Name: id.name, ACL: t.ACL}
		},
		token: func(t *credentials.Tunnel) *string { return t.Token },
		api: through(func(c *ingress.Client) *credentials.TunnelClient { return credentials.NewClient(c).Tunnel },
			func(_ context.Context, _ *env, d TunnelCredential) (*credentials.TunnelCreateParams, error) {
				return &credentials.TunnelCreateParams{
					ACL: d.ACL, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d TunnelCredential) (*credentials.TunnelUpdateParams, error) {
				return &credentials.TunnelUpdateParams{
					ACL: orEmpty(d.ACL), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
