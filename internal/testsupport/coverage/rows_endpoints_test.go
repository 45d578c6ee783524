package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	endpointsfamily "github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrRows returns the rows of reserved TCP addresses.
func reservedAddrRows(c *ingress.Client) []endpoint {
	addrs := reservedaddrs.NewClient(c)
	return []endpoint{
		{"reservedaddrs", "POST", wire.ReservedAddrs.Path, "Create", func(ctx context.Context) error { return ignore(addrs.Create(ctx, nil)) }},
		{"reservedaddrs", "GET", wire.ReservedAddrs.Path, "List", func(ctx context.Context) error { return first(addrs.List(ctx, nil)) }},
		{"reservedaddrs", "GET", wire.ReservedAddrs.Item, "Get", func(ctx context.Context) error { return ignore(addrs.Get(ctx, anID)) }},
		{"reservedaddrs", "PATCH", wire.ReservedAddrs.Item, "Update", func(ctx context.Context) error { return ignore(addrs.Update(ctx, anID, nil)) }},
		{"reservedaddrs", "DELETE", wire.ReservedAddrs.Item, "Delete", func(ctx context.Context) error { return addrs.Delete(ctx, anID) }},
	}
}

// endpointRows returns the rows of endpoints.
func endpointRows(c *ingress.Client) []endpoint {
	eps := endpointsfamily.NewClient(c)
	return []endpoint{
		{"endpoints", "POST", wire.Endpoints.Path, "Create", func(ctx context.Context) error { return ignore(eps.Create(ctx, nil)) }},
		{"endpoints", "GET", wire.Endpoints.Path, "List", func(ctx context.Context) error {
			return first(eps.List(ctx, &endpointsfamily.ListParams{IDs: []string{anID}, URLs: []string{"https://a.example.com"}}))
		}},
		{"endpoints", "GET", wire.Endpoints.Item, "Get", func(ctx context.Context) error { return ignore(eps.Get(ctx, anID)) }},
		{"endpoints", "PATCH", wire.Endpoints.Item, "Update", func(ctx context.Context) error { return ignore(eps.Update(ctx, anID, nil)) }},
		{"endpoints", "DELETE", wire.Endpoints.Item, "Delete", func(ctx context.Context) error { return eps.Delete(ctx, anID) }},
	}
}
