package trafficpolicy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// validateAction parses one action of phase from its JSON and validates
// the policy holding it.
func validateAction(t *testing.T, phase trafficpolicy.Phase, action string) error {
	t.Helper()
	p, err := trafficpolicy.Parse([]byte(`{"` + string(phase) + `": [{"actions": [` + action + `]}]}`))
	require.NoError(t, err)
	return p.Validate()
}

// Configs that the actions reference documents as valid.
func TestValidateAcceptsDocumentedConfigs(t *testing.T) {
	for _, tt := range []struct {
		phase  trafficpolicy.Phase
		action string
	}{
		{trafficpolicy.PhaseHTTPRequest, `{"type": "circuit-breaker", "config": {"volume_threshold": 1}}`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "owasp-crs-request", "config": {"on_error": "halt", "process_body": true, "exclude_rule_ids": [920350, 942100]}}`},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "owasp-crs-response", "config": {"on_error": "continue", "process_body": false, "exclude_rule_ids": [999999]}}`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "request-body-find-replace", "config": {"replacements": [{"from": "<!--.*?-->"}]}}`},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "restrict-ips", "config": {"enforce": true, "allow": ["1.1.1.1/32"]}}`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "http-request", "config": {"url": "https://a.internal", "timeout": "30s", "query_params": [{"key": "k", "value": "v"}]}}`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "close-connection"}`},
	} {
		assert.NoError(t, validateAction(t, tt.phase, tt.action), tt.action)
	}
}

// Configs that break a documented rule of their action.
func TestValidateRefusesConfigsAgainstTheReference(t *testing.T) {
	long := strings.Repeat("k", 129)
	for _, tt := range []struct {
		phase  trafficpolicy.Phase
		action string
		kind   error
		msg    string
	}{
		{trafficpolicy.PhaseHTTPRequest, `{"type": "owasp-crs-request", "config": {"on_error": "halt", "exclude_rule_ids": [12]}}`,
			trafficpolicy.ErrInvalidField, "exclude_rule_ids: 12 is not between 900000 and 999999"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "owasp-crs-response", "config": {"exclude_rule_ids": [1000000]}}`,
			trafficpolicy.ErrInvalidField, "exclude_rule_ids: 1000000 is not between 900000 and 999999"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "request-body-find-replace", "config": {"replacements": []}}`,
			trafficpolicy.ErrMissingField, "replacements: is required"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "response-body-find-replace"}`,
			trafficpolicy.ErrMissingField, "replacements: is required"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "response-body-find-replace", "config": {"replacements": [{"to": "x"}]}}`,
			trafficpolicy.ErrMissingField, "replacements[].from: is required"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "http-request", "config": {"url": "https://a.internal", "timeout": "45s"}}`,
			trafficpolicy.ErrInvalidField, `timeout: "45s" is not a duration from 1s to 30s`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "http-request", "config": {"url": "https://a.internal", "query_params": [{"key": "` + long + `", "value": "v"}]}}`,
			trafficpolicy.ErrInvalidField, "query_params[].key: is 129 characters long, want at most 128"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "add-headers", "config": {"headers": {}}}`,
			trafficpolicy.ErrMissingField, "headers: is required"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "remove-headers", "config": {"headers": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]}}`,
			trafficpolicy.ErrInvalidField, "headers: has 11 entries, want 0 to 10"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "basic-auth", "config": {"credentials": ["a:12345678"], "realm": "` + long + `"}}`,
			trafficpolicy.ErrInvalidField, "realm: is 129 characters long, want at most 128"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "rate-limit", "config": {"name": "n", "algorithm": "fixed_window", "capacity": 1, "rate": "60s", "bucket_key": ["conn.client_ip"]}}`,
			trafficpolicy.ErrInvalidField, `algorithm: "fixed_window" is not one of sliding_window`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "rate-limit", "config": {"name": "n", "capacity": 1, "rate": "60s", "bucket_key": ["conn.client_ip"]}}`,
			trafficpolicy.ErrMissingField, "algorithm: is required"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "forward-internal", "config": {"url": "https://a.internal", "on_error": "retry"}}`,
			trafficpolicy.ErrInvalidField, `on_error: "retry" is not one of halt, continue`},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "owasp-crs-response", "config": {"on_error": "stop"}}`,
			trafficpolicy.ErrInvalidField, `on_error: "stop" is not one of halt, continue`},
		{trafficpolicy.PhaseTCPConnect, `{"type": "terminate-tls", "config": {"max_version": "1.4"}}`,
			trafficpolicy.ErrInvalidField, `max_version: "1.4" is not one of 1.0, 1.1, 1.2, 1.3`},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "jwt-validation", "config": {"http": {"tokens": [{"type": "jwt", "name": "Authorization"}]}}}`,
			trafficpolicy.ErrMissingField, "http.tokens[].method: is required"},
	} {
		err := validateAction(t, tt.phase, tt.action)
		require.Error(t, err, tt.action)
		assert.ErrorIs(t, err, tt.kind, tt.action)
		assert.Contains(t, err.Error(), tt.msg)
	}
}

// ai-gateway is an action of the reference with a typed config.
func TestValidateAIGateway(t *testing.T) {
	assert.NoError(t, validateAction(t, trafficpolicy.PhaseHTTPRequest, `{"type": "ai-gateway", "config": {"providers": [{"id": "openai"}]}}`))
	assert.ErrorIs(t, validateAction(t, trafficpolicy.PhaseHTTPResponse, `{"type": "ai-gateway"}`), trafficpolicy.ErrPhase)
	for _, bad := range []string{
		`{"max_input_tokens": 500001}`,
		`{"total_timeout": "soon"}`,
		`{"providers": [{"id": "openai", "api_keys": [{}]}]}`,
		`{"providers": [{"models": [{"id": "gpt-4o"}]}]}`,
	} {
		assert.Error(t, validateAction(t, trafficpolicy.PhaseHTTPRequest, `{"type": "ai-gateway", "config": `+bad+`}`), bad)
	}
}
