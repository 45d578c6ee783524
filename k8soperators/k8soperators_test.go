package k8soperators_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

var start = time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC)

func TestRoundTrip(t *testing.T) {
	clk := ingresstest.NewClock(start)
	srv, ops, _ := testkit.Start(t, k8soperators.NewClient, ingresstest.WithClock(clk.Now))
	ctx := context.Background()
	csr, key := newCSR(t, "operator.prod")

	created, err := ops.Create(ctx, &k8soperators.CreateParams{
		Description:     new("prod cluster"),
		Metadata:        new(`{"env":"prod"}`),
		EnabledFeatures: []k8soperators.Feature{k8soperators.FeatureIngress, k8soperators.FeatureBindings},
		Deployment:      &k8soperators.Deployment{Name: "ngrok-operator", Namespace: "ngrok", Version: "0.19.0", ClusterName: "prod"},
		Binding: &k8soperators.BindingCreateParams{
			EndpointSelectors: []string{`obj.metadata == "prod"`}, CSR: csr, IngressEndpoint: new("kubernetes-binding-ingress.ngrok.io:443"),
		},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "k8sop_"))
	assert.Equal(t, srv.URL+"/kubernetes_operators/"+created.ID, created.URI)
	assert.Equal(t, "prod cluster", created.Description)
	assert.Equal(t, srv.AdminID, created.Principal.ID)
	assert.Equal(t, "global", created.Region, "the region defaults to global")
	assert.Equal(t, start, created.CreatedAt.UTC())
	assert.Equal(t, k8soperators.Deployment{Name: "ngrok-operator", Namespace: "ngrok", Version: "0.19.0", ClusterName: "prod"}, created.Deployment)
	require.NotNil(t, created.Binding)
	assert.Equal(t, []string{`obj.metadata == "prod"`}, created.Binding.EndpointSelectors)
	assert.Equal(t, "kubernetes-binding-ingress.ngrok.io:443", created.Binding.IngressEndpoint)
	cert := parseCert(t, created.Binding.Cert.Cert)
	assert.Equal(t, "operator.prod", cert.Subject.CommonName)
	assert.True(t, key.PublicKey.Equal(cert.PublicKey), "the certificate is issued for the CSR's key")
	assert.Equal(t, start, created.Binding.Cert.NotBefore.UTC())
	assert.Equal(t, start.Add(365*24*time.Hour), created.Binding.Cert.NotAfter.UTC())

	got, err := ops.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	bare, err := ops.Create(ctx, nil)
	require.NoError(t, err)
	assert.Empty(t, bare.EnabledFeatures)
	assert.Equal(t, &k8soperators.Binding{EndpointSelectors: []string{}}, bare.Binding, "an empty binding without the bindings feature")

	var ids []string
	for op, err := range ops.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, op.ID)
	}
	assert.Equal(t, []string{bare.ID, created.ID}, ids, "newest first, over pages of one")

	clk.Advance(time.Hour)
	rotated, _ := newCSR(t, "operator.prod.2")
	params := &k8soperators.UpdateParams{
		Description: new("prod"),
		Region:      new("eu"),
		Deployment:  &k8soperators.DeploymentUpdateParams{Version: new("0.20.0")},
		Binding:     &k8soperators.BindingUpdateParams{EndpointSelectors: []string{}, CSR: &rotated},
	}
	updated, err := ops.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "prod", updated.Description)
	assert.Equal(t, `{"env":"prod"}`, updated.Metadata, "fields not supplied keep their value")
	assert.Equal(t, "eu", updated.Region)
	assert.Equal(t, "0.20.0", updated.Deployment.Version)
	assert.Equal(t, "ngrok", updated.Deployment.Namespace, "only the name and version change")
	assert.Equal(t, []string{}, updated.Binding.EndpointSelectors, "an empty list clears the selectors")
	assert.Equal(t, "operator.prod.2", parseCert(t, updated.Binding.Cert.Cert).Subject.CommonName, "a new CSR, a new certificate")
	assert.Equal(t, "kubernetes-binding-ingress.ngrok.io:443", updated.Binding.IngressEndpoint)
	assert.Equal(t, start.Add(time.Hour), updated.UpdatedAt.UTC())
	assert.Nil(t, params.Metadata, "Update does not change the caller's params")

	off, err := ops.Update(ctx, created.ID, &k8soperators.UpdateParams{EnabledFeatures: []k8soperators.Feature{}})
	require.NoError(t, err)
	assert.Empty(t, off.EnabledFeatures)
	assert.Equal(t, &k8soperators.Binding{EndpointSelectors: []string{}}, off.Binding, "turning the bindings feature off empties the binding")

	require.NoError(t, ops.Delete(ctx, created.ID))
	_, err = ops.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	assert.True(t, ingress.IsNotFound(ops.Delete(ctx, created.ID)))
}
