package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	bkd "github.com/ingresskit/ingress/backends"
)

// backendKinds exercises the five endpoints of static, tunnel group and
// weighted backends, lists over two pages, with a weighted backend over
// the other kinds and a failover backend over a weighted one.
func backendKinds(env *Env) {
	c := bkd.NewClient(env.Client)
	statics := exercise(env, c.Static,
		&bkd.StaticCreateParams{Address: "example.com:8080", TLS: &bkd.StaticTLS{Enabled: true}, Description: new("conformance"), Metadata: new(`{"n":1}`)},
		&bkd.StaticCreateParams{Address: "10.0.0.1:80"},
		&bkd.StaticUpdateParams{Address: new("[2001:db8::1]:443"), TLS: &bkd.StaticTLS{}, Description: new("updated")})
	static, bareStatic := statics.First, statics.Second
	require.Equal(env.T, bkd.StaticTLS{Enabled: true}, statics.Got.TLS)
	require.Equal(env.T, bkd.StaticTLS{}, bareStatic.TLS)
	require.Equal(env.T, statics.newestFirst(), statics.Listed)
	require.Equal(env.T, "[2001:db8::1]:443", statics.Updated.Address)

	groups := exercise(env, c.TunnelGroup,
		&bkd.TunnelGroupCreateParams{Labels: map[string]string{"app": "web", "dc": "eu"}, Description: new("conformance")},
		&bkd.TunnelGroupCreateParams{Labels: map[string]string{"app": "api"}},
		&bkd.TunnelGroupUpdateParams{Labels: map[string]string{"app": "web"}, Metadata: new("m2")})
	group, bareGroup := groups.First, groups.Second
	require.Equal(env.T, map[string]string{"app": "web", "dc": "eu"}, groups.Got.Labels)
	require.Equal(env.T, []ingress.Ref{}, groups.Got.Tunnels)
	require.Equal(env.T, groups.newestFirst(), groups.Listed)
	require.Equal(env.T, map[string]string{"app": "web"}, groups.Updated.Labels)

	weighted := exercise(env, c.Weighted,
		&bkd.WeightedCreateParams{Backends: map[string]int64{static.ID: 9000, group.ID: 1000, bareStatic.ID: 0}, Description: new("conformance")},
		nil,
		&bkd.WeightedUpdateParams{Metadata: new("m2")})
	wb, empty := weighted.First, weighted.Second
	require.Equal(env.T, map[string]int64{static.ID: 9000, group.ID: 1000, bareStatic.ID: 0}, weighted.Got.Backends)
	require.Equal(env.T, map[string]int64{}, empty.Backends)
	require.Equal(env.T, weighted.newestFirst(), weighted.Listed)
	require.Equal(env.T, weighted.Got.Backends, weighted.Updated.Backends)
	updated, err := c.Weighted.Update(env.Ctx, empty.ID, &bkd.WeightedUpdateParams{Backends: map[string]int64{wb.ID: 1, bareGroup.ID: 10000}})
	require.NoError(env.T, err)
	require.Equal(env.T, map[string]int64{wb.ID: 1, bareGroup.ID: 10000}, updated.Backends)

	fo, err := c.Failover.Create(env.Ctx, &bkd.FailoverCreateParams{Backends: []string{empty.ID, bareStatic.ID}})
	require.NoError(env.T, err)
	remove(env, c.Failover, fo.ID)

	remove(env, c.Weighted, empty.ID, wb.ID)
	remove(env, c.TunnelGroup, bareGroup.ID, group.ID)
	remove(env, c.Static, bareStatic.ID, static.ID)
	gone(env, c.Weighted, wb.ID)
	gone(env, c.TunnelGroup, group.ID)
	gone(env, c.Static, static.ID)
}
