package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/sshcerts"
)

// sshAuthorities adapts SSH certificate authorities, known by their
// marker. A changed key type replaces the authority.
func sshAuthorities() family {
	return &kind[sshcerts.Authority, SSHCertificateAuthority]{
		name: "ssh_certificate_authority",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*sshcerts.Authority, error] {
			return sshcerts.NewClient(c).Authorities.List(ctx, nil).All()
		},
		id:       func(a *sshcerts.Authority) string { return a.ID },
		identify: func(a *sshcerts.Authority, _ *refs) (ident, bool) { return byMarker(a.Metadata) },
		want:     func(a *Account) []SSHCertificateAuthority { return a.SSHCertificateAuthorities },
		key:      func(d SSHCertificateAuthority) ident { return ident{name: d.Name} },
		common:   func(d SSHCertificateAuthority) Common { return d.Common },
		fields: func(d SSHCertificateAuthority) fields {
			return fields{}.add("key_type", string(d.KeyType)).withCommon(d.Common)
		},
		have: func(a *sshcerts.Authority, _ *refs) fields {
			return fields{}.add("key_type", string(a.KeyType)).haveCommon(a.Description, a.Metadata)
		},
		replace: func(a *sshcerts.Authority, d SSHCertificateAuthority) bool { return a.KeyType != d.KeyType },
		create: func(ctx context.Context, e *env, d SSHCertificateAuthority) (string, error) {
			got, err := sshcerts.NewClient(e.c).Authorities.Create(ctx, &sshcerts.AuthorityCreateParams{
				PrivateKeyType: d.KeyType, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *sshcerts.Authority, d SSHCertificateAuthority, _ map[string]bool) error {
			_, err := sshcerts.NewClient(e.c).Authorities.Update(ctx, have.ID, &sshcerts.AuthorityUpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *sshcerts.Authority) error {
			return sshcerts.NewClient(e.c).Authorities.Delete(ctx, have.ID)
		},
		describe: func(a *sshcerts.Authority, id ident, _ *refs) SSHCertificateAuthority {
			return SSHCertificateAuthority{Name: id.name, KeyType: a.KeyType, Common: describeCommon(a.Description, a.Metadata)}
		},
		add: func(a *Account, d SSHCertificateAuthority) {
			a.SSHCertificateAuthorities = append(a.SSHCertificateAuthorities, d)
		},
	}
}
