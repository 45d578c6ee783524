package k8soperators_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

var (
	ingressOnly  = []k8soperators.Feature{k8soperators.FeatureIngress}
	withBindings = []k8soperators.Feature{k8soperators.FeatureIngress, k8soperators.FeatureBindings}
)

// TestBindingFollowsTheFeature checks the rules that need the operator's
// state: a binding exists exactly while the bindings feature is on.
func TestBindingFollowsTheFeature(t *testing.T) {
	_, ops, _ := testkit.Start(t, k8soperators.NewClient)
	ctx := context.Background()
	csr, _ := newCSR(t, "operator")
	op, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: ingressOnly})
	require.NoError(t, err)

	_, err = ops.Update(ctx, op.ID, &k8soperators.UpdateParams{Binding: &k8soperators.BindingUpdateParams{CSR: &csr}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeOperatorBinding, "a binding needs the kept feature")

	_, err = ops.Update(ctx, op.ID, &k8soperators.UpdateParams{EnabledFeatures: withBindings})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeOperatorBinding, "turning the feature on needs a binding")

	_, err = ops.Update(ctx, op.ID, &k8soperators.UpdateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingUpdateParams{
		EndpointSelectors: []string{"true"},
	}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeOperatorBinding, "turning the feature on needs a CSR")

	on, err := ops.Update(ctx, op.ID, &k8soperators.UpdateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingUpdateParams{
		EndpointSelectors: []string{"true"}, CSR: &csr, IngressEndpoint: new("ingress.example.com:443"),
	}})
	require.NoError(t, err)
	require.NotNil(t, on.Binding)
	assert.Equal(t, []string{"true"}, on.Binding.EndpointSelectors)
	assert.Equal(t, "ingress.example.com:443", on.Binding.IngressEndpoint)
	assert.NotEmpty(t, on.Binding.Cert.Cert)

	kept, err := ops.Update(ctx, op.ID, &k8soperators.UpdateParams{Description: new("d")})
	require.NoError(t, err)
	assert.Equal(t, on.Binding, kept.Binding, "an update without binding keeps it")

	selectors, err := ops.Update(ctx, op.ID, &k8soperators.UpdateParams{Binding: &k8soperators.BindingUpdateParams{EndpointSelectors: []string{"false"}}})
	require.NoError(t, err)
	assert.Equal(t, []string{"false"}, selectors.Binding.EndpointSelectors)
	assert.Equal(t, on.Binding.Cert, selectors.Binding.Cert, "without a CSR the certificate stays")
}

// TestServerChecks checks what the server alone checks: the CSR and the
// selectors' CEL.
func TestServerChecks(t *testing.T) {
	csr, _ := newCSR(t, "operator")
	forged := strings.Replace(csr, "A", "B", 40)
	cases := []struct {
		name      string
		selectors []string
		csr       string
		code      string
	}{
		{"csr not PEM", nil, "not a csr", ingresstest.CodeInvalidCSR},
		{"certificate instead of csr", nil, "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", ingresstest.CodeInvalidCSR},
		{"csr garbled", nil, forged, ingresstest.CodeInvalidCSR},
		{"selector syntax", []string{"obj.metadata =="}, csr, ingresstest.CodeInvalidEndpointSelector},
		{"selector unknown field", []string{`obj.colour == "red"`}, csr, ingresstest.CodeInvalidEndpointSelector},
		{"selector not a condition", []string{`"prod"`}, csr, ingresstest.CodeInvalidEndpointSelector},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, ops, _ := testkit.Start(t, k8soperators.NewClient)
			_, err := ops.Create(context.Background(), &k8soperators.CreateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingCreateParams{
				EndpointSelectors: tc.selectors, CSR: tc.csr,
			}})
			testkit.RequireAPIError(t, err, http.StatusBadRequest, tc.code)
		})
	}
	t.Run("on update too", func(t *testing.T) {
		_, ops, _ := testkit.Start(t, k8soperators.NewClient)
		ctx := context.Background()
		op, err := ops.Create(ctx, &k8soperators.CreateParams{EnabledFeatures: withBindings, Binding: &k8soperators.BindingCreateParams{CSR: csr}})
		require.NoError(t, err)
		_, err = ops.Update(ctx, op.ID, &k8soperators.UpdateParams{Binding: &k8soperators.BindingUpdateParams{CSR: new("nope")}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeInvalidCSR)
		_, err = ops.Update(ctx, op.ID, &k8soperators.UpdateParams{Binding: &k8soperators.BindingUpdateParams{EndpointSelectors: []string{"obj."}}})
		testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeInvalidEndpointSelector)
	})
}
