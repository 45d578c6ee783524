package k8soperators_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

// createEndpoint creates a cloud endpoint with the given binding, URL
// and metadata.
func createEndpoint(t *testing.T, eps *endpoints.Client, binding endpoints.Binding, url, metadata string) *endpoints.Endpoint {
	t.Helper()
	ep, err := eps.Create(context.Background(), &endpoints.CreateParams{
		URL: url, Bindings: []endpoints.Binding{binding}, Metadata: &metadata, TrafficPolicy: new(`on_tcp_connect: [{actions: [{type: deny}]}]`),
	})
	require.NoError(t, err)
	return ep
}

// boundIDs returns the IDs of the endpoints bound to the operator id,
// listed over pages of one.
func boundIDs(t *testing.T, ops *k8soperators.Client, id string) []string {
	t.Helper()
	ids := []string{}
	for ep, err := range ops.BoundEndpoints(context.Background(), id, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, ep.ID)
	}
	return ids
}

func TestBoundEndpoints(t *testing.T) {
	srv, ops, _ := testkit.Start(t, k8soperators.NewClient)
	ctx := context.Background()
	eps := endpoints.NewClient(srv.Client())
	api := createEndpoint(t, eps, endpoints.BindingKubernetes, "http://api.prod", "prod")
	db := createEndpoint(t, eps, endpoints.BindingKubernetes, "tcp://db.prod:5432", "prod")
	staging := createEndpoint(t, eps, endpoints.BindingKubernetes, "http://api.staging", "staging")
	createEndpoint(t, eps, endpoints.BindingInternal, "https://api.internal", "prod")
	csr, _ := newCSR(t, "operator")
	bindings := []k8soperators.Feature{k8soperators.FeatureBindings}

	prod, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: bindings, Binding: &k8soperators.BindingCreateParams{
		EndpointSelectors: []string{`obj.metadata == "prod"`}, CSR: csr,
	}})
	require.NoError(t, err)
	assert.Equal(t, []string{db.ID, api.ID}, boundIDs(t, ops, prod.ID),
		"the endpoints with the kubernetes binding that a selector holds of, newest first")

	either, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: bindings, Binding: &k8soperators.BindingCreateParams{
		EndpointSelectors: []string{`obj.url == "http://api.staging"`, `obj.url == "http://api.prod"`}, CSR: csr,
	}})
	require.NoError(t, err)
	assert.Equal(t, []string{staging.ID, api.ID}, boundIDs(t, ops, either.ID), "an endpoint is bound when any selector holds")

	all, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: bindings, Binding: &k8soperators.BindingCreateParams{CSR: csr}})
	require.NoError(t, err)
	assert.Equal(t, []string{staging.ID, db.ID, api.ID}, boundIDs(t, ops, all.ID), "no selector binds every kubernetes endpoint")

	none, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress}})
	require.NoError(t, err)
	assert.Empty(t, boundIDs(t, ops, none.ID), "an operator without bindings binds nothing")

	var filtered []string
	for ep, err := range ops.BoundEndpoints(ctx, all.ID, &ingress.ListParams{Filter: new(`obj.metadata == "staging"`)}).All() {
		require.NoError(t, err)
		filtered = append(filtered, ep.ID)
	}
	assert.Equal(t, []string{staging.ID}, filtered, "a list filter applies on top of the selectors")

	require.NoError(t, eps.Delete(ctx, api.ID))
	assert.Equal(t, []string{db.ID}, boundIDs(t, ops, prod.ID), "a deleted endpoint is no longer bound")

	require.NoError(t, ops.Delete(ctx, prod.ID))
	it := ops.BoundEndpoints(ctx, prod.ID, nil)
	assert.False(t, it.Next())
	assert.True(t, ingress.IsNotFound(it.Err()), "an unknown operator is not found: %v", it.Err())
}

func TestBoundEndpointsRefusesBadIDs(t *testing.T) {
	for _, id := range []string{"", "k8sop_1/../x", ".."} {
		_, ops, _ := testkit.Start(t, k8soperators.NewClient)
		it := ops.BoundEndpoints(context.Background(), id, nil)
		assert.False(t, it.Next(), "%q yields nothing", id)
		testkit.RequireValidation(t, it.Err(), "id")
	}
}
