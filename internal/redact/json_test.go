package redact

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

func TestJSONHidesSecretMembers(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"token", `{"id":"ak_1","token":"tok_ZZZ"}`, `{"id":"ak_1","token":"[REDACTED]"}`},
		{"null and empty show", `{"token":null,"secret":""}`, `{"token":null,"secret":""}`},
		{"nested", `{"a":{"b":[{"password":"pw"}]}}`, `{"a":{"b":[{"password":"[REDACTED]"}]}}`},
		{"object value", `{"private_key":{"pem":"x"},"n":1}`, `{"private_key":"[REDACTED]","n":1}`},
		{"number value", `{"api_key":123}`, `{"api_key":"[REDACTED]"}`},
		{"letter case", `{"TOKEN":"x"}`, `{"TOKEN":"[REDACTED]"}`},
		{"escaped name", `{"tok\u0065n":"x"}`, `{"tok\u0065n":"[REDACTED]"}`},
		{"kelvin sign", "{\"\u212a\":1,\"\u017fecret\":\"x\"}", "{\"\u212a\":1,\"\u017fecret\":\"[REDACTED]\"}"},
		{"vault secret value", `{"name":"n","value":"v"}`, `{"name":"n","value":"[REDACTED]"}`},
		{"other values show", `{"resolves_to":[{"value":"1.2.3.4"}]}`, `{"resolves_to":[{"value":"1.2.3.4"}]}`},
		{"ai api keys", `{"api_keys":[{"value":"sk"},{"value":"sk2"}]}`, `{"api_keys":[{"value":"[REDACTED]"},{"value":"[REDACTED]"}]}`},
		{"basic auth", `{"config":{"credentials":["u:p"]}}`, `{"config":{"credentials":"[REDACTED]"}}`},
		{"json policy in a string", `{"traffic_policy":"{\"on_http_request\":[{\"actions\":[{\"type\":\"basic-auth\",\"config\":{\"credentials\":[\"u:p\"]}}]}]}"}`,
			`{"traffic_policy":"{\"on_http_request\":[{\"actions\":[{\"type\":\"basic-auth\",\"config\":{\"credentials\":\"[REDACTED]\"}}]}]}"}`},
		{"yaml policy naming a secret", `{"traffic_policy":"on_http_request:\n- actions:\n  - type: basic-auth\n    config:\n      credentials: [\"u:p\"]\n"}`, `{"traffic_policy":"[REDACTED]"}`},
		{"yaml policy without secrets", `{"traffic_policy":"on_http_request: []"}`, `{"traffic_policy":"on_http_request: []"}`},
		{"nothing secret", ` [1, true, null, "x", -2.5e3] `, ` [1, true, null, "x", -2.5e3] `},
		{"empty", ``, ``},
		{"not json", `token=abc`, `[REDACTED]`},
		{"broken after some", `{"a":1,"token" "x"}`, `{"a":1,"token" [REDACTED]`},
		{"broken secret", "{\"token\":\"ab\x01cd\"}", `{"token":[REDACTED]`},
		{"trailing data", `{"a":1} {"token":"x"}`, `{"a":1} [REDACTED]`},
		{"too deep", strings.Repeat("[", maxJSONDepth+2), strings.Repeat("[", maxJSONDepth+1) + Text},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, string(JSON([]byte(tt.in))))
		})
	}
}

func TestJSONLeavesTheBodyAlone(t *testing.T) {
	in := []byte(`{"token":"x"}`)
	JSON(in)
	assert.Equal(t, `{"token":"x"}`, string(in))
	same := []byte(`{"id":"x"}`)
	assert.Equal(t, &same[0], &JSON(same)[0], "a body with nothing to hide is returned as it is")
}

// TestJSONCutNeverShowsASecret cuts bodies after every byte and checks
// that no byte of a secret shows, wherever the cut falls.
func TestJSONCutNeverShowsASecret(t *testing.T) {
	bodies := []string{
		`{"id":"ak_1","token":"ZZZZZZZZ","description":"d"}`,
		`{"token":{"k":["ZZZZ",{"p":"ZZZZ"}]},"after":1}`,
		`{"name":"n","value":"ZZZZZZ"}`,
		`{"api_keys":[{"provider":"p","value":"ZZZZZZ"}]}`,
		`{"config":{"credentials":["ZZZ:ZZZ","ZZ:ZZ"]}}`,
		`{"traffic_policy":"{\"actions\":[{\"config\":{\"credentials\":[\"ZZ:ZZ\"]}}]}"}`,
		`{"traffic_policy":"config:\n  credentials: [ZZ:ZZ]"}`,
		`{"tok\u0065n":"ZZZZZZ"}`,
		`{"password":"\u005aZZ\u005a"}`,
		`{"traffic_policy":{"enabled":true,"value":"{\"config\":{\"cred\\u0065ntials\":[\"ZZ:ZZ\"]}}"}}`,
		`{"routes":[{"traffic_policy":{"value":"config:\n  \"cred\\x65ntials\": [ZZ:ZZ]\n"}}]}`,
	}
	for _, body := range bodies {
		for n := range len(body) + 1 {
			out := string(JSON([]byte(body[:n])))
			assert.NotContains(t, out, "Z", "cut after %d bytes of %s", n, body)
			assert.NotContains(t, out, `\u005a`, "cut after %d bytes of %s", n, body)
		}
	}
}

