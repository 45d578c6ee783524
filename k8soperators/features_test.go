package k8soperators_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/k8soperators"
)

// TestFeaturesInAnyCase checks the helpers that let requests name
// features as the documented example does ("Ingress") and responses name
// them in lower case.
func TestFeaturesInAnyCase(t *testing.T) {
	features := []k8soperators.Feature{"Ingress", "BINDINGS"}
	assert.True(t, k8soperators.HasFeature(features, k8soperators.FeatureBindings))
	assert.True(t, k8soperators.HasFeature(features, "INGRESS"))
	assert.False(t, k8soperators.HasFeature(features, k8soperators.FeatureGateway))
	assert.Equal(t, []k8soperators.Feature{k8soperators.FeatureIngress, k8soperators.FeatureBindings}, k8soperators.LowerFeatures(features))
	assert.Empty(t, k8soperators.LowerFeatures(nil))
}
