package soak_test

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/internal/wire"
)

// staticBackendKind is the static backend kind.
func staticBackendKind(c *ingress.Client) *kind {
	return newKind("static backend", wire.StaticBackends.Path, backends.NewClient(c).Static,
		func(_ *worker, d, m string) *backends.StaticCreateParams {
			return &backends.StaticCreateParams{Address: "origin.soak.example.com:443", TLS: &backends.StaticTLS{Enabled: true}, Description: &d, Metadata: &m}
		},
		func(m string) *backends.StaticUpdateParams { return &backends.StaticUpdateParams{Metadata: &m} },
		func(x *backends.Static) item { return meta(x.ID, x.Description, x.Metadata) })
}

// tunnelGroupBackendKind is the tunnel group backend kind.
func tunnelGroupBackendKind(c *ingress.Client) *kind {
	return newKind("tunnel group backend", wire.TunnelGroupBackends.Path, backends.NewClient(c).TunnelGroup,
		func(_ *worker, d, m string) *backends.TunnelGroupCreateParams {
			return &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "soak"}, Description: &d, Metadata: &m}
		},
		func(m string) *backends.TunnelGroupUpdateParams {
			return &backends.TunnelGroupUpdateParams{Metadata: &m}
		},
		func(x *backends.TunnelGroup) item { return meta(x.ID, x.Description, x.Metadata) })
}

// weightedBackendKind is the weighted backend kind: each lists the
// worker's anchor backend.
func weightedBackendKind(c *ingress.Client) *kind {
	return newKind("weighted backend", wire.WeightedBackends.Path, backends.NewClient(c).Weighted,
		func(w *worker, d, m string) *backends.WeightedCreateParams {
			return &backends.WeightedCreateParams{Backends: map[string]int64{w.anchors.backend: 100}, Description: &d, Metadata: &m}
		},
		func(m string) *backends.WeightedUpdateParams { return &backends.WeightedUpdateParams{Metadata: &m} },
		func(x *backends.Weighted) item { return meta(x.ID, x.Description, x.Metadata) })
}
