package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlanJSONValues checks that plan --json writes each field's value as
// the JSON value it is: "new": "deny", not "new": "\"deny\"".
func TestPlanJSONValues(t *testing.T) {
	t.Setenv("INGRESS_TEST_DB_PASSWORD", "s3cret-value") // the plan reads what it will send
	r := runIn(t, nil, "plan", "--json", "-f", "testdata/account.yaml")
	require.Equal(t, exitChanges, r.code, "%+v", r)
	var plan struct {
		Changes []struct {
			Kind   string `json:"kind"`
			Name   string `json:"name"`
			Fields []struct {
				Field string `json:"field"`
				New   any    `json:"new"`
			} `json:"fields"`
		} `json:"changes"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &plan), r.stdout)
	values := make(map[string]any)
	for _, c := range plan.Changes {
		for _, f := range c.Fields {
			values[c.Kind+" "+c.Name+" "+f.Field] = f.New
		}
	}
	assert.Equal(t, "deny", values["ip_policy_rule office/198.51.100.7/32 action"], r.stdout)
	assert.Equal(t, float64(200), values["http_response_backend welcome status_code"], r.stdout)
	assert.Equal(t, []any{"bind:*.example.com"}, values["tunnel_credential ci acl"], r.stdout)
	assert.Equal(t, map[string]any{"team": "infra"}, values["ip_policy office metadata"], r.stdout)
}
