package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/setup"
)

// TestEndpointPolicyDrift rewrites a cloud endpoint's policy by hand: the
// same policy in JSON is no drift, another one is put back.
func TestEndpointPolicyDrift(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	apply(t, c, fixture())
	ep := endpoints.NewClient(c)
	var id string
	for e, err := range ep.List(ctx, nil).All() {
		require.NoError(t, err)
		if e.URL == "https://app.example.com" {
			id = e.ID
		}
	}
	same := `{"on_http_request":[{"actions":[{"type":"custom-response","config":{"status_code":200,"body":"hello"}}]}]}`
	_, err := ep.Update(ctx, id, &endpoints.UpdateParams{TrafficPolicy: new(same)})
	require.NoError(t, err)
	plan, err := setup.NewPlan(ctx, c, fixture())
	require.NoError(t, err)
	assert.True(t, plan.Empty(), "the same policy written otherwise:\n%s", plan)

	other := `{"on_http_request":[{"actions":[{"type":"custom-response","config":{"status_code":503,"body":"down"}}]}]}`
	_, err = ep.Update(ctx, id, &endpoints.UpdateParams{TrafficPolicy: new(other)})
	require.NoError(t, err)
	plan = apply(t, c, fixture())
	assert.Contains(t, plan.String(), "~ cloud_endpoint hello ("+id+")\n    ~ traffic_policy:\n")
	got, err := ep.Get(ctx, id)
	require.NoError(t, err)
	assert.Equal(t, helloPolicy, got.TrafficPolicy)

	both := fixture()
	both.CloudEndpoints[0].Policy = both.CloudEndpoints[1].Policy
	_, err = setup.NewPlan(ctx, c, both)
	assert.EqualError(t, err, `cloud_endpoint "hello": give traffic_policy or policy, not both`)
}
