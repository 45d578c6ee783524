package trafficpolicy_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

func TestValidateAcceptsEveryKnownActionInItsPhase(t *testing.T) {
	p, err := trafficpolicy.Parse(readFile(t, "every-action.json"))
	require.NoError(t, err)
	assert.NoError(t, p.Validate())
}

func TestValidateChecksTheEventStreamPhase(t *testing.T) {
	wrong := trafficpolicy.Policy{OnHTTPResponse: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{
		{Config: &trafficpolicy.SSEFindReplace{Replacements: []trafficpolicy.Replacement{{From: "a"}}}},
	}}}}
	assert.ErrorIs(t, wrong.Validate(), trafficpolicy.ErrPhase)

	stream := trafficpolicy.Policy{OnEventStreamMessage: []trafficpolicy.Rule{{
		Expressions: []string{"req.url.path.startsWith('/v1/chat') && res.status_code == 200"},
		Actions:     []trafficpolicy.Action{{Type: "deny"}},
	}}}
	err := stream.Validate()
	assert.ErrorIs(t, err, trafficpolicy.ErrPhase)
	assert.Contains(t, err.Error(), "on_event_stream_message[0]: actions[0] deny: deny is not allowed in on_event_stream_message")

	stream.OnEventStreamMessage[0].Actions = []trafficpolicy.Action{{Config: &trafficpolicy.SSEFindReplace{
		Replacements: []trafficpolicy.Replacement{{Field: "event", From: "a"}},
	}}}
	assert.ErrorIs(t, stream.Validate(), trafficpolicy.ErrInvalidField, "field is data or retry")
	stream.OnEventStreamMessage[0].Actions[0].Config.(*trafficpolicy.SSEFindReplace).Replacements[0].Field = "retry"
	assert.NoError(t, stream.Validate())
}

func TestValidateAcceptsDocumentedExpressions(t *testing.T) {
	for _, expr := range []string{
		"req.url.path.startsWith('/api')",
		"req.method == 'POST' || req.method == 'PUT'",
		"'Fizz' in req.headers['baz']",
		"req.url.query_params['foo'][0] == 'bar'",
		"req.cookies['sessionId'][0].value > 'value'",
		"req.content_length > 10000000",
		"req.ts.header_received > timestamp('2023-12-31T00:00:00Z')",
		"conn.client_ip in ['::1', '127.0.0.1']",
		"conn.geo.country_code == 'US'",
		"'com.github' in conn.client_ip.categories",
		"inCidrRange(conn.client_ip, '10.0.0.0/8')",
		"hasReqHeader('host') && getReqHeader('host')[0] == 'example.com'",
		"vars.tier == 'gold'",
		"actions.ngrok.rate_limit.limited",
		"req.headers.exists(k, k.startsWith('x-'))",
		"endpoint.id != '' && timestamp(time.now) > conn.ts.start",
		"req.user_agent.is_bot",
		"req.url.path.lowerAscii() == '/a'",
	} {
		p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Expressions: []string{expr}}}}
		assert.NoError(t, p.Validate(), expr)
	}
	res := trafficpolicy.Policy{OnHTTPResponse: []trafficpolicy.Rule{{Expressions: []string{
		"res.status_code >= 500 && req.method == 'GET'",
		"res.cookies['sessionId'][0].expires > timestamp(time.now)",
	}}}}
	assert.NoError(t, res.Validate())
}

