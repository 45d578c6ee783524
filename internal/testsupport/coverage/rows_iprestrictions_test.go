package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/iprestrictions"
)

// ipRestrictionRows returns the rows of IP restrictions.
func ipRestrictionRows(c *ingress.Client) []endpoint {
	x := iprestrictions.NewClient(c)
	return []endpoint{
		{"iprestrictions", "POST", wire.IPRestrictions.Path, "Create", func(ctx context.Context) error { return ignore(x.Create(ctx, nil)) }},
		{"iprestrictions", "GET", wire.IPRestrictions.Path, "List", func(ctx context.Context) error { return first(x.List(ctx, nil)) }},
		{"iprestrictions", "GET", wire.IPRestrictions.Item, "Get", func(ctx context.Context) error { return ignore(x.Get(ctx, anID)) }},
		{"iprestrictions", "PATCH", wire.IPRestrictions.Item, "Update", func(ctx context.Context) error { return ignore(x.Update(ctx, anID, nil)) }},
		{"iprestrictions", "DELETE", wire.IPRestrictions.Item, "Delete", func(ctx context.Context) error { return x.Delete(ctx, anID) }},
	}
}
