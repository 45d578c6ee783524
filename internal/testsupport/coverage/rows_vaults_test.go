package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/vaults"
)

// vaultRows returns the rows of vaults and secrets.
func vaultRows(c *ingress.Client) []endpoint {
	v := vaults.NewClient(c)
	return []endpoint{
		{"vaults", "POST", wire.VaultPath, "Vaults.Create", func(ctx context.Context) error { return ignore(v.Vaults.Create(ctx, nil)) }},
		{"vaults", "GET", wire.VaultPath, "Vaults.List", func(ctx context.Context) error { return first(v.Vaults.List(ctx, nil)) }},
		{"vaults", "GET", wire.VaultItem, "Vaults.Get", func(ctx context.Context) error { return ignore(v.Vaults.Get(ctx, anID)) }},
		{"vaults", "PATCH", wire.VaultItem, "Vaults.Update", func(ctx context.Context) error { return ignore(v.Vaults.Update(ctx, anID, nil)) }},
		{"vaults", "DELETE", wire.VaultItem, "Vaults.Delete", func(ctx context.Context) error { return v.Vaults.Delete(ctx, anID) }},
		{"vaults", "POST", wire.SecretPath, "Secrets.Create", func(ctx context.Context) error { return ignore(v.Secrets.Create(ctx, nil)) }},
		{"vaults", "GET", wire.SecretPath, "Secrets.List", func(ctx context.Context) error { return first(v.Secrets.List(ctx, nil)) }},
		{"vaults", "GET", wire.SecretItem, "Secrets.Get", func(ctx context.Context) error { return ignore(v.Secrets.Get(ctx, anID)) }},
		{"vaults", "PATCH", wire.SecretItem, "Secrets.Update", func(ctx context.Context) error { return ignore(v.Secrets.Update(ctx, anID, nil)) }},
		{"vaults", "DELETE", wire.SecretItem, "Secrets.Delete", func(ctx context.Context) error { return v.Secrets.Delete(ctx, anID) }},
		{"vaults", "GET", wire.VaultSecrets, "Secrets.ListByVault", func(ctx context.Context) error { return first(v.Secrets.ListByVault(ctx, anID, nil)) }},
	}
}
