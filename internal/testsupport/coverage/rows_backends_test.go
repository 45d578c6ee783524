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
		{"backends", "POST", wire.StaticBackendPath, "Static.Create", func(ctx context.Context) error { return ignore(bk.Static.Create(ctx, nil)) }},
		{"backends", "GET", wire.StaticBackendPath, "Static.List", func(ctx context.Context) error { return first(bk.Static.List(ctx, nil)) }},
		{"backends", "GET", wire.StaticBackendItem, "Static.Get", func(ctx context.Context) error { return ignore(bk.Static.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.StaticBackendItem, "Static.Update", func(ctx context.Context) error { return ignore(bk.Static.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.StaticBackendItem, "Static.Delete", func(ctx context.Context) error { return bk.Static.Delete(ctx, anID) }},
		{"backends", "POST", wire.TunnelGroupBackendPath, "TunnelGroup.Create", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Create(ctx, nil)) }},
		{"backends", "GET", wire.TunnelGroupBackendPath, "TunnelGroup.List", func(ctx context.Context) error { return first(bk.TunnelGroup.List(ctx, nil)) }},
		{"backends", "GET", wire.TunnelGroupBackendItem, "TunnelGroup.Get", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.TunnelGroupBackendItem, "TunnelGroup.Update", func(ctx context.Context) error { return ignore(bk.TunnelGroup.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.TunnelGroupBackendItem, "TunnelGroup.Delete", func(ctx context.Context) error { return bk.TunnelGroup.Delete(ctx, anID) }},
		{"backends", "POST", wire.WeightedBackendPath, "Weighted.Create", func(ctx context.Context) error { return ignore(bk.Weighted.Create(ctx, nil)) }},
		{"backends", "GET", wire.WeightedBackendPath, "Weighted.List", func(ctx context.Context) error { return first(bk.Weighted.List(ctx, nil)) }},
		{"backends", "GET", wire.WeightedBackendItem, "Weighted.Get", func(ctx context.Context) error { return ignore(bk.Weighted.Get(ctx, anID)) }},
		{"backends", "PATCH", wire.WeightedBackendItem, "Weighted.Update", func(ctx context.Context) error { return ignore(bk.Weighted.Update(ctx, anID, nil)) }},
		{"backends", "DELETE", wire.WeightedBackendItem, "Weighted.Delete", func(ctx context.Context) error { return bk.Weighted.Delete(ctx, anID) }},
	}
}
