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
		{"iprestrictions", "POST", wire.IPRestrictionPath, "Create", func(ctx context.Context) error { return ignore(x.Create(ctx, nil)) }},
		{"iprestrictions", "GET", wire.IPRestrictionPath, "List", func(ctx context.Context) error { return first(x.List(ctx, nil)) }},
		{"iprestrictions", "GET", wire.IPRestrictionItem, "Get", func(ctx context.Context) error { return ignore(x.Get(ctx, anID)) }},
		{"iprestrictions", "PATCH", wire.IPRestrictionItem, "Update", func(ctx context.Context) error { return ignore(x.Update(ctx, anID, nil)) }},
		{"iprestrictions", "DELETE", wire.IPRestrictionItem, "Delete", func(ctx context.Context) error { return x.Delete(ctx, anID) }},
	}
}
