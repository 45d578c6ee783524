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
		code   string
	}{
		{trafficpolicy.PhaseHTTPRequest, `{"type": "owasp-crs-request", "config": {"on_error": "halt", "exclude_rule_ids": [12]}}`,
			trafficpolicy.ErrInvalidField, "exclude_rule_ids: must be between 900000 and 999999 inclusive, was 12", "ERR_NGROK_2215"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "owasp-crs-response", "config": {"exclude_rule_ids": [1000000]}}`,
			trafficpolicy.ErrInvalidField, "exclude_rule_ids: must be between 900000 and 999999 inclusive, was 1000000", "ERR_NGROK_2215"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "request-body-find-replace", "config": {"replacements": []}}`,
			trafficpolicy.ErrMissingField, "replacements: is required", ""},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "response-body-find-replace"}`,
			trafficpolicy.ErrMissingField, "replacements: is required", ""},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "response-body-find-replace", "config": {"replacements": [{"to": "x"}]}}`,
			trafficpolicy.ErrMissingField, "replacements[].from: is required", ""},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "http-request", "config": {"url": "https://a.internal", "timeout": "45s"}}`,
			trafficpolicy.ErrInvalidField, `timeout: duration of 45s exceeds the limit of 30s`, "ERR_NGROK_2225"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "http-request", "config": {"url": "https://a.internal", "query_params": [{"key": "` + long + `", "value": "v"}]}}`,
			trafficpolicy.ErrInvalidField, "query_params[].key: length of 129 exceeds the limit of 128", "ERR_NGROK_2221"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "add-headers", "config": {"headers": {}}}`,
			trafficpolicy.ErrMissingField, "headers: is required", ""},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "remove-headers", "config": {"headers": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]}}`,
			trafficpolicy.ErrInvalidField, "headers: has 11 entries, over the limit of 10", "ERR_NGROK_2218"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "basic-auth", "config": {"credentials": ["a:12345678"], "realm": "` + long + `"}}`,
			trafficpolicy.ErrInvalidField, "realm: length of 129 exceeds the limit of 128", "ERR_NGROK_2221"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "rate-limit", "config": {"name": "n", "algorithm": "fixed_window", "capacity": 1, "rate": "60s", "bucket_key": ["conn.client_ip"]}}`,
			trafficpolicy.ErrInvalidField, `algorithm: "fixed_window" is not one of sliding_window`, "ERR_NGROK_2222"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "rate-limit", "config": {"name": "n", "capacity": 1, "rate": "60s", "bucket_key": ["conn.client_ip"]}}`,
			trafficpolicy.ErrMissingField, "algorithm: is required", ""},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "forward-internal", "config": {"url": "https://a.internal", "on_error": "retry"}}`,
			trafficpolicy.ErrInvalidField, `on_error: "retry" is not one of halt, continue`, "ERR_NGROK_2222"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "owasp-crs-response", "config": {"on_error": "stop"}}`,
			trafficpolicy.ErrInvalidField, `on_error: "stop" is not one of halt, continue`, "ERR_NGROK_2222"},
		{trafficpolicy.PhaseTCPConnect, `{"type": "terminate-tls", "config": {"max_version": "1.4"}}`,
			trafficpolicy.ErrInvalidField, `max_version: "1.4" is not one of 1.0, 1.1, 1.2, 1.3`, "ERR_NGROK_2222"},
		{trafficpolicy.PhaseTCPConnect, `{"type": "terminate-tls", "config": {"server_private_key": "k"}}`,
			trafficpolicy.ErrInvalidField, "server_certificate: is required when server_private_key is specified", "ERR_NGROK_2240"},
		{trafficpolicy.PhaseHTTPResponse, `{"type": "compress-response", "config": {"algorithms": ["zstd"]}}`,
			trafficpolicy.ErrInvalidField, `algorithms: "zstd" is not one of br, compress, deflate, gzip`, "ERR_NGROK_2214"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "restrict-ips", "config": {"enforce": true, "allow": ["1.1.1.300/32"]}}`,
			trafficpolicy.ErrInvalidField, `is neither a CIDR nor an IP address`, "ERR_NGROK_2217"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "set-vars", "config": {"vars": [{"a": 1, "b": 2}]}}`,
			trafficpolicy.ErrInvalidField, "vars: each entry sets exactly one variable, got 2", "ERR_NGROK_2252"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "circuit-breaker", "config": {"error_threshold": 1.5}}`,
			trafficpolicy.ErrInvalidField, "error_threshold: must be between 0.0 and 1.0 inclusive, was 1.5", "ERR_NGROK_2215"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "circuit-breaker", "config": {"window_duration": "soon"}}`,
			trafficpolicy.ErrInvalidField, `window_duration: "soon" is not a duration`, "ERR_NGROK_2228"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "circuit-breaker", "config": {"window_duration": "10ms"}}`,
			trafficpolicy.ErrInvalidField, `window_duration: "10ms" is not a duration from 1s to 2m`, "ERR_NGROK_2215"},
		{trafficpolicy.PhaseHTTPRequest, `{"type": "jwt-validation", "config": {"http": {"tokens": [{"type": "jwt", "name": "Authorization"}]}}}`,
			trafficpolicy.ErrMissingField, "http.tokens[].method: is required", ""},
	} {
		err := validateAction(t, tt.phase, tt.action)
		require.Error(t, err, tt.action)
		assert.ErrorIs(t, err, tt.kind, tt.action)
		assert.Contains(t, err.Error(), tt.msg)
		var first *trafficpolicy.Error
		require.ErrorAs(t, err, &first)
		assert.Equal(t, tt.code, first.Code, "the API's code of %s", tt.msg)
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

// TestValidateOneAIGatewayPerPolicy checks errors/err_ngrok_2266: a
// policy holds one ai-gateway action at most, in any rule.
func TestValidateOneAIGatewayPerPolicy(t *testing.T) {
	gateway := `{"type": "ai-gateway", "config": {"providers": [{"id": "openai"}]}}`
	one, err := trafficpolicy.Parse([]byte(`{"on_http_request": [{"actions": [` + gateway + `]}, {"actions": [{"type": "deny"}]}]}`))
	require.NoError(t, err)
	assert.NoError(t, one.Validate())
	for _, doc := range []string{
		`{"on_http_request": [{"actions": [` + gateway + `, ` + gateway + `]}]}`,
		`{"on_http_request": [{"actions": [` + gateway + `]}, {"name": "second", "actions": [` + gateway + `]}]}`,
	} {
		p, err := trafficpolicy.Parse([]byte(doc))
		require.NoError(t, err)
		err = p.Validate()
		assert.ErrorIs(t, err, trafficpolicy.ErrLimit, doc)
		var first *trafficpolicy.Error
		require.ErrorAs(t, err, &first)
		assert.Equal(t, "ERR_NGROK_2266", first.Code)
		assert.Contains(t, first.Msg, "one AI gateway action at most")
	}
}
