package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/internal/wire"
)

// backendKindRows returns the rows of static, tunnel group and weighted
// backends.
func backendKindRows(c *ingress.Client) []endpoint {
	bk := backends.NewClient(c)
	return []endpoint{
		{"backends", "POST", wire.StaticBackends.Path, "Static.Create", func(ctx context.Context) error { return ignore(bk.Static.Create(ctx, nil)) }},
		{"backends", "GET", wire.StaticBackends.Path, "Static.List", func(ctx context.Context) error { return first(bk.Static.List(ctx, nil)) }},
		{"backends", "GET", wire.StaticBackends.Item, "Static.Get", func(ctx context.Context) error { return ignore(bk.Static.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.StaticBackends.Item, "Static.Update", func(ctx context.Context) error { return ignore(bk.Static.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.StaticBackends.Item, "Static.Delete", func(ctx context.Context) error { return bk.Static.Delete(ctx, anID) }},
		{"backends", "POST", wire.TunnelGroupBackends.Path, "TunnelGroup.Create", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Create(ctx, nil)) }},
		{"backends", "GET", wire.TunnelGroupBackends.Path, "TunnelGroup.List", func(ctx context.Context) error { return first(bk.TunnelGroup.List(ctx, nil)) }},
		{"backends", "GET", wire.TunnelGroupBackends.Item, "TunnelGroup.Get", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.TunnelGroupBackends.Item, "TunnelGroup.Update", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.TunnelGroupBackends.Item, "TunnelGroup.Delete", func(ctx context.Context) error { return bk.TunnelGroup.Delete(ctx, anID) }},
		{"backends", "POST", wire.WeightedBackends.Path, "Weighted.Create", func(ctx context.Context) error { return ignore(bk.Weighted.Create(ctx, nil)) }},
		{"backends", "GET", wire.WeightedBackends.Path, "Weighted.List", func(ctx context.Context) error { return first(bk.Weighted.List(ctx, nil)) }},
		{"backends", "GET", wire.WeightedBackends.Item, "Weighted.Get", func(ctx context.Context) error { return ignore(bk.Weighted.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.WeightedBackends.Item, "Weighted.Update", func(ctx context.Context) error { return ignore(bk.Weighted.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.WeightedBackends.Item, "Weighted.Delete", func(ctx context.Context) error { return bk.Weighted.Delete(ctx, anID) }},
	}
}
