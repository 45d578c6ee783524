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

// badPolicy is a policy with a mistake, the code of the error reference
// that refuses it (errors/err_ngrok_2200 to 2207) and what the server's
// message says of it.
type badPolicy struct {
	name, policy, code, msg string
}

// badPolicies returns a policy for each kind of mistake that
// trafficpolicy.ValidateFor finds on an https cloud endpoint.
func badPolicies() []badPolicy {
	return []badPolicy{
		{"unknown action", `on_http_request: [{name: r, actions: [{type: rate-limt}]}]`, ingresstest.CodePolicyActionType,
			`on_http_request[0] (rule "r"): actions[0] rate-limt: unknown action "rate-limt"; did you mean rate-limit?`},
		{"phase", `{"on_tcp_connect":[{"actions":[{"type":"basic-auth","config":{"credentials":["u:password1"]}}]}]}`, ingresstest.CodePolicyActionPhase,
			"basic-auth is not allowed in on_tcp_connect, only in on_http_request"},
		{"compress-response in a request", `on_http_request: [{actions: [{type: compress-response}]}]`, ingresstest.CodePolicyActionPhase,
			"compress-response is not allowed in on_http_request, only in on_http_response"},
		{"missing field", `on_http_request: [{actions: [{type: forward-internal, config: {on_error: halt}}]}]`, ingresstest.CodePolicyActionField,
			"actions[0] forward-internal: url: is required"},
		{"invalid field", `on_http_request: [{actions: [{type: deny, config: {status_code: 42}}]}]`, ingresstest.CodePolicyOutOfRange,
			"status_code: must be between 100 and 599 inclusive, was 42"},
		{"field out of its rules", `on_http_request: [{actions: [{type: basic-auth, config: {credentials: [nocolon]}}]}]`, ingresstest.CodePolicyActionField,
			"credentials: each entry is username:password"},
		{"expression", `on_http_request: [{name: api, expressions: ["req.url.path =="], actions: [{type: deny}]}]`, ingresstest.CodePolicyExpression,
			`on_http_request[0] (rule "api"): expression "req.url.path ==": Syntax error`},
		{"unknown variable", `on_http_request: [{name: api, expressions: ["req.url.paht == '/'"], actions: [{type: deny}]}]`, ingresstest.CodePolicyExpression,
			`on_http_request[0] (rule "api"): expression "req.url.paht == '/'": unknown variable req.url.paht; did you mean req.url.path?`},
		{"typed field", `{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":"x"}}]}]}`, ingresstest.CodePolicyActionConfig,
			"config of deny"},
		{"unknown member of a config", `on_http_request: [{actions: [{type: deny, config: {status: 404}}]}]`, ingresstest.CodePolicyActionConfig,
			"status: unknown member of the config"},
		{"rule without actions", `on_http_request: [{expressions: ["req.url.path == '/'"]}]`, ingresstest.CodePolicyNoActions,
			"a rule must define at least one action"},
		{"empty policy", `{}`, ingresstest.CodePolicyNoActions, "non-empty Traffic Policy"},
		{"unreachable", `on_http_request: [{actions: [{type: deny}, {type: add-headers, config: {headers: {a: b}}}]}]`, ingresstest.CodePolicyUnreachable,
			"action add-headers is unreachable: deny before it ends the processing"},
		{"unknown phase", `on_http_requst: [{actions: [{type: deny}]}]`, ingresstest.CodeEndpointPolicy,
			`unknown phase "on_http_requst"; did you mean on_http_request?`},
	}
}

// TestBadPoliciesAreRefusedOnCreate checks that a cloud endpoint's policy
// is refused with the code of each mistake in the error reference
// (errors/err_ngrok_2200.mdx to err_ngrok_2207.mdx), and an empty one as
// endpoints/cloud-endpoints/index.mdx says ("You must specify a
// non-empty Traffic Policy").
func TestBadPoliciesAreRefusedOnCreate(t *testing.T) {
	e := newEnv(t)
	for _, tt := range badPolicies() {
		t.Run(tt.name, func(t *testing.T) {
			_, err := e.eps.Create(e.ctx, &endpoints.CreateParams{
				URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(tt.policy),
			})
			apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, tt.code)
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
		apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, tt.code, tt.name)
		assert.Contains(t, apiErr.Msg, tt.msg, tt.name)
	}
	got, err := e.eps.Get(e.ctx, ep.ID)
	require.NoError(t, err)
	assert.Equal(t, policy, got.TrafficPolicy, "a refused update changes nothing")
}

// TestHTTPPhasesRefusedOnTCPAndTLS checks the phase table of
// traffic-policy/how-it-works.mdx ("Phases available by protocol"):
// on_http_request and on_http_response are refused on tcp and tls
// endpoints with ERR_NGROK_2230, on create and on an update that keeps
// the URL, and on_tcp_connect is taken.
func TestHTTPPhasesRefusedOnTCPAndTLS(t *testing.T) {
	e := newEnv(t)
	httpPolicy := `on_http_response: [{actions: [{type: add-headers, config: {headers: {a: b}}}]}]`
	for _, url := range []string{"tcp://db.internal:5432", "tls://db.internal"} {
		_, err := e.eps.Create(e.ctx, &endpoints.CreateParams{URL: url, TrafficPolicy: new(httpPolicy)})
		apiErr := testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodePolicyPhaseProtocol, url)
		assert.Contains(t, apiErr.Msg, "invalid phase on_http_response for protocol "+url[:3])
	}
	ep, err := e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "tcp://db.internal:5432", TrafficPolicy: new(tcpPolicy)})
	require.NoError(t, err)
	_, err = e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{TrafficPolicy: new(httpPolicy)})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodePolicyPhaseProtocol, "the kept URL's protocol")
	_, err = e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "https://web.internal", TrafficPolicy: new(httpPolicy)})
	assert.NoError(t, err)
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
