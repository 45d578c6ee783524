package trafficpolicy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// TestZeroPolicyValidOnlyWhereNotCloud checks that the zero Policy stays
// valid for Validate and an agent endpoint, and is refused for a cloud
// endpoint, which "must specify a non-empty Traffic Policy"
// (endpoints/cloud-endpoints/index.mdx).
func TestZeroPolicyValidOnlyWhereNotCloud(t *testing.T) {
	var p trafficpolicy.Policy
	assert.NoError(t, p.Validate())
	assert.NoError(t, p.ValidateFor(trafficpolicy.Endpoint{Scheme: "https"}))
	err := p.ValidateFor(trafficpolicy.Endpoint{Scheme: "https", Cloud: true})
	assert.ErrorIs(t, err, trafficpolicy.ErrNoActions)
	assert.EqualError(t, err, "policy: a cloud endpoint must specify a non-empty Traffic Policy, with at least one rule and action")
	assert.ErrorIs(t, p.CheckEndpoint(trafficpolicy.Endpoint{Cloud: true}), trafficpolicy.ErrNoActions)
}

// TestValidateForPhasesByProtocol checks the phase table of
// traffic-policy/how-it-works.mdx ("Phases available by protocol"):
// on_tcp_connect on every protocol, on_http_request and on_http_response
// on http and https only (errors/err_ngrok_2205.mdx).
func TestValidateForPhasesByProtocol(t *testing.T) {
	deny := []trafficpolicy.Action{{Type: "deny"}}
	headers := []trafficpolicy.Action{{Config: &trafficpolicy.AddHeaders{Headers: map[string]string{"a": "b"}}}}
	connect := trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Actions: deny}}}
	request := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: deny}}}
	response := trafficpolicy.Policy{OnHTTPResponse: []trafficpolicy.Rule{{Actions: headers}}}
	for _, scheme := range []string{"http", "https", "tcp", "tls", ""} {
		e := trafficpolicy.Endpoint{Scheme: scheme, Cloud: true}
		assert.NoError(t, connect.ValidateFor(e), scheme)
		httpOK := scheme != "tcp" && scheme != "tls"
		for _, p := range []trafficpolicy.Policy{request, response} {
			err := p.ValidateFor(e)
			if httpOK {
				assert.NoError(t, err, scheme)
				continue
			}
			assert.ErrorIs(t, err, trafficpolicy.ErrProtocol, scheme)
			assert.ErrorContains(t, err, "for protocol "+scheme)
			checked := p.CheckEndpoint(e)
			assert.ErrorIs(t, checked, trafficpolicy.ErrProtocol, "CheckEndpoint agrees")
			for _, got := range []error{err, checked} {
				var first *trafficpolicy.Error
				require.ErrorAs(t, got, &first)
				assert.Equal(t, "ERR_NGROK_2230", first.Code, "the API's code of a phase the protocol does not run")
			}
		}
	}
	assert.NoError(t, request.Validate(), "Validate knows no endpoint")
}

// TestValidateForRulesAndTerminatingActions checks that a rule without
// actions (errors/err_ngrok_2206.mdx) and an action after a terminating
// one (errors/err_ngrok_2207.mdx; the pages of close-connection,
// custom-response, deny and forward-internal mark them terminating, the
// last not with on_error: continue) are refused for an endpoint.
func TestValidateForRulesAndTerminatingActions(t *testing.T) {
	e := trafficpolicy.Endpoint{Scheme: "https", Cloud: true}
	noActions := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Name: "r", Expressions: []string{"req.url.path == '/'"}}}}
	assert.ErrorIs(t, noActions.ValidateFor(e), trafficpolicy.ErrNoActions)
	assert.NoError(t, noActions.Validate())

	log := trafficpolicy.Action{Config: &trafficpolicy.RestrictIPs{Allow: []string{"0.0.0.0/0"}}}
	for _, first := range []trafficpolicy.Action{
		{Type: "deny"},
		{Config: &trafficpolicy.CustomResponse{StatusCode: new(200)}},
		{Type: "close-connection"},
		{Config: &trafficpolicy.ForwardInternal{URL: "https://a.internal"}},
	} {
		p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{first, log}}}}
		if first.Kind() == "close-connection" {
			p = trafficpolicy.Policy{OnTCPConnect: p.OnHTTPRequest}
		}
		err := p.ValidateFor(e)
		require.ErrorIs(t, err, trafficpolicy.ErrUnreachable, first.Kind())
		assert.ErrorContains(t, err, "actions[1] restrict-ips: action restrict-ips is unreachable: "+first.Kind()+" before it ends the processing")
	}
	goOn := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{
		{Config: &trafficpolicy.ForwardInternal{URL: "https://a.internal", OnError: trafficpolicy.OnErrorContinue}}, log,
	}}}}
	assert.NoError(t, goOn.ValidateFor(e), "forward-internal with on_error: continue does not terminate")
	later := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{{Type: "deny"}}}, {Actions: []trafficpolicy.Action{log}}}}
	assert.NoError(t, later.ValidateFor(e), "a later rule is reached when the first's expressions do not match")
}

// TestCompressResponseOnlyInResponses checks compress-response's own page
// (traffic-policy/actions/compress-response.mdx: on_http_response only),
// which the actions hub contradicts by listing on_http_request too.
func TestCompressResponseOnlyInResponses(t *testing.T) {
	assert.Equal(t, []trafficpolicy.Phase{trafficpolicy.PhaseHTTPResponse}, trafficpolicy.AllowedPhases("compress-response"))
	p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{{Type: "compress-response"}}}}}
	assert.ErrorIs(t, p.Validate(), trafficpolicy.ErrPhase)
}

// TestTerminateTLSOnlyOnHTTPSAndTLS checks terminate-tls's page
// (traffic-policy/actions/terminate-tls.mdx, "Supported schemes": https and
// tls): on an http or tcp endpoint it is refused with ErrProtocol
// (errors/err_ngrok_2205.mdx).
func TestTerminateTLSOnlyOnHTTPSAndTLS(t *testing.T) {
	p := trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.TerminateTLS{}}}}}}
	for scheme, ok := range map[string]bool{"https": true, "tls": true, "http": false, "tcp": false} {
		err := p.ValidateFor(trafficpolicy.Endpoint{Scheme: scheme, Cloud: true})
		if ok {
			assert.NoError(t, err, scheme)
			continue
		}
		assert.ErrorIs(t, err, trafficpolicy.ErrProtocol, scheme)
		assert.ErrorContains(t, err, "terminate-tls does not support the "+scheme+" protocol, only https, tls")
	}
}
