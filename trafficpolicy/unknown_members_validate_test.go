package trafficpolicy_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// validationErrors parses doc and returns the mistakes Validate finds in
// it, one message each.
func validationErrors(t *testing.T, doc string) []string {
	t.Helper()
	p, err := trafficpolicy.Parse([]byte(doc))
	require.NoError(t, err)
	err = p.Validate()
	if err == nil {
		return nil
	}
	var out []string
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		assert.ErrorIs(t, e, trafficpolicy.ErrUnknownMember, e.Error())
		out = append(out, e.Error())
	}
	return out
}

func TestValidateReportsUnknownMembers(t *testing.T) {
	for _, tt := range []struct {
		name, doc string
		want      []string
	}{
		{"a misspelt member of a rule", `on_http_request:
  - name: block
    expresions: ["req.url.path == '/admin'"]
    actions: [{type: deny}]`,
			[]string{`on_http_request[0] (rule "block"): expresions: unknown member of the rule; did you mean expressions?`}},
		{"a misspelt member of an action", `on_http_request: [{actions: [{type: deny, conifg: {status_code: 404}}]}]`,
			[]string{`on_http_request[0]: actions[0] deny: conifg: unknown member of the action; did you mean config?`}},
		{"a misspelt member of a config", `on_http_request: [{actions: [{type: custom-response, config: {status_cod: 503}}]}]`,
			[]string{`on_http_request[0]: actions[0] custom-response: status_cod: unknown member of the config; did you mean status_code?`}},
		{"the former name of the body of custom-response", `on_http_request: [{actions: [{type: custom-response, config: {content: hello}}]}]`,
			[]string{`on_http_request[0]: actions[0] custom-response: content: unknown member of the config; did you mean body?`}},
		{"a member with no documented name near it", `on_http_request: [{actions: [{type: rate-limit, config: {name: n, algorithm: sliding_window, capacity: 1, rate: 60s, bucket_key: [conn.client_ip], burst: 5}}]}]`,
			[]string{`on_http_request[0]: actions[0] rate-limit: burst: unknown member of the config`}},
		{"members nested in a config", `on_http_request:
  - actions:
      - type: jwt-validation
        config:
          issuer: {allow_list: [{value: "https://i", vlaue: x}], mode: strict}
          http: {tokens: [{type: jwt, method: header, name: a, prefx: "Bearer "}]}
          jws: {allowed_algorithms: [ES256], keys: {sources: {additional_jkus: ["https://k"], cache: 1h}}}`,
			[]string{
				`on_http_request[0]: actions[0] jwt-validation: issuer.mode: unknown member of the config`,
				`on_http_request[0]: actions[0] jwt-validation: issuer.allow_list[].vlaue: unknown member of the config; did you mean value?`,
				`on_http_request[0]: actions[0] jwt-validation: http.tokens[].prefx: unknown member of the config; did you mean prefix?`,
				`on_http_request[0]: actions[0] jwt-validation: jws.keys.sources.cache: unknown member of the config`,
			}},
		{"members of a config given as raw JSON", `{"on_http_response": [{"actions": [{"type": "add-headers", "config": {"headers": {"x": "y"}, "header": {"z": "w"}}}]}]}`,
			[]string{`on_http_response[0]: actions[0] add-headers: header: unknown member of the config; did you mean headers?`}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, validationErrors(t, tt.doc))
		})
	}
}

// A misspelt member changes the meaning of a rule silently: a deny rule
// whose expressions are misspelt has none, and denies every request.
func TestAMisspeltRuleIsAnError(t *testing.T) {
	p, err := trafficpolicy.Parse([]byte(`on_http_request: [{expresions: ["req.url.path == '/admin'"], actions: [{type: deny}]}]`))
	require.NoError(t, err)
	assert.Empty(t, p.OnHTTPRequest[0].Expressions)
	assert.Contains(t, p.OnHTTPRequest[0].Extra, "expresions", "Parse keeps the member for the round trip")

	err = p.Validate()
	var e *trafficpolicy.Error
	require.True(t, errors.As(err, &e), "%v", err)
	assert.Equal(t, trafficpolicy.Error{Phase: trafficpolicy.PhaseHTTPRequest, Rule: 0, Action: -1, Field: "expresions",
		Err: trafficpolicy.ErrUnknownMember, Msg: "unknown member of the rule; did you mean expressions?"}, *e)
}

// An action this package does not know keeps its config, which is not
// checked: the action itself is the mistake, as before.
func TestAnUnknownActionIsReportedNotItsMembers(t *testing.T) {
	p, err := trafficpolicy.Parse([]byte(`on_http_request: [{actions: [{type: teleport, config: {to: mars, speed: 3}}]}]`))
	require.NoError(t, err)
	assert.IsType(t, trafficpolicy.RawConfig{}, p.OnHTTPRequest[0].Actions[0].Config)
	err = p.Validate()
	require.ErrorIs(t, err, trafficpolicy.ErrUnknownAction)
	assert.NotErrorIs(t, err, trafficpolicy.ErrUnknownMember)
}

// The documented members of every known action, in the every-action
// document, are not reported.
func TestDocumentedMembersAreKnown(t *testing.T) {
	p, err := trafficpolicy.Parse(readFile(t, "every-action.yaml"))
	require.NoError(t, err)
	assert.NotErrorIs(t, p.Validate(), trafficpolicy.ErrUnknownMember)
}

// The reference documents identification beside the sources of the keys
// of jwt-validation; it is kept as it was read.
func TestJWTKeyIdentificationIsKnown(t *testing.T) {
	const doc = `{"on_http_request": [{"actions": [{"type": "jwt-validation", "config": {
  "issuer": {"allow_list": [{"value": "https://i"}]},
  "http": {"tokens": [{"type": "jwt", "method": "header", "name": "Authorization"}]},
  "jws": {"allowed_algorithms": ["RS256"], "keys": {
    "identification": [{"token_claims": ["kid"]}], "sources": {"additional_jkus": ["https://k"]}}}}}]}]}`
	p, err := trafficpolicy.Parse([]byte(doc))
	require.NoError(t, err)
	assert.NoError(t, p.Validate())
	assert.JSONEq(t, doc, p.String())
}
