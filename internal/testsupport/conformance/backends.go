package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	bkd "github.com/ingresskit/ingress/backends"
)

// backends exercises the five endpoints of HTTP response backends and the
// five of failover backends, lists over two pages, with and without
// headers and children. The package is imported as bkd: this function's
// name, which Scenarios uses, would hide it.
func backends(env *Env) {
	c := bkd.NewClient(env.Client)
	page, err := c.HTTPResponse.Create(env.Ctx, &bkd.HTTPResponseCreateParams{
		StatusCode: 503, Body: "maintenance", Headers: map[string]string{"Content-Type": "text/plain"},
		Description: new("conformance"), Metadata: new(`{"n":1}`),
	})
	require.NoError(env.T, err)
	require.Equal(env.T, map[string]string{"content-type": "text/plain"}, page.Headers)
	bare, err := c.HTTPResponse.Create(env.Ctx, &bkd.HTTPResponseCreateParams{StatusCode: 204})
	require.NoError(env.T, err)
	require.Nil(env.T, bare.Headers)

	got, err := c.HTTPResponse.Get(env.Ctx, page.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, page.ID, got.ID)

	var responses []string
	for b, err := range c.HTTPResponse.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		responses = append(responses, b.ID)
	}
	require.Equal(env.T, []string{bare.ID, page.ID}, responses)

	updated, err := c.HTTPResponse.Update(env.Ctx, page.ID, &bkd.HTTPResponseUpdateParams{
		StatusCode: new(int32(200)), Body: new("ok"), Headers: map[string]string{"X-Mode": "live"}, Description: new("updated"),
	})
	require.NoError(env.T, err)
	require.Equal(env.T, int32(200), updated.StatusCode)

	fo, err := c.Failover.Create(env.Ctx, &bkd.FailoverCreateParams{Backends: []string{page.ID, bare.ID}, Description: new("conformance")})
	require.NoError(env.T, err)
	empty, err := c.Failover.Create(env.Ctx, nil)
	require.NoError(env.T, err)

	gotFO, err := c.Failover.Get(env.Ctx, fo.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, []string{page.ID, bare.ID}, gotFO.Backends)

	var failovers []string
	for b, err := range c.Failover.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		failovers = append(failovers, b.ID)
	}
	require.Equal(env.T, []string{empty.ID, fo.ID}, failovers)

	updatedFO, err := c.Failover.Update(env.Ctx, fo.ID, &bkd.FailoverUpdateParams{Metadata: new("m2")})
	require.NoError(env.T, err)
	require.Equal(env.T, []string{page.ID, bare.ID}, updatedFO.Backends)
	updatedFO, err = c.Failover.Update(env.Ctx, empty.ID, &bkd.FailoverUpdateParams{Backends: []string{fo.ID}})
	require.NoError(env.T, err)
	require.Equal(env.T, []string{fo.ID}, updatedFO.Backends)

	require.NoError(env.T, c.Failover.Delete(env.Ctx, empty.ID))
	require.NoError(env.T, c.Failover.Delete(env.Ctx, fo.ID))
	require.NoError(env.T, c.HTTPResponse.Delete(env.Ctx, bare.ID))
	require.NoError(env.T, c.HTTPResponse.Delete(env.Ctx, page.ID))
	_, err = c.Failover.Get(env.Ctx, fo.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted backend is not found: %v", err)
}
