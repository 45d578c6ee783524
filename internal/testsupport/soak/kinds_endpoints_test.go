package soak_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrKind is the reserved TCP address kind.
func reservedAddrKind(c *ingress.Client) *kind {
	return newKind("reserved address", wire.ReservedAddrs.Path, reservedaddrs.NewClient(c),
		func(_ *worker, d, m string) *reservedaddrs.CreateParams {
			return &reservedaddrs.CreateParams{Description: &d, Metadata: &m, Region: new(reservedaddrs.RegionEU)}
		},
		func(m string) *reservedaddrs.UpdateParams { return &reservedaddrs.UpdateParams{Metadata: &m} },
		func(x *reservedaddrs.ReservedAddr) item { return meta(x.ID, x.Description, x.Metadata) })
}

// cloudEndpointKind is the cloud endpoint kind: internal endpoints, whose
// URL, made from the unique description, needs no reservation.
func cloudEndpointKind(c *ingress.Client) *kind {
	return newKind("cloud endpoint", wire.Endpoints.Path, endpointCollection{endpoints.NewClient(c)},
		func(_ *worker, d, m string) *endpoints.CreateParams {
			return &endpoints.CreateParams{
				URL: "https://" + d + ".internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
				TrafficPolicy: new("on_http_request: [{actions: [{type: deny}]}]"), Description: &d, Metadata: &m,
			}
		},
		func(m string) *endpoints.UpdateParams { return &endpoints.UpdateParams{Metadata: &m} },
		func(x *endpoints.Endpoint) item { return meta(x.ID, x.Description, x.Metadata) })
}

// endpointCollection gives the endpoints client the List of every other
// CRUD client, with paging parameters only.
type endpointCollection struct{ *endpoints.Client }

func (c endpointCollection) List(ctx context.Context, p *ingress.ListParams) *ingress.Iter[*endpoints.Endpoint] {
	if p == nil {
		return c.Client.List(ctx, nil)
	}
	return c.Client.List(ctx, &endpoints.ListParams{ListParams: *p})
}
