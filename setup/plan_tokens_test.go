package setup_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestPlanTokens checks that Tokens lists the creates of a tunnel
// credential and an API key, not the IP policy planned before them, that
// the plan's JSON form names them under "tokens", and that a plan of the
// same description once applied lists none.
func TestPlanTokens(t *testing.T) {
	srv, _ := counted(t)
	want := setup.Account{
		IPPolicies:        []setup.IPPolicy{{Name: "office"}},
		TunnelCredentials: []setup.TunnelCredential{{Name: "ci"}},
		APIKeys:           []setup.APIKey{{Name: "deploy"}},
	}
	p, err := setup.NewPlan(t.Context(), srv.Client(), want)
	require.NoError(t, err)
	var got []string
	for _, c := range p.Tokens() {
		got = append(got, string(c.Action)+" "+c.Kind+" "+c.Name)
	}
	assert.ElementsMatch(t, []string{"create tunnel_credential ci", "create api_key deploy"}, got)
	js, err := json.Marshal(p)
	require.NoError(t, err)
	var plan struct {
		Changes []json.RawMessage
		Tokens  []map[string]string
	}
	require.NoError(t, json.Unmarshal(js, &plan))
	assert.Len(t, plan.Changes, 3)
	assert.ElementsMatch(t, []map[string]string{{"kind": "tunnel_credential", "name": "ci"}, {"kind": "api_key", "name": "deploy"}}, plan.Tokens)

	require.NoError(t, p.Apply(t.Context()))
	again, err := setup.NewPlan(t.Context(), srv.Client(), want)
	require.NoError(t, err)
	assert.Empty(t, again.Tokens())
	js, err = json.Marshal(again)
	require.NoError(t, err)
	assert.JSONEq(t, `{"changes":[]}`, string(js), "no tokens, no field")
}
