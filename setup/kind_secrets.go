package setup

import (
	"context"
	"fmt"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/vaults"
)

// vaultSecret is a described secret with the name of its vault.
type vaultSecret struct {
	vault string
	Secret
}

// secrets adapts the secrets of vaults, known by their name within their
// vault. Every secret of a managed vault is managed. A value is read from
// its source when the secret is created, and only then.
func secrets() family {
	return &kind[vaults.Secret, vaultSecret]{
		name:   "vault_secret",
		parent: "vault",
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*vaults.Secret, error] {
			return vaults.NewClient(c).Secrets.List(ctx, nil).All()
		},
		id: func(s *vaults.Secret) string { return s.ID },
		identify: func(s *vaults.Secret, r *refs) (ident, bool) {
			if s.Vault == nil {
				return ident{}, false
			}
			parent := r.name(s.Vault.ID)
			return ident{parent: parent, name: s.Name}, !isUnnamed(parent)
		},
		want: func(a *Account) []vaultSecret {
			var out []vaultSecret
			for _, v := range a.Vaults {
				for _, s := range v.Secrets {
					out = append(out, vaultSecret{vault: v.Name, Secret: s})
				}
			}
			return out
		},
		key:    func(d vaultSecret) ident { return ident{parent: d.vault, name: d.Name} },
		fields: func(d vaultSecret) fields { return fields{}.add("description", d.Description) },
		have:   func(s *vaults.Secret, _ *refs) fields { return fields{}.add("description", s.Description) },
		create: func(ctx context.Context, e *env, d vaultSecret) (string, error) {
			vaultID, err := e.refs.id("vault", d.vault)
			if err != nil {
				return "", err
			}
			value, err := d.Value.read()
			if err != nil {
				return "", fmt.Errorf("value from %s: %w", d.Value, err)
			}
			got, err := vaults.NewClient(e.c).Secrets.Create(ctx, &vaults.SecretCreateParams{
				VaultID: vaultID, Name: d.Name, Value: vaults.NewValue(value), Description: new(d.Description),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *vaults.Secret, d vaultSecret, _ map[string]bool) error {
			_, err := vaults.NewClient(e.c).Secrets.Update(ctx, have.ID, &vaults.SecretUpdateParams{Description: new(d.Description)})
			return err
		},
		remove: func(ctx context.Context, e *env, have *vaults.Secret) error {
			return vaults.NewClient(e.c).Secrets.Delete(ctx, have.ID)
		},
		describe: func(s *vaults.Secret, id ident, _ *refs) vaultSecret {
			return vaultSecret{vault: id.parent, Secret: Secret{Name: s.Name, Description: s.Description, Value: envSource("SECRET", id.parent, s.Name)}}
		},
		add: func(a *Account, d vaultSecret) {
			for i := range a.Vaults {
				if a.Vaults[i].Name == d.vault {
					a.Vaults[i].Secrets = append(a.Vaults[i].Secrets, d.Secret)
				}
			}
		},
	}
}
