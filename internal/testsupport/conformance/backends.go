package conformance

import (
	"github.com/stretchr/testify/require"

	bkd "github.com/ingresskit/ingress/backends"
)

// backends exercises the five endpoints of HTTP response backends and the
// five of failover backends, lists over two pages, with and without
// headers and children. The package is imported as bkd: this function's
// name, which Scenarios uses, would hide it.
func backends(env *Env) {
	c := bkd.NewClient(env.Client)
	responses := exercise(env, c.HTTPResponse,
		&bkd.HTTPResponseCreateParams{
			StatusCode: 503, Body: "maintenance", Headers: map[string]string{"Content-Type": "text/plain"},
			Description: new("conformance"), Metadata: new(`{"n":1}`),
		},
		&bkd.HTTPResponseCreateParams{StatusCode: 204},
		&bkd.HTTPResponseUpdateParams{
			StatusCode: new(int32(200)), Body: new("ok"), Headers: map[string]string{"X-Mode": "live"}, Description: new("updated"),
		})
	page, bare := responses.First, responses.Second
	require.Equal(env.T, map[string]string{"content-type": "text/plain"}, page.Headers)
	require.Nil(env.T, bare.Headers)
	require.Equal(env.T, page.ID, responses.Got.ID)
	require.Equal(env.T, responses.newestFirst(), responses.Listed)
	require.Equal(env.T, int32(200), responses.Updated.StatusCode)

	failovers := exercise(env, c.Failover,
		&bkd.FailoverCreateParams{Backends: []string{page.ID, bare.ID}, Description: new("conformance")},
		nil,
		&bkd.FailoverUpdateParams{Metadata: new("m2")})
	fo, empty := failovers.First, failovers.Second
	require.Equal(env.T, []string{page.ID, bare.ID}, failovers.Got.Backends)
	require.Equal(env.T, failovers.newestFirst(), failovers.Listed)
	require.Equal(env.T, []string{page.ID, bare.ID}, failovers.Updated.Backends)
	updated, err := c.Failover.Update(env.Ctx, empty.ID, &bkd.FailoverUpdateParams{Backends: []string{fo.ID}})
	require.NoError(env.T, err)
	require.Equal(env.T, []string{fo.ID}, updated.Backends)

	remove(env, c.Failover, empty.ID, fo.ID)
	remove(env, c.HTTPResponse, bare.ID, page.ID)
	gone(env, c.Failover, fo.ID)
}
