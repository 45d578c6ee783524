package coverage_test

import (
	"context"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/aigateway"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/k8soperators"
)

// k8sOperatorRows returns the rows of Kubernetes operators.
func k8sOperatorRows(c *ingress.Client) []endpoint {
	ops := k8soperators.NewClient(c)
	return []endpoint{
		{"k8soperators", "POST", wire.KubernetesOperators.Path, "Create", func(ctx context.Context) error { return ignore(ops.Create(ctx, nil)) }},
		{"k8soperators", "GET", wire.KubernetesOperators.Path, "List", func(ctx context.Context) error { return first(ops.List(ctx, nil)) }},
		{"k8soperators", "GET", wire.KubernetesOperators.Item, "Get", func(ctx context.Context) error { return ignore(ops.Get(ctx, anID)) }},
		{"k8soperators", "PATCH", wire.KubernetesOperators.Item, "Update", func(ctx context.Context) error { return ignore(ops.Update(ctx, anID, nil)) }},
		{"k8soperators", "DELETE", wire.KubernetesOperators.Item, "Delete", func(ctx context.Context) error { return ops.Delete(ctx, anID) }},
		{"k8soperators", "GET", wire.KubernetesOperatorBoundEndpoints, "BoundEndpoints", func(ctx context.Context) error { return first(ops.BoundEndpoints(ctx, anID, nil)) }},
	}
}

// aiGatewayRows returns the rows of AI gateway API keys.
func aiGatewayRows(c *ingress.Client) []endpoint {
	ai := aigateway.NewClient(c)
	return []endpoint{
		{"aigateway", "POST", wire.AIGatewayAPIKeys.Path, "APIKeys.Create", func(ctx context.Context) error { return ignore(ai.APIKeys.Create(ctx, nil)) }},
		{"aigateway", "GET", wire.AIGatewayAPIKeys.Path, "APIKeys.List", func(ctx context.Context) error { return first(ai.APIKeys.List(ctx, nil)) }},
		{"aigateway", "GET", wire.AIGatewayAPIKeys.Item, "APIKeys.Get", func(ctx context.Context) error { return ignore(ai.APIKeys.Get(ctx, anID)) }},
		{"aigateway", "PATCH", wire.AIGatewayAPIKeys.Item, "APIKeys.Update", func(ctx context.Context) error { return ignore(ai.APIKeys.Update(ctx, anID, nil)) }},
		{"aigateway", "DELETE", wire.AIGatewayAPIKeys.Item, "APIKeys.Delete", func(ctx context.Context) error { return ai.APIKeys.Delete(ctx, anID) }},
	}
}
