package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/tunnels"
)

// tunnelsOfAgents exercises the list (over two pages) and get of tunnels,
// on the three kinds of tunnel an agent starts: with a public URL, of an
// agent endpoint, and a backend tunnel with labels.
func tunnelsOfAgents(env *Env) {
	session := agentSession(env)
	ep, err := env.Server.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session})
	require.NoError(env.T, err)
	var started []string
	for _, spec := range []ingresstest.TunnelSpec{
		{PublicURL: "tcp://1.tcp.ngrok.io:20000", ForwardsTo: "localhost:22", Metadata: "ssh"},
		{EndpointID: ep},
		{Labels: map[string]string{"app": "api"}},
	} {
		id, err := env.Server.StartTunnel(session, spec)
		require.NoError(env.T, err)
		started = append(started, id)
	}

	c := tunnels.NewClient(env.Client)
	require.ElementsMatch(env.T, started, listIDs(env, c.List(env.Ctx, &ingress.ListParams{Limit: new(2)})))
	for _, id := range started {
		_, err := c.Get(env.Ctx, id)
		require.NoError(env.T, err)
	}
}
