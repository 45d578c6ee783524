package aigateway_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
)

// newEndpoint creates an internal cloud endpoint on srv, for keys to
// name.
func newEndpoint(t testing.TB, srv *ingresstest.Server, url string) *endpoints.Endpoint {
	t.Helper()
	ep, err := endpoints.NewClient(srv.Client()).Create(context.Background(), &endpoints.CreateParams{
		URL: url, Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new("on_http_request: [{actions: [{type: ai-gateway, config: {providers: [{id: openai}]}}]}]"),
	})
	require.NoError(t, err)
	return ep
}
