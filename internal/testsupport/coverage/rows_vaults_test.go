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
		{"vaults", "POST", wire.Vaults.Path, "Vaults.Create", func(ctx context.Context) error { return ignore(v.Vaults.Create(ctx, nil)) }},
		{"vaults", "GET", wire.Vaults.Path, "Vaults.List", func(ctx context.Context) error { return first(v.Vaults.List(ctx, nil)) }},
		{"vaults", "GET", wire.Vaults.Item, "Vaults.Get", func(ctx context.Context) error { return ignore(v.Vaults.Get(ctx, anID)) }},
		{"vaults", "PATCH", wire.Vaults.Item, "Vaults.Update", func(ctx context.Context) error { return ignore(v.Vaults.Update(ctx, anID, nil)) }},
		{"vaults", "DELETE", wire.Vaults.Item, "Vaults.Delete", func(ctx context.Context) error { return v.Vaults.Delete(ctx, anID) }},
		{"vaults", "POST", wire.Secrets.Path, "Secrets.Create", func(ctx context.Context) error { return ignore(v.Secrets.Create(ctx, nil)) }},
		{"vaults", "GET", wire.Secrets.Path, "Secrets.List", func(ctx context.Context) error { return first(v.Secrets.List(ctx, nil)) }},
		{"vaults", "GET", wire.Secrets.Item, "Secrets.Get", func(ctx context.Context) error { return ignore(v.Secrets.Get(ctx, anID)) }},
		{"vaults", "PATCH", wire.Secrets.Item, "Secrets.Update", func(ctx context.Context) error { return ignore(v.Secrets.Update(ctx, anID, nil)) }},
		{"vaults", "DELETE", wire.Secrets.Item, "Secrets.Delete", func(ctx context.Context) error { return v.Secrets.Delete(ctx, anID) }},
		{"vaults", "GET", wire.VaultSecrets, "Secrets.ListByVault", func(ctx context.Context) error { return first(v.Secrets.ListByVault(ctx, anID, nil)) }},
	}
}
