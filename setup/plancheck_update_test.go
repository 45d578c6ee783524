package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/setup"
)

// TestPlanChecksAnUpdateWhole checks a change to an existing cloud
// endpoint against the rules of the endpoint it would make, not only of
// the fields it sends: a binding that its URL does not allow is refused by
// the plan, before the API would refuse it half-way through an apply.
func TestPlanChecksAnUpdateWhole(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	endpoint := setup.CloudEndpoint{Name: "shop", URL: "https://shop.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: "on_http_request:\n  - actions: [{type: deny}]\n"}
	apply(t, c, setup.Account{CloudEndpoints: []setup.CloudEndpoint{endpoint}})

	endpoint.Bindings = []endpoints.Binding{endpoints.BindingKubernetes}
	_, err := setup.NewPlan(t.Context(), c, setup.Account{CloudEndpoints: []setup.CloudEndpoint{endpoint}})
	require.Error(t, err)
	assert.ErrorContains(t, err, "kubernetes binding")
}
