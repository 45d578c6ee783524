package setup

import (
	"context"
	"fmt"

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
	want, add, where := inParents(func(a *Account) []Vault { return a.Vaults }, func(v *Vault) *[]Secret { return &v.Secrets },
		func(vault string, s Secret) vaultSecret { return vaultSecret{vault, s} },
		func(d vaultSecret) (string, Secret) { return d.vault, d.Secret })
	return complete(&kind[vaults.Secret, vaultSecret]{
		name:   "vault_secret",
		parent: "vault",
		identify: func(s *vaults.Secret, r *refs) (ident, bool) {
			return childIdent(r, s.Vault, s.Name)
		},
		where:  where,
		want:   want,
		key:    func(d vaultSecret) ident { return ident{parent: d.vault, name: d.Name} },
		fields: func(d vaultSecret) fields { return fields{}.add("description", d.Description) },
		describe: func(s *vaults.Secret, id ident, _ *refs) vaultSecret {
			return vaultSecret{vault: id.parent, Secret: Secret{Name: s.Name, Description: s.Description, Value: envSource("SECRET", id.parent, s.Name)}}
		},
		add: add,
		api: through(func(c *ingress.Client) *vaults.SecretClient { return vaults.NewClient(c).Secrets },
			func(_ context.Context, e *env, d vaultSecret) (*vaults.SecretCreateParams, error) {
				vaultID, err := e.refs.id("vault", d.vault)
				if err != nil {
					return nil, err
				}
				value, err := d.Value.read()
				if err != nil {
					return nil, fmt.Errorf("value from %s: %w", d.Value, err)
				}
				return &vaults.SecretCreateParams{
					VaultID: vaultID, Name: d.Name, Value: vaults.NewValue(value), Description: new(d.Description),
				}, nil
			},
			func(_ context.Context, _ *env, d vaultSecret) (*vaults.SecretUpdateParams, error) {
				return &vaults.SecretUpdateParams{Description: new(d.Description)}, nil
			}),
	})
}
