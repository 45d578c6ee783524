package setup

import (
	"context"
	"iter"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/vaults"
)

// vaultKind adapts vaults, known by their name, which is unique.
func vaultKind() family {
	return &kind[vaults.Vault, Vault]{
		name:    "vault",
		natural: true,
		list: func(ctx context.Context, c *ingress.Client) iter.Seq2[*vaults.Vault, error] {
			return vaults.NewClient(c).Vaults.List(ctx, nil).All()
		},
		id: func(v *vaults.Vault) string { return v.ID },
		identify: func(v *vaults.Vault, _ *refs) (ident, bool) {
			_, managed := byMarker(v.Metadata)
			return ident{name: v.Name}, managed
		},
		want:   func(a *Account) []Vault { return a.Vaults },
		key:    func(d Vault) ident { return ident{name: d.Name} },
		common: func(d Vault) Common { return d.Common },
		fields: func(d Vault) fields { return fields{}.withCommon(d.Common) },
		have: func(v *vaults.Vault, _ *refs) fields {
			return fields{}.haveCommon(v.Description, v.Metadata)
		},
		create: func(ctx context.Context, e *env, d Vault) (string, error) {
			got, err := vaults.NewClient(e.c).Vaults.Create(ctx, &vaults.VaultCreateParams{
				Name: d.Name, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			if err != nil {
				return "", err
			}
			return got.ID, nil
		},
		update: func(ctx context.Context, e *env, have *vaults.Vault, d Vault, _ map[string]bool) error {
			_, err := vaults.NewClient(e.c).Vaults.Update(ctx, have.ID, &vaults.VaultUpdateParams{
				Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common),
			})
			return err
		},
		remove: removeVault,
		describe: func(v *vaults.Vault, _ ident, _ *refs) Vault {
			return Vault{Name: v.Name, Common: describeCommon(v.Description, v.Metadata)}
		},
		add: func(a *Account, d Vault) { a.Vaults = append(a.Vaults, d) },
	}
}

// removeVault deletes a vault that is no longer described, after the
// secrets it holds: the API deletes only an empty vault, and a managed
// vault's description is authoritative for its secrets.
func removeVault(ctx context.Context, e *env, have *vaults.Vault) error {
	c := vaults.NewClient(e.c)
	for s, err := range c.Secrets.ListByVault(ctx, have.ID, nil).All() {
		if err != nil {
			return err
		}
		if err := c.Secrets.Delete(ctx, s.ID); err != nil && !ingress.IsNotFound(err) {
			return err
		}
	}
	return c.Vaults.Delete(ctx, have.ID)
}
