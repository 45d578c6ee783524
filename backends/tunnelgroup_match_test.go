package backends_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/tunnels"
)

// TestTunnelGroupMatchesLabelledTunnels checks that a tunnel group backend
// lists the online backend tunnels whose labels include all of its own, and
// that each such tunnel lists the group, whichever side comes first and as
// tunnels start and stop.
func TestTunnelGroupMatchesLabelledTunnels(t *testing.T) {
	srv, c, _ := testkit.Start(t, backends.NewClient)
	ctx := context.Background()
	cred, err := credentials.NewClient(srv.Client()).Tunnel.Create(ctx, nil)
	require.NoError(t, err)
	session, err := srv.StartTunnelSession(ingresstest.Agent{CredentialID: cred.ID})
	require.NoError(t, err)
	tuns := tunnels.NewClient(srv.Client())

	web, err := srv.StartTunnel(session, ingresstest.TunnelSpec{Labels: map[string]string{"app": "web", "dc": "eu"}})
	require.NoError(t, err)
	_, err = srv.StartTunnel(session, ingresstest.TunnelSpec{Labels: map[string]string{"app": "api"}})
	require.NoError(t, err)
	_, err = srv.StartTunnel(session, ingresstest.TunnelSpec{PublicURL: "https://plain.example.com"})
	require.NoError(t, err)

	group, err := c.TunnelGroup.Create(ctx, &backends.TunnelGroupCreateParams{Labels: map[string]string{"app": "web"}})
	require.NoError(t, err)
	require.Len(t, group.Tunnels, 1, "a group created after its tunnel finds it")
	assert.Equal(t, web, group.Tunnels[0].ID)
	tun, err := tuns.Get(ctx, web)
	require.NoError(t, err)
	require.Len(t, tun.Backends, 1, "the tunnel lists the group that matches it")
	assert.Equal(t, group.ID, tun.Backends[0].ID)

	later, err := srv.StartTunnel(session, ingresstest.TunnelSpec{Labels: map[string]string{"app": "web"}})
	require.NoError(t, err)
	got, err := c.TunnelGroup.Get(ctx, group.ID)
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{web, later}, refIDs(got.Tunnels), "a tunnel started later joins the group")

	require.NoError(t, srv.StopTunnel(web))
	got, err = c.TunnelGroup.Get(ctx, group.ID)
	require.NoError(t, err)
	assert.Equal(t, []string{later}, refIDs(got.Tunnels), "a stopped tunnel leaves the group")

	narrower, err := c.TunnelGroup.Update(ctx, group.ID, &backends.TunnelGroupUpdateParams{Labels: map[string]string{"app": "web", "dc": "eu"}})
	require.NoError(t, err)
	assert.Empty(t, narrower.Tunnels, "no online tunnel has every label any more")

	require.NoError(t, c.TunnelGroup.Delete(ctx, group.ID))
	tun, err = tuns.Get(ctx, later)
	require.NoError(t, err)
	assert.Empty(t, tun.Backends, "a deleted group leaves its tunnels")
}

func refIDs(refs []ingress.Ref) []string {
	ids := []string{}
	for _, r := range refs {
		ids = append(ids, r.ID)
	}
	return ids
}
