package redact

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// quote returns text as a JSON string.
func quote(text string) string {
	b, err := json.Marshal(text)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// The bodies that carry a Traffic Policy as text, with %s for the JSON
// string of the policy: a cloud endpoint's, the traffic policy module of
// a route as it is created and listed, and that of a TCP or TLS edge.
const (
	endpointBody = `{"url":"https://a.example","traffic_policy":%s}`
	routeBody    = `{"match_type":"path_prefix","match":"/","traffic_policy":{"enabled":true,"value":%s}}`
	routesBody   = `{"id":"edghts_1","routes":[{"id":"edghtsrt_1","traffic_policy":{"enabled":true,"value":%s}}]}`
	tcpEdgeBody  = `{"hostports":["1.tcp.ngrok.io:1"],"traffic_policy":{"enabled":false,"value":%s}}`
)

// The policies below hold the secret "hunter2-" followed by a word; none of
// "unter2" may show once redacted.

// jsonBasicAuth is a JSON policy whose basic-auth action holds a password,
// with %s for the spelling of its credentials member.
const jsonBasicAuth = `{"on_http_request":[{"actions":[{"type":"basic-auth","config":{%s:["user:hunter2-basic"]}}]}]}`

// yamlBasicAuth is jsonBasicAuth in YAML.
const yamlBasicAuth = "on_http_request:\n- actions:\n  - type: basic-auth\n    config:\n      %s: [\"user:hunter2-basic\"]\n"

func TestJSONHidesTheSecretsOfAPolicyInEveryForm(t *testing.T) {
	tests := []struct {
		name, body, policy string
		// whole says that the policy is hidden whole.
		whole bool
	}{
		{"json in an endpoint", endpointBody, fmt.Sprintf(jsonBasicAuth, `"credentials"`), false},
		{"json in a route's module", routeBody, fmt.Sprintf(jsonBasicAuth, `"credentials"`), false},
		{"json in a listed route's module", routesBody, fmt.Sprintf(jsonBasicAuth, `"credentials"`), false},
		{"json in a tcp edge's module", tcpEdgeBody, fmt.Sprintf(jsonBasicAuth, `"credentials"`), false},
		{"json with an escaped name", routeBody, fmt.Sprintf(jsonBasicAuth, `"cred\u0065ntials"`), false},
		{"json with a name in upper case", endpointBody, fmt.Sprintf(jsonBasicAuth, `"CREDENTIALS"`), false},
		{"yaml in an endpoint", endpointBody, fmt.Sprintf(yamlBasicAuth, "credentials"), true},
		{"yaml in a route's module", routeBody, fmt.Sprintf(yamlBasicAuth, "credentials"), true},
		{"yaml in a tcp edge's module", tcpEdgeBody, fmt.Sprintf(yamlBasicAuth, "credentials"), true},
		{"yaml with a \\x escape", endpointBody, fmt.Sprintf(yamlBasicAuth, `"cred\x65ntials"`), true},
		{"yaml with a \\u escape", routeBody, fmt.Sprintf(yamlBasicAuth, `"cred\u0065ntials"`), true},
		{"yaml with a \\U escape", tcpEdgeBody, fmt.Sprintf(yamlBasicAuth, `"cr\U00000065dentials"`), true},
		{"yaml in upper case", endpointBody, fmt.Sprintf(yamlBasicAuth, "Credentials"), true},
		{"yaml in single quotes", endpointBody, fmt.Sprintf(yamlBasicAuth, "'credentials'"), true},
		{"yaml with a folded key", endpointBody, "on_http_request:\n- actions:\n  - type: basic-auth\n    config:\n      ? \"cred\\\n        entials\"\n      : [\"user:hunter2-basic\"]\n", true},
		{"yaml with a tagged key", endpointBody, fmt.Sprintf(yamlBasicAuth, `!!str "cred\x65ntials"`), true},
		{"yaml oauth quoted", endpointBody, "on_http_request:\n- actions:\n  - type: oauth\n    config:\n      provider: google\n      client_id: id\n      \"client_\\u0073ecret\": hunter2-oauth\n", true},
		{"yaml openid connect", routeBody, "on_http_request:\n- actions:\n  - type: openid-connect\n    config: {issuer_url: \"https://i.example\", client_id: id, client_secret: hunter2-oidc}\n", true},
		{"yaml webhook secret with a long s", routeBody, "on_http_request:\n- actions:\n  - type: verify-webhook\n    config: {provider: github, \u017fecret: hunter2-webhook}\n", true},
		{"yaml tls private key", tcpEdgeBody, "on_tcp_connect:\n- actions:\n  - type: terminate-tls\n    config:\n      server_certificate: cert\n      \"server_private_\\x6bey\": hunter2-key\n", true},
		{"yaml ai api key with a kelvin sign", endpointBody, "on_http_request:\n- actions:\n  - type: ai-gateway\n    config:\n      providers:\n      - id: openai\n        api_\u212aeys:\n        - value: hunter2-ai\n", true},
		{"json ai api key", endpointBody, `{"on_http_request":[{"actions":[{"type":"ai-gateway","config":{"providers":[{"id":"openai","api_keys":[{"value":"hunter2-ai"}]}]}}]}]}`, false},
		{"json oauth client secret", routesBody, `{"on_http_request":[{"actions":[{"type":"oauth","config":{"provider":"google","client_s\u0065cret":"hunter2-oauth"}}]}]}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := fmt.Sprintf(tt.body, quote(tt.policy))
			out := string(JSON([]byte(body)))
			assert.NotContains(t, out, "unter2", "from %s", body)
			if tt.whole {
				_, err := yamldoc.Object([]byte(tt.policy))
				require.NoError(t, err, "the fake reads the policy")
				assert.Equal(t, fmt.Sprintf(tt.body, quotedText), out)
			} else {
				assert.Contains(t, out, Text)
				assert.True(t, json.Valid([]byte(out)), "%s", out)
			}
		})
	}
}

func TestJSONShowsAPolicyWithoutSecrets(t *testing.T) {
	for _, policy := range []string{
		"on_http_request:\n- actions:\n  - type: deny\n",
		`{"on_http_request":[{"actions":[{"type":"deny"}]}]}`,
		"   ",
		"",
	} {
		for _, form := range []string{endpointBody, routeBody, routesBody, tcpEdgeBody} {
			body := fmt.Sprintf(form, quote(policy))
			assert.Equal(t, body, string(JSON([]byte(body))))
		}
	}
}

func TestJSONHidesAYAMLPolicyItCannotRead(t *testing.T) {
	tests := []struct{ name, body string }{
		{"cut", `{"traffic_policy":"on_http_request:\n- actions:\n  - type: deny`},
		{"too long", fmt.Sprintf(endpointBody, quote("a: "+strings.Repeat("b", maxYAMLPolicy)))},
		{"in another policy", fmt.Sprintf(endpointBody, quote(`{"policy":"a: b"}`))},
		{"not a mapping", fmt.Sprintf(endpointBody, quote("- a"))},
		{"not yaml", fmt.Sprintf(endpointBody, quote("on_http_request: [\n  a: b\n"))},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := string(JSON([]byte(tt.body)))
			require.Contains(t, out, Text)
			assert.NotContains(t, out, "deny")
			assert.NotContains(t, out, "bbb")
			assert.NotContains(t, out, "- a")
			assert.NotContains(t, out, "a: b")
		})
	}
}
