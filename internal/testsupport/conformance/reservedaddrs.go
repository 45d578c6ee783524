package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// reservedAddrs exercises the five endpoints of reserved TCP addresses, in
// the default region and another.
func reservedAddrs(env *Env) {
	c := reservedaddrs.NewClient(env.Client)
	us, err := c.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	eu, err := c.Create(env.Ctx, &reservedaddrs.CreateParams{Region: new(reservedaddrs.RegionEU), Description: new("conformance"), Metadata: new("m")})
	require.NoError(env.T, err)

	var ids []string
	for a, err := range c.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		ids = append(ids, a.ID)
	}
	require.Equal(env.T, []string{eu.ID, us.ID}, ids)

	got, err := c.Get(env.Ctx, us.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, us.Addr, got.Addr)
	_, err = c.Update(env.Ctx, us.ID, &reservedaddrs.UpdateParams{Description: new("updated"), Metadata: new("n")})
	require.NoError(env.T, err)

	for _, id := range ids {
		require.NoError(env.T, c.Delete(env.Ctx, id))
	}
}
