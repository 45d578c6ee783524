package setup_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestFieldChangeJSON writes each old and new value of a field change as
// the JSON value it is: a string, a number, a list, an object, a policy
// document; text that is not JSON stays a string.
func TestFieldChangeJSON(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   setup.FieldChange
		want string
	}{
		{"strings", setup.FieldChange{Field: "action", Old: `"allow"`, New: `"deny"`},
			`{"field":"action","old":"allow","new":"deny"}`},
		{"a number", setup.FieldChange{Field: "status_code", New: `503`},
			`{"field":"status_code","new":503}`},
		{"a boolean", setup.FieldChange{Field: "pooling_enabled", Old: `true`},
			`{"field":"pooling_enabled","old":true}`},
		{"a list", setup.FieldChange{Field: "acl", New: `["bind:*.example.com"]`},
			`{"field":"acl","new":["bind:*.example.com"]}`},
		{"an object", setup.FieldChange{Field: "target", New: `{"datadog":{"ddsite":"datadoghq.eu"}}`},
			`{"field":"target","new":{"datadog":{"ddsite":"datadoghq.eu"}}}`},
		{"a policy", setup.FieldChange{Field: "traffic_policy", New: `"{\"on_http_request\":[{\"actions\":[{\"type\":\"deny\"}]}]}"`},
			`{"field":"traffic_policy","new":{"on_http_request":[{"actions":[{"type":"deny"}]}]}}`},
		{"a policy in YAML", setup.FieldChange{Field: "traffic_policy", New: `"on_tcp_connect: []\n"`},
			`{"field":"traffic_policy","new":"on_tcp_connect: []\n"}`},
		{"a Go escape", setup.FieldChange{Field: "description", New: `"bell\a"`},
			`{"field":"description","new":"bell\u0007"}`},
		{"not JSON", setup.FieldChange{Field: "description", New: `{not json`},
			`{"field":"description","new":"{not json"}`},
		{"nothing", setup.FieldChange{Field: "description"}, `{"field":"description"}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := json.Marshal(tc.in)
			require.NoError(t, err)
			assert.JSONEq(t, tc.want, string(got))
		})
	}
}

// TestPlanJSONValues writes a whole plan with its field values as JSON
// values, through a pointer as the plan holds its changes.
func TestPlanJSONValues(t *testing.T) {
	srv, _ := counted(t)
	p, err := setup.NewPlan(t.Context(), srv.Client(), policyAccount(denyPolicy("/admin", 403)))
	require.NoError(t, err)
	js, err := json.Marshal(p)
	require.NoError(t, err)
	var got struct {
		Changes []struct {
			Fields []struct {
				Field string `json:"field"`
				New   any    `json:"new"`
			} `json:"fields"`
		} `json:"changes"`
	}
	require.NoError(t, json.Unmarshal(js, &got))
	require.Len(t, got.Changes, 1, string(js))
	values := make(map[string]any)
	for _, f := range got.Changes[0].Fields {
		values[f.Field] = f.New
	}
	assert.Equal(t, "https://web.internal", values["url"], string(js))
	assert.Equal(t, []any{"internal"}, values["bindings"], string(js))
	assert.IsType(t, map[string]any{}, values["traffic_policy"], string(js))
}
