package soak_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/k8soperators"
)

// k8sOperatorKind is the Kubernetes operator kind: operators with the
// ingress feature, which need no certificate signing request.
func k8sOperatorKind(c *ingress.Client) *kind {
	return newKind("Kubernetes operator", wire.KubernetesOperators.Path, k8soperators.NewClient(c),
		func(_ *worker, d, m string) *k8soperators.CreateParams {
			return &k8soperators.CreateParams{
				Description: &d, Metadata: &m, EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress},
			}
		},
		func(m string) *k8soperators.UpdateParams { return &k8soperators.UpdateParams{Metadata: &m} },
		func(x *k8soperators.Operator) item { return meta(x.ID, x.Description, x.Metadata) })
}

// aiGatewayAPIKeyKind is the AI gateway API key kind: keys of the
// worker's anchor endpoint.
func aiGatewayAPIKeyKind(c *ingress.Client) *kind {
	return newKind("AI gateway API key", wire.AIGatewayAPIKeys.Path, aigateway.NewClient(c).APIKeys,
		func(w *worker, d, m string) *aigateway.APIKeyCreateParams {
			return &aigateway.APIKeyCreateParams{EndpointID: w.anchors.endpoint, Description: &d, Metadata: &m}
		},
		func(m string) *aigateway.APIKeyUpdateParams { return &aigateway.APIKeyUpdateParams{Metadata: &m} },
		func(x *aigateway.APIKey) item { return meta(x.ID, x.Description, x.Metadata) })
}

// anchorEndpoint creates the internal endpoint of a worker's AI gateway
// API keys, named after desc.
func anchorEndpoint(ctx context.Context, t *testing.T, c *ingress.Client, desc string) string {
	ep, err := endpoints.NewClient(c).Create(ctx, &endpoints.CreateParams{
		URL: "https://" + desc + ".llm.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: new("on_http_request: [{actions: [{type: ai-gateway, config: {providers: [{id: openai}]}}]}]"), Description: &desc,
	})
	require.NoError(t, err)
	return ep.ID
}
