package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	tunnelsessions "github.com/ingresskit/ingress/sessions"
)

// sessions exercises the tunnel session endpoints: list (over two pages),
// get, and the update, restart and stop commands, on sessions of agents
// that the server simulates.
func sessions(env *Env) {
	agent := ingresstest.Agent{CredentialID: tunnelCredential(env), Version: "3.1.0", UpdateVersion: "3.2.0", Metadata: `{"host":"ci"}`}
	first, err := env.Server.StartTunnelSession(agent)
	require.NoError(env.T, err)
	second, err := env.Server.StartTunnelSession(agent)
	require.NoError(env.T, err)

	ts := tunnelsessions.NewClient(env.Client)
	listed := listIDs(env, ts.List(env.Ctx, &ingress.ListParams{Limit: new(1)}))
	require.ElementsMatch(env.T, []string{first, second}, listed)

	got, err := ts.Get(env.Ctx, first)
	require.NoError(env.T, err)
	require.Equal(env.T, tunnelsessions.TransportNgrokV2, got.Transport)

	require.NoError(env.T, ts.Update(env.Ctx, first))
	require.NoError(env.T, env.Server.SetAgentUpdateState(first, ingresstest.AgentUpdated))
	require.NoError(env.T, ts.Restart(env.Ctx, first))
	require.Equal(env.T, []string{"update", "restart"}, env.Server.AgentCommands(first))
	require.NoError(env.T, ts.Stop(env.Ctx, second))
	_, err = ts.Get(env.Ctx, second)
	require.True(env.T, ingress.IsNotFound(err), "a stopped session is gone: %v", err)
}
