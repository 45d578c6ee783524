package k8soperators_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/k8soperators"
)

// TestDocumentedExample follows the example of the API reference's
// kubernetes-operators/create page: the request names the feature
// "Ingress", the response names it "ingress" and carries a binding with
// an empty certificate and no selectors (an empty list: lists are never
// null), not a null binding.
func TestDocumentedExample(t *testing.T) {
	srv, ops, raw := testkit.Start(t, k8soperators.NewClient)
	c := srv.Client()
	body := map[string]any{
		"deployment":       map[string]string{"name": "ngrok-operator", "namespace": "ngrok-operator"},
		"description":      "Example Kubernetes Operator",
		"enabled_features": []string{"Ingress"},
		"metadata":         `{"environment": "staging"}`,
		"region":           "global",
	}
	var doc map[string]json.RawMessage
	require.NoError(t, c.Do(t.Context(), "POST", "/kubernetes_operators", body, &doc))
	assert.JSONEq(t, `["ingress"]`, string(doc["enabled_features"]))
	assert.JSONEq(t, `{"cert":{"cert":"","not_after":"0001-01-01T00:00:00Z","not_before":"0001-01-01T00:00:00Z"},"endpoint_selectors":[],"ingress_endpoint":""}`,
		string(doc["binding"]))

	csr, _ := newCSR(t, "operator.example")
	for _, client := range []*k8soperators.Client{ops, raw} {
		op, err := client.Create(t.Context(), &k8soperators.CreateParams{
			EnabledFeatures: []k8soperators.Feature{"Gateway", "BINDINGS"},
			Binding:         &k8soperators.BindingCreateParams{CSR: csr},
		})
		require.NoError(t, err, "features in any case, the bindings feature among them")
		assert.Equal(t, []k8soperators.Feature{k8soperators.FeatureGateway, k8soperators.FeatureBindings}, op.EnabledFeatures)
		assert.NotEmpty(t, op.Binding.Cert.Cert)

		_, err = client.Create(t.Context(), &k8soperators.CreateParams{EnabledFeatures: []k8soperators.Feature{"Ingress", "ingress"}})
		assert.True(t, ingress.IsValidation(err) || ingress.IsErrorCode(err, ingresstest.CodeValidation), "the same feature twice, whatever its case: %v", err)
		_, err = client.Create(t.Context(), &k8soperators.CreateParams{EnabledFeatures: []k8soperators.Feature{"Bindings"}})
		assert.True(t, ingress.IsValidation(err) || ingress.IsErrorCode(err, ingresstest.CodeValidation), "the bindings feature needs a binding, whatever its case: %v", err)
	}
}