// FuzzJSON checks, with encoding/json as the oracle, and yamldoc for the
// Traffic Policies a document holds as text, that the result of a valid
// document is valid and holds no secret value, and that any prefix of it
// shows nothing that the whole document hides.
func FuzzJSON(f *testing.F) {
	f.Add([]byte(`{"id":"ak_1","token":"tok","n":[1,{"secret":"s"}]}`), uint16(20))
	f.Add([]byte(`{"value":"v","api_keys":[{"value":"k"}],"config":{"credentials":["a:b"]}}`), uint16(9))
	f.Add([]byte(`{"traffic_policy":"{\"x\":{\"password\":\"p\"}}"}`), uint16(30))
	f.Add([]byte(`[true,false,null,-1.5e+3,"\ud83d\ude00"]`), uint16(4))
	f.Add([]byte(`{"traffic_policy":{"value":"{\"cred\\u0065ntials\":[\"a:b\"]}"}}`), uint16(40))
	f.Add([]byte(`{"routes":[{"traffic_policy":{"value":"config:\n  \"cr\\x65dentials\": [a:b]\n"}}]}`), uint16(50))
	f.Fuzz(func(t *testing.T, body []byte, cut uint16) {
		out := JSON(body)
		var doc any
		if json.Unmarshal(body, &doc) != nil {
			return
		}
		var red any
		require.NoError(t, json.Unmarshal(out, &red), "the redaction of valid %q is not JSON: %q", body, out)
		for _, v := range secretValues(red, 0, false) {
			if v != nil && v != "" && v != Text {
				t.Fatalf("secret value %v shows in %q (from %q)", v, out, body)
			}
		}
		n := int(cut) % (len(body) + 1)
		prefix := string(JSON(body[:n]))
		whole := string(out)
		// Up to the first replacement, a prefix's redaction is the same
		// as the whole's; past it, it holds a replacement of its own. A
		// policy's text in which something is hidden is written again,
		// its escapes as encoding/json writes them, which may be shorter
		// than the body's.
		if i := strings.Index(whole, Text); i >= 0 && len(prefix) > i && !strings.Contains(foldName(string(body)), "polic") {
			require.Contains(t, prefix, Text, "the cut at %d of %q shows what the whole hides", n, body)
		}
	})
}

// secretValues returns the values of the secret members of v, a decoded
// document, found as JSON finds them, in the policies it holds as text
// too.
func secretValues(v any, depth int, keyElem bool) []any {
	var out []any
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			name := foldName(k)
			if secretAt(name, place{depth: depth, keyElem: keyElem}) {
				out = append(out, x)
				continue
			}
			if s, ok := x.(string); ok && policyMember(name) {
				out = append(out, policySecretValues(s)...)
				continue
			}
			if m, ok := x.(map[string]any); ok && policyMember(name) {
				for k, v := range m {
					if s, ok := v.(string); ok && foldName(k) == "value" {
						out = append(out, policySecretValues(s)...)
					}
				}
			}
			if l, ok := x.([]any); ok {
				for _, e := range l {
					out = append(out, secretValues(e, depth+2, name == "api_keys")...)
				}
				continue
			}
			out = append(out, secretValues(x, depth+1, false)...)
		}
	case []any:
		for _, e := range v {
			out = append(out, secretValues(e, depth+1, false)...)
		}
	}
	return out
}

// policySecretValues returns the values of the secret members of text, a
// Traffic Policy, read as the fake reads it, or as JSON when the fake
// refuses it.
func policySecretValues(text string) []any {
	var doc any
	if obj, err := yamldoc.Object([]byte(text)); err == nil {
		_ = json.Unmarshal(obj, &doc)
	} else {
		_ = json.Unmarshal([]byte(text), &doc)
	}
	return secretValues(doc, 0, false)
}
