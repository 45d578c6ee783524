package endpoints_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// badPolicy is a policy with a mistake and what the server's message
// says of it.
type badPolicy struct {
	name, policy, msg string
}

// badPolicies returns a policy for each kind of mistake that
// trafficpolicy.Validate finds.
func badPolicies() []badPolicy {
	return []badPolicy{
		{"unknown action", `on_http_request: [{name: r, actions: [{type: rate-limt}]}]`,
			`on_http_request[0] (rule "r"): actions[0] rate-limt: unknown action "rate-limt"; did you mean rate-limit?`},
		{"phase", `{"on_tcp_connect":[{"actions":[{"type":"basic-auth","config":{"credentials":["u:password1"]}}]}]}`,
			"basic-auth is not allowed in on_tcp_connect, only in on_http_request"},
		{"missing field", `on_http_request: [{actions: [{type: forward-internal, config: {on_error: halt}}]}]`,
			"actions[0] forward-internal: url: is required"},
		{"invalid field", `on_http_request: [{actions: [{type: deny, config: {status_code: 42}}]}]`,
			"status_code: 42 is not between 100 and 599"},
		{"expression", `on_http_request: [{name: api, expressions: ["req.url.path =="], actions: [{type: deny}]}]`,
			`on_http_request[0] (rule "api"): expression "req.url.path ==": Syntax error`},
		{"unknown variable", `on_http_request: [{name: api, expressions: ["req.url.paht == '/'"], actions: [{type: deny}]}]`,
			`on_http_request[0] (rule "api"): expression "req.url.paht == '/'": unknown variable req.url.paht; did you mean req.url.path?`},
		{"typed field", `{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":"x"}}]}]}`,
			"config of deny"},
	}
}

func TestBadPoliciesAreRefusedOnCreate(t *testing.T) {
	e := newEnv(t)
	for _, tt := range badPolicies() {
		t.Run(tt.name, func(t *testing.T) {
			_, err := e.eps.Create(e.ctx, &endpoints.CreateParams{
				URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(tt.policy),
			})
			apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointPolicy)
			assert.Contains(t, apiErr.Msg, "invalid traffic policy: ")
			assert.Contains(t, apiErr.Msg, tt.msg)
		})
	}
}

func TestBadPoliciesAreRefusedOnUpdate(t *testing.T) {
	e := newEnv(t)
	ep, err := e.eps.Create(e.ctx, &endpoints.CreateParams{
		URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(policy),
	})
	require.NoError(t, err)
	for _, tt := range badPolicies() {
		_, err := e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{TrafficPolicy: new(tt.policy)})
		apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointPolicy, tt.name)
		assert.Contains(t, apiErr.Msg, tt.msg, tt.name)
	}
	got, err := e.eps.Get(e.ctx, ep.ID)
	require.NoError(t, err)
	assert.Equal(t, policy, got.TrafficPolicy, "a refused update changes nothing")
}

func TestBadPolicyRefusesAnAgentEndpoint(t *testing.T) {
	e := newEnv(t)
	_, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{
		SessionID: e.session(t), TrafficPolicy: `on_http_request: [{expressions: ["req.url.paht == '/'"]}]`,
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "unknown variable req.url.paht")
}

func TestTypedPolicyIsAccepted(t *testing.T) {
	e := newEnv(t)
	p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Expressions: []string{"!inCidrRange(conn.client_ip, '10.0.0.0/8')"},
		Actions:     []trafficpolicy.Action{{Config: &trafficpolicy.Deny{StatusCode: new(403)}}},
	}}}
	ep, err := e.eps.Create(e.ctx, &endpoints.CreateParams{
		URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(p.String()),
	})
	require.NoError(t, err)
	back, err := trafficpolicy.Parse([]byte(ep.TrafficPolicy))
	require.NoError(t, err)
	assert.Equal(t, p.String(), back.String(), "the policy reads back as it was sent")
}
