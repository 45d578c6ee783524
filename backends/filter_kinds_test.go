package backends_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestListFiltersOfTheNewKinds(t *testing.T) {
	_, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	web, err := c.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "web"}})
	require.NoError(t, err)
	_, err = c.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "api"}})
	require.NoError(t, err)
	tls, err := c.Static.Create(ctx, &backends.StaticCreateParams{Address: "a.example.com:443", TLS: &backends.StaticTLS{Enabled: true}})
	require.NoError(t, err)
	_, err = c.Static.Create(ctx, &backends.StaticCreateParams{Address: "b.example.com:80"})
	require.NoError(t, err)
	split, err := c.Weighted.Create(ctx, &backends.WeightedCreateParams{Backends: map[string]int64{tls.ID: 5}, Description: new("split")})
	require.NoError(t, err)
	_, err = c.Weighted.Create(ctx, nil)
	require.NoError(t, err)

	var ids []string
	for b, err := range c.TunnelGroup.List(ctx, &ingress.ListParams{Filter: new(`obj.labels.app == "web"`)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{web.ID}, ids)

	ids = nil
	for b, err := range c.Static.List(ctx, &ingress.ListParams{Filter: new(`obj.tls.enabled`)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{tls.ID}, ids)

	ids = nil
	for b, err := range c.Weighted.List(ctx, &ingress.ListParams{Filter: new(`obj.description == "split"`)}).All() {
		require.NoError(t, err)
		ids = append(ids, b.ID)
	}
	assert.Equal(t, []string{split.ID}, ids)
}
