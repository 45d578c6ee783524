package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	endpointsfamily "github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrRows returns the rows of reserved TCP addresses.
func reservedAddrRows(c *ingress.Client) []endpoint {
	addrs := reservedaddrs.NewClient(c)
	return []endpoint{
		{"reservedaddrs", "POST", "/reserved_addrs", "Create", func(ctx context.Context) error { return ignore(addrs.Create(ctx, nil)) }},
		{"reservedaddrs", "GET", "/reserved_addrs", "List", func(ctx context.Context) error { return first(addrs.List(ctx, nil)) }},
		{"reservedaddrs", "GET", "/reserved_addrs/{id}", "Get", func(ctx context.Context) error { return ignore(addrs.Get(ctx, anID)) }},
		{"reservedaddrs", "PATCH", "/reserved_addrs/{id}", "Update", func(ctx context.Context) error { return ignore(addrs.Update(ctx, anID, nil)) }},
		{"reservedaddrs", "DELETE", "/reserved_addrs/{id}", "Delete", func(ctx context.Context) error { return addrs.Delete(ctx, anID) }},
	}
}

// endpointRows returns the rows of endpoints.
func endpointRows(c *ingress.Client) []endpoint {
	eps := endpointsfamily.NewClient(c)
	return []endpoint{
		{"endpoints", "POST", "/endpoints", "Create", func(ctx context.Context) error { return ignore(eps.Create(ctx, nil)) }},
		{"endpoints", "GET", "/endpoints", "List", func(ctx context.Context) error {
			return first(eps.List(ctx, &endpointsfamily.ListParams{IDs: []string{anID}, URLs: []string{"https://a.example.com"}}))
		}},
		{"endpoints", "GET", "/endpoints/{id}", "Get", func(ctx context.Context) error { return ignore(eps.Get(ctx, anID)) }},
		{"endpoints", "PATCH", "/endpoints/{id}", "Update", func(ctx context.Context) error { return ignore(eps.Update(ctx, anID, nil)) }},
		{"endpoints", "DELETE", "/endpoints/{id}", "Delete", func(ctx context.Context) error { return eps.Delete(ctx, anID) }},
	}
}
