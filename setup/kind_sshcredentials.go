package setup

import (
	"context"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
)

// sshCredentials adapts SSH credentials, known by their marker. A changed
// public key replaces the credential.
func sshCredentials() family {
	return marked(&kind[credentials.SSH, SSHCredential]{
		name:  "ssh_credential",
		slice: func(a *Account) *[]SSHCredential { return &a.SSHCredentials },
		fields: func(d SSHCredential) fields {
			return fields{}.add("public_key", strings.TrimSpace(d.PublicKey)).add("acl", sorted(d.ACL))
		},
		replace: func(s *credentials.SSH, d SSHCredential) bool {
			return strings.TrimSpace(s.PublicKey) != strings.TrimSpace(d.PublicKey)
		},
		describe: func(s *credentials.SSH, id ident, _ *refs) SSHCredential {
			return SSHCredential{Name: id.name, PublicKey: s.PublicKey, ACL: s.ACL}
		},
		api: through(func(c *ingress.Client) *credentials.SSHClient { return credentials.NewClient(c).SSH },
			func(_ context.Context, _ *env, d SSHCredential) (*credentials.SSHCreateParams, error) {
				return &credentials.SSHCreateParams{
					PublicKey: d.PublicKey, ACL: d.ACL, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			},
			func(_ context.Context, _ *env, d SSHCredential) (*credentials.SSHUpdateParams, error) {
				return &credentials.SSHUpdateParams{
					ACL: orEmpty(d.ACL), Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
				}, nil
			}),
	})
}
