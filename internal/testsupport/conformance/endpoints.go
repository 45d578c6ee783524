package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/reserveddomains"
)

// cloudEndpoints exercises the five endpoints of endpoints: cloud
// endpoints on a reserved domain, a reserved address and an internal
// name, and an agent endpoint that the server simulates, listed with and
// without the ids and urls filters.
func cloudEndpoints(env *Env) {
	c := endpoints.NewClient(env.Client)
	_, err := reserveddomains.NewClient(env.Client).Create(env.Ctx, &reserveddomains.CreateParams{Domain: "*.example.com"})
	require.NoError(env.T, err)
	addr, err := reservedaddrs.NewClient(env.Client).Create(env.Ctx, nil)
	require.NoError(env.T, err)
	policy := new("on_http_request: [{actions: [{type: deny}]}]\n")

	web, err := c.Create(env.Ctx, &endpoints.CreateParams{
		URL: "https://web.example.com", TrafficPolicy: policy, Description: new("conformance"), Metadata: new("m"),
		Type: endpoints.TypeCloud, Bindings: []endpoints.Binding{endpoints.BindingPublic}, PoolingEnabled: new(true),
	})
	require.NoError(env.T, err)
	tcp, err := c.Create(env.Ctx, &endpoints.CreateParams{URL: "tcp://" + addr.Addr, TrafficPolicy: new(`{"on_tcp_connect":[{"actions":[{"type":"deny"}]}]}`)})
	require.NoError(env.T, err)
	internal, err := c.Create(env.Ctx, &endpoints.CreateParams{
		URL: "https://api.internal", TrafficPolicy: policy, Bindings: []endpoints.Binding{endpoints.BindingInternal},
	})
	require.NoError(env.T, err)

	session := agentSession(env)
	agent, err := env.Server.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: "https://web.example.com", PoolingEnabled: true})
	require.NoError(env.T, err)

	var ids []string
	for ep, err := range c.List(env.Ctx, &endpoints.ListParams{ListParams: ingress.ListParams{Limit: new(2)}}).All() {
		require.NoError(env.T, err)
		ids = append(ids, ep.ID)
	}
	require.Equal(env.T, []string{agent, internal.ID, tcp.ID, web.ID}, ids)
	var pool []string
	for ep, err := range c.List(env.Ctx, &endpoints.ListParams{
		ListParams: ingress.ListParams{Limit: new(1)}, IDs: ids, URLs: []string{"https://web.example.com"},
	}).All() {
		require.NoError(env.T, err)
		pool = append(pool, ep.ID)
	}
	require.Equal(env.T, []string{agent, web.ID}, pool)

	got, err := c.Get(env.Ctx, agent)
	require.NoError(env.T, err)
	require.Equal(env.T, endpoints.TypeAgent, got.Type)
	_, err = c.Update(env.Ctx, internal.ID, &endpoints.UpdateParams{
		URL: new("https://web.internal"), TrafficPolicy: policy, Description: new("updated"), Metadata: new("n"),
		Bindings: []endpoints.Binding{endpoints.BindingInternal}, PoolingEnabled: new(false),
	})
	require.NoError(env.T, err)

	for _, id := range []string{web.ID, tcp.ID, internal.ID} {
		require.NoError(env.T, c.Delete(env.Ctx, id))
	}
}