func TestValidateFindsEachKindOfMistake(t *testing.T) {
	rl := func(mut func(*trafficpolicy.RateLimit)) trafficpolicy.Action {
		c := &trafficpolicy.RateLimit{Name: "n", Algorithm: trafficpolicy.AlgorithmSlidingWindow, Capacity: new(10), Rate: "60s", BucketKey: []string{"conn.client_ip"}}
		mut(c)
		return trafficpolicy.Action{Config: c}
	}
	request := func(r trafficpolicy.Rule) trafficpolicy.Policy {
		return trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{r}}
	}
	tests := []struct {
		name   string
		policy trafficpolicy.Policy
		kind   error
		msg    string
	}{
		{"unknown action", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Type: "rate-limt"}}}),
			trafficpolicy.ErrUnknownAction, `on_http_request[0]: actions[0] rate-limt: unknown action "rate-limt"; did you mean rate-limit?`},
		{"no type", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{}}}),
			trafficpolicy.ErrUnknownAction, "the action has no type"},
		{"phase", trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Name: "tcp", Actions: []trafficpolicy.Action{rl(func(*trafficpolicy.RateLimit) {})}}}},
			trafficpolicy.ErrPhase, `on_tcp_connect[0] (rule "tcp"): actions[0] rate-limit: rate-limit is not allowed in on_tcp_connect, only in on_http_request`},
		{"response only", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Type: "owasp-crs-response"}}}),
			trafficpolicy.ErrPhase, "only in on_http_response"},
		{"missing field", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{rl(func(c *trafficpolicy.RateLimit) { c.Capacity = nil })}}),
			trafficpolicy.ErrMissingField, "actions[0] rate-limit: capacity: is required"},
		{"missing config", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Type: "forward-internal"}}}),
			trafficpolicy.ErrMissingField, "forward-internal: url: is required"},
		{"missing list", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RestrictIPs{}}}}),
			trafficpolicy.ErrMissingField, "allow, deny or ip_policies: is required"},
		{"nested field", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.JWTValidation{}}}}),
			trafficpolicy.ErrMissingField, "issuer.allow_list: is required"},
		{"invalid value", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{rl(func(c *trafficpolicy.RateLimit) { c.Rate = "15s" })}}),
			trafficpolicy.ErrInvalidField, `rate: "15s" is not a multiple of ten seconds from 60s to 24h`},
		{"bad cidr", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RestrictIPs{Allow: []string{"10.0.0.0/33"}}}}}),
			trafficpolicy.ErrInvalidField, `allow: "10.0.0.0/33" is neither a CIDR nor an IP address`},
		{"config of another action", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Type: "deny", Config: &trafficpolicy.Log{}}}}),
			trafficpolicy.ErrInvalidField, "config: is the config of log, not of deny"},
		{"raw config of a known action", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{{Type: "deny", Config: trafficpolicy.RawConfig(`{"status_code":"x"}`)}}}),
			trafficpolicy.ErrInvalidField, "config: json: cannot unmarshal"},
		{"syntax", request(trafficpolicy.Rule{Name: "api", Expressions: []string{"req.url.path ==="}}),
			trafficpolicy.ErrExpression, `on_http_request[0] (rule "api"): expression "req.url.path ===": Syntax error`},
		{"not a condition", request(trafficpolicy.Rule{Expressions: []string{"req.url.path"}}),
			trafficpolicy.ErrExpression, "is a string, not a condition"},
		{"type mismatch", request(trafficpolicy.Rule{Expressions: []string{"req.url.port == 'x'"}}),
			trafficpolicy.ErrExpression, "no matching overload"},
		{"unknown function", request(trafficpolicy.Rule{Expressions: []string{"teleport(req.url.path)"}}),
			trafficpolicy.ErrExpression, "undeclared reference to 'teleport'"},
		{"unknown variable", request(trafficpolicy.Rule{Name: "api", Expressions: []string{"req.url.paht == '/'"}}),
			trafficpolicy.ErrUnknownVariable, `on_http_request[0] (rule "api"): expression "req.url.paht == '/'": unknown variable req.url.paht; did you mean req.url.path?`},
		{"unknown namespace", request(trafficpolicy.Rule{Expressions: []string{"request.method == 'GET'"}}),
			trafficpolicy.ErrUnknownVariable, "unknown variable request.method; did you mean req.method?"},
		{"unknown in comprehension", request(trafficpolicy.Rule{Expressions: []string{"req.headers.exists(k, k == conn.clientip)"}}),
			trafficpolicy.ErrUnknownVariable, "unknown variable conn.clientip; did you mean conn.client_ip?"},
		{"not in the phase", request(trafficpolicy.Rule{Expressions: []string{"res.status_code == 200"}}),
			trafficpolicy.ErrUnknownVariable, "res.status_code is not available in on_http_request"},
		{"tcp has no request", trafficpolicy.Policy{OnTCPConnect: []trafficpolicy.Rule{{Expressions: []string{"req.host == 'a'"}}}},
			trafficpolicy.ErrUnknownVariable, "req.host is not available in on_tcp_connect"},
		{"bucket key", request(trafficpolicy.Rule{Actions: []trafficpolicy.Action{rl(func(c *trafficpolicy.RateLimit) { c.BucketKey = []string{"conn.clent_ip"} })}}),
			trafficpolicy.ErrUnknownVariable, `actions[0] rate-limit: bucket_key: expression "conn.clent_ip": unknown variable conn.clent_ip; did you mean conn.client_ip?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.policy.Validate()
			require.Error(t, err)
			assert.ErrorIs(t, err, tt.kind)
			var perr *trafficpolicy.Error
			require.True(t, errors.As(err, &perr))
			assert.Contains(t, perr.Error(), tt.msg)
		})
	}
}

func TestValidateReportsEveryMistake(t *testing.T) {
	p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{
		{Expressions: []string{"req.nope"}, Actions: []trafficpolicy.Action{{Type: "nope"}}},
		{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.AddHeaders{}}}},
	}}
	err := p.Validate()
	require.Error(t, err)
	joined, ok := err.(interface{ Unwrap() []error })
	require.True(t, ok)
	assert.Len(t, joined.Unwrap(), 3)
	assert.ErrorIs(t, err, trafficpolicy.ErrUnknownVariable)
	assert.ErrorIs(t, err, trafficpolicy.ErrUnknownAction)
	assert.ErrorIs(t, err, trafficpolicy.ErrMissingField)
}
