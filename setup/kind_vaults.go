package setup

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/vaults"
)

// vaultKind adapts vaults, known by their name, which is unique.
func vaultKind() family {
	return marked(&kind[vaults.Vault, Vault]{
		name:    "vault",
		natural: true,
		identify: func(v *vaults.Vault, _ *refs) (ident, bool) {
			_, managed := byMarker(v.Metadata)
			return ident{name: v.Name}, managed
		},
		slice: func(a *Account) *[]Vault { return &a.Vaults },
		describe: func(v *vaults.Vault, _ ident, _ *refs) Vault {
			return Vault{Name: v.Name}
		},
		api: through(func(c *ingress.Client) *vaults.VaultClient { return vaults.NewClient(c).Vaults },
			func(_ context.Context, _ *env, d Vault) (*vaults.VaultCreateParams, error) {
				return &vaults.VaultCreateParams{Name: d.Name, Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			},
			func(_ context.Context, _ *env, d Vault) (*vaults.VaultUpdateParams, error) {
				return &vaults.VaultUpdateParams{Description: new(d.Description), Metadata: metadataOf(d.Name, d.Common)}, nil
			}),
		remove: removeVault,
	})
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
