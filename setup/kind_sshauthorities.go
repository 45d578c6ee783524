package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/sshcerts"
)

// sshAuthorities adapts SSH certificate authorities, known by their
// marker. A changed key type replaces the authority.
func sshAuthorities() family {
	return marked(&kind[sshcerts.Authority, SSHCertificateAuthority]{
		name:  "ssh_certificate_authority",
		slice: func(a *Account) *[]SSHCertificateAuthority { return &a.SSHCertificateAuthorities },
		fields: func(d SSHCertificateAuthority) fields {
			return fields{}.add("key_type", string(d.KeyType))
		},
		replace: func(a *sshcerts.Authority, d SSHCertificateAuthority) bool { return a.KeyType != d.KeyType },
		describe: func(a *sshcerts.Authority, id ident, _ *refs) SSHCertificateAuthority {
			return SSHCertificateAuthority{Name: id.name, KeyType: a.KeyType}
		},
		api: through(func(c *ingress.Client) *sshcerts.AuthorityClient { return sshcerts.NewClient(c).Authorities },
			func(_ context.Context, _ *env, d SSHCertificateAuthority) (*sshcerts.AuthorityCreateParams, error) {
				return &sshcerts.AuthorityCreateParams{
					PrivateKeyType: d.KeyType, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d SSHCertificateAuthority) (*sshcerts.AuthorityUpdateParams, error) {
				return &sshcerts.AuthorityUpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
	})
}
