package main

import (
	"bytes"
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/trafficpolicy"
)

func TestPublishCleansUp(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	ctx := context.Background()
	var out bytes.Buffer
	require.NoError(t, publish(ctx, srv.Client(), "hello.example.com", false, &out))
	assert.Contains(t, out.String(), "reserved hello.example.com (rd_")
	assert.Contains(t, out.String(), "on https://hello.example.com\n")
	assert.Contains(t, out.String(), "by its URL: type cloud, domain rd_")

	n := 0
	for _, err := range endpoints.NewClient(srv.Client()).List(ctx, nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Zero(t, n, "the endpoint is deleted")
	for _, err := range reserveddomains.NewClient(srv.Client()).List(ctx, nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Zero(t, n, "the domain is released")
}

func TestPublishKeeps(t *testing.T) {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	ctx := context.Background()
	require.NoError(t, publish(ctx, srv.Client(), "kept.example.com", true, &bytes.Buffer{}))

	it := endpoints.NewClient(srv.Client()).List(ctx, &endpoints.ListParams{URLs: []string{"https://kept.example.com"}})
	require.True(t, it.Next(), "the endpoint is kept: %v", it.Err())
	ep := it.Item()
	assert.Equal(t, endpoints.TypeCloud, ep.Type)
	assert.Contains(t, ep.TrafficPolicy, "custom-response")
	require.NotNil(t, ep.Domain)

	err := reserveddomains.NewClient(srv.Client()).Delete(ctx, ep.Domain.ID)
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeDomainInUse, "the domain stays while the endpoint is on it")
}

func TestPolicyIsValidAndTyped(t *testing.T) {
	p := policy()
	require.NoError(t, p.ValidateFor(trafficpolicy.Endpoint{Scheme: "https", Cloud: true}))
	parsed, err := trafficpolicy.Parse([]byte(p.String()))
	require.NoError(t, err)
	cr, ok := parsed.OnHTTPRequest[0].Actions[0].Config.(*trafficpolicy.CustomResponse)
	require.True(t, ok, "the action reads back as a custom-response")
	assert.Equal(t, "Hello from a cloud endpoint", cr.Body)
}
