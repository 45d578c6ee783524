package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/endpoints"
)

// aiGatewayAPIKeys exercises the five endpoints of AI gateway API keys,
// which the supplement describes: create, get, list over two pages,
// update and delete, the token shown by create only.
func aiGatewayAPIKeys(env *Env) {
	keys := aigateway.NewClient(env.Client).APIKeys
	ep, err := endpoints.NewClient(env.Client).Create(env.Ctx, &endpoints.CreateParams{
		URL: "https://llm.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new("on_http_request: [{actions: [{type: ai-gateway, config: {providers: [{id: openai}]}}]}]\n"),
	})
	require.NoError(env.T, err)
	p := exercise(env, keys,
		&aigateway.APIKeyCreateParams{EndpointID: ep.ID, Description: new("conformance"), Metadata: new("m")},
		&aigateway.APIKeyCreateParams{EndpointID: ep.ID},
		&aigateway.APIKeyUpdateParams{Description: new("updated"), EndpointID: &ep.ID})
	require.NotNil(env.T, p.First.Token, "create shows the token")
	require.Nil(env.T, p.Got.Token, "get does not")
	require.Equal(env.T, p.newestFirst(), p.Listed)
	remove(env, keys, p.First.ID, p.Second.ID)
	gone(env, keys, p.First.ID)
}
