package setup

import (
	"context"
	"iter"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
)

// sshCredentials adapts SSH credentials, known by their marker. A changed
// public key replaces the credential.
func sshCredentials() family {
	return &kind[credentials.SSH, SSHCredential]{
		name: "ssh_credential",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*credentials.SSH, error] {
			return credentials.NewClient(c).SSH.List(ctx, nil).All()
		},
		id:       func(s *credentials.SSH) string { return s.ID },
		identify: func(s *credentials.SSH, _ *refs) (ident, bool) { return byMarker(s.Metadata) },
		want:     func(a *Account) []SSHCredential { return a.SSHCredentials },
		key:      func(d SSHCredential) ident { return ident{name: d.Name} },
		common:   func(d SSHCredential) Common { return d.Common },
		fields: func(d SSHCredential) fields {
			return fields{}.add("public_key", strings.TrimSpace(d.PublicKey)).add("acl", sorted(d.ACL)).withCommon(d.Common)
		},
		have: func(s *credentials.SSH, _ *refs) fields {
			return fields{}.add("public_key", strings.TrimSpace(s.PublicKey)).add("acl", sorted(s.ACL)).haveCommon(s.Description, s.Metadata)
		},
		replace: func(s *credentials.SSH, d SSHCredential) bool {
			return strings.TrimSpace(s.PublicKey) != strings.TrimSpace(d.PublicKey)
		},
		create: func(ctx context.Context, e *env, d SSHCredential) (string, error) {
			got, err := credentials.NewClient(e.c).SSH.Create(ctx, &credentials.SSHCreateParams{
				PublicKey: d.PublicKey, ACL: d.ACL, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *credentials.SSH, d SSHCredential, _ map[string]bool) error {
			acl := d.ACL
			if acl == nil {
				acl = []string{} // an empty list clears the ACL
			}
			_, err := credentials.NewClient(e.c).SSH.Update(ctx, have.ID, &credentials.SSHUpdateParams{
				ACL: acl, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: func(ctx context.Context, e *env, have *credentials.SSH) error {
			return credentials.NewClient(e.c).SSH.Delete(ctx, have.ID)
		},
		describe: func(s *credentials.SSH, id ident, _ *refs) SSHCredential {
			return SSHCredential{Name: id.name, PublicKey: s.PublicKey, ACL: s.ACL, Common: describeCommon(s.Description, s.Metadata)}
		},
		add: func(a *Account, d SSHCredential) { a.SSHCredentials = append(a.SSHCredentials, d) },
	}
}
