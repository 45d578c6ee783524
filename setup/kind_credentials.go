package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
)

// tunnelCredentials adapts tunnel credentials, known by their marker. The
// token of a new one goes to OnToken.
func tunnelCredentials() family {
	return &kind[credentials.Tunnel, TunnelCredential]{
		name: "tunnel_credential",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*credentials.Tunnel, error] {
			return credentials.NewClient(c).Tunnel.List(ctx, nil).All()
		},
		id:       func(t *credentials.Tunnel) string { return t.ID },
		identify: func(t *credentials.Tunnel, _ *refs) (ident, bool) { return byMarker(t.Metadata) },
		want:     func(a *Account) []TunnelCredential { return a.TunnelCredentials },
		key:      func(d TunnelCredential) ident { return ident{name: d.Name} },
		common:   func(d TunnelCredential) Common { return d.Common },
		fields: func(d TunnelCredential) fields {
			return fields{}.add("acl", sorted(d.ACL)).withCommon(d.Common)
		},
		have: func(t *credentials.Tunnel, _ *refs) fields {
			return fields{}.add("acl", sorted(t.ACL)).haveCommon(t.Description, t.Metadata)
		},
		create: func(ctx context.Context, e *env, d TunnelCredential) (string, error) {
			got, err := credentials.NewClient(e.c).Tunnel.Create(ctx, &credentials.TunnelCreateParams{
				ACL: d.ACL, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, e.handToken("tunnel_credential", d.Name, got.ID, got.Token)
		},
		update: func(ctx context.Context, e *env, have *credentials.Tunnel, d TunnelCredential, _ map[string]bool) error {
			acl := d.ACL
			if acl == nil {
				acl = []string{} // an empty list clears the ACL
			}
			_, err := credentials.NewClient(e.c).Tunnel.Update(ctx, have.ID, &credentials.TunnelUpdateParams{
				ACL: acl, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *credentials.Tunnel) error {
			return credentials.NewClient(e.c).Tunnel.Delete(ctx, have.ID)
		},
		describe: func(t *credentials.Tunnel, id ident, _ *refs) TunnelCredential {
			return TunnelCredential{Name: id.name, ACL: t.ACL, Common: describeCommon(t.Description, t.Metadata)}
		},
		add: func(a *Account, d TunnelCredential) { a.TunnelCredentials = append(a.TunnelCredentials, d) },
	}
}
