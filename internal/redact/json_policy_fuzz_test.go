package redact

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// policySecret is a secret member of a Traffic Policy action, as a JSON
// and a YAML policy that hold it: <1> and <2> stand for the spellings of
// names, <s> for that of the secret.
type policySecret struct {
	json, yaml string
	names      []string
}

// policySecrets are the members of the actions that hold a secret.
var policySecrets = []policySecret{
	{ // basic-auth
		`{"on_http_request":[{"actions":[{"type":"basic-auth","config":{<1>:[<s>]}}]}]}`,
		"on_http_request:\n- actions:\n  - type: basic-auth\n    config:\n      <1>: [<s>]\n",
		[]string{"credentials"},
	},
	{ // oauth and openid-connect
		`{"on_http_request":[{"actions":[{"type":"oauth","config":{"provider":"google",<1>:<s>}}]}]}`,
		"on_http_request:\n- actions:\n  - type: oauth\n    config:\n      provider: google\n      <1>: <s>\n",
		[]string{"client_secret"},
	},
	{ // verify-webhook
		`{"on_http_request":[{"actions":[{"type":"verify-webhook","config":{"provider":"github",<1>:<s>}}]}]}`,
		"on_http_request:\n- actions:\n  - type: verify-webhook\n    config: {provider: github, <1>: <s>}\n",
		[]string{"secret"},
	},
	{ // terminate-tls
		`{"on_tcp_connect":[{"actions":[{"type":"terminate-tls","config":{<1>:<s>}}]}]}`,
		"on_tcp_connect:\n- actions:\n  - type: terminate-tls\n    config:\n      <1>: <s>\n",
		[]string{"server_private_key"},
	},
	{ // ai-gateway
		`{"on_http_request":[{"actions":[{"type":"ai-gateway","config":{"providers":[{"id":"openai",<1>:[{<2>:<s>}]}]}}]}]}`,
		"on_http_request:\n- actions:\n  - type: ai-gateway\n    config:\n      providers:\n      - id: openai\n        <1>:\n        - <2>: <s>\n",
		[]string{"api_keys", "value"},
	},
}

// policyBodies are the bodies that carry a policy as text, with <p> for
// the JSON string of the policy.
var policyBodies = []string{
	`{"url":"https://a.example",<tp>:<p>}`,
	`{"match":"/",<tp>:{"enabled":true,<v>:<p>}}`,
	`{"routes":[{"id":"edghtsrt_1",<tp>:{<v>:<p>}}]}`,
	`{"enabled":true,<v>:<p>}`,
}

// spelling says how each letter of names is written, two bits a letter:
// as it is, in upper case, escaped, or as the letter that folds to it
// (the Kelvin sign for k, the long s for s) or else in upper case.
type spelling uint64

// choice returns how the i-th letter is written.
func (s spelling) choice(i int) uint64 { return uint64(s) >> (2 * (i % 32)) & 3 }

// letter returns the letter c as the i-th letter is written, with esc for
// an escape.
func (s spelling) letter(c byte, i int, esc func(c byte, i int) string) string {
	switch s.choice(i) {
	case 1:
		return string(unicode.ToUpper(rune(c)))
	case 2:
		return esc(c, i)
	case 3:
		switch c {
		case 'k':
			return "\u212a"
		case 's':
			return "\u017f"
		}
		return string(unicode.ToUpper(rune(c)))
	}
	return string(c)
}

// jsonName returns name as a JSON string, spelt by s from letter at on.
func (s spelling) jsonName(name string, at int) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := range len(name) {
		b.WriteString(s.letter(name[i], at+i, func(c byte, _ int) string { return fmt.Sprintf(`\u%04x`, c) }))
	}
	b.WriteByte('"')
	return b.String()
}

// yamlName returns name as a YAML key, spelt by s from letter at on: in
// double quotes when a letter is escaped, with \x, \u and \U in turn.
func (s spelling) yamlName(name string, at int) string {
	var b strings.Builder
	quoted := false
	for i := range len(name) {
		b.WriteString(s.letter(name[i], at+i, func(c byte, i int) string {
			quoted = true
			return fmt.Sprintf([]string{`\x%02x`, `\u%04x`, `\U%08x`}[i%3], c)
		}))
	}
	if quoted {
		return `"` + b.String() + `"`
	}
	return b.String()
}

// secretText returns a secret of n letters Z as a string of JSON (yaml
// false) or YAML, the letters for which mask has a bit set escaped.
func secretText(n int, mask uint32, yaml bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := range n {
		switch {
		case mask>>(i%32)&1 == 0:
			b.WriteByte('Z')
		case yaml:
			b.WriteString(`\x5a`)
		default:
			b.WriteString(`\u005a`)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// showsSecret reports whether text shows a letter of a secret of
// secretText, as it is or escaped.
func showsSecret(text string) bool {
	lower := strings.ToLower(text)
	return strings.Contains(text, "Z") || strings.Contains(lower, "005a") || strings.Contains(lower, "x5a")
}

// FuzzJSONPolicySecret checks, over the secret members of every action,
// every body that carries a policy as text and every spelling of the
// names in JSON and YAML, that no letter of the secret shows in the
// redaction of the body or of any prefix of it. Each policy is one the
// fake reads. The policy is JSON or
// YAML (syntax), its names and the body's are spelt by names, the
// secret's letters escaped by secret, and the letters e and Z of the
// policy's JSON string escaped in the body when outer is set.
func FuzzJSONPolicySecret(f *testing.F) {
	f.Add(uint8(0), uint8(0), false, false, uint64(0), uint32(0), uint8(8), uint16(60))
	f.Add(uint8(0), uint8(1), true, false, uint64(0x20), uint32(1), uint8(8), uint16(90))
	f.Add(uint8(4), uint8(2), true, true, uint64(0xffffffff), uint32(5), uint8(3), uint16(120))
	f.Add(uint8(2), uint8(3), false, true, uint64(0xc30c30c3), uint32(0), uint8(20), uint16(0))
	f.Fuzz(func(t *testing.T, action, form uint8, yaml, outer bool, names uint64, secret uint32, n uint8, cut uint16) {
		ps := policySecrets[int(action)%len(policySecrets)]
		sp := spelling(names)
		text, args := ps.json, []string{"<s>", secretText(1+int(n)%24, secret, yaml)}
		for i, name := range ps.names {
			spelt := sp.jsonName(name, 8*i)
			if yaml {
				spelt = sp.yamlName(name, 8*i)
			}
			args = append(args, fmt.Sprintf("<%d>", i+1), spelt)
		}
		if yaml {
			text = ps.yaml
		}
		text = strings.NewReplacer(args...).Replace(text)
		_, err := yamldoc.Object([]byte(text))
		require.NoError(t, err, "the fake reads %s", text)
		str, err := json.Marshal(text)
		require.NoError(t, err)
		if outer {
			str = []byte(strings.NewReplacer("e", `\u0065`, "Z", `\u005a`).Replace(string(str)))
		}
		body := strings.NewReplacer(
			"<tp>", sp.jsonName("traffic_policy", 24), "<v>", sp.jsonName("value", 40), "<p>", string(str),
		).Replace(policyBodies[int(form)%len(policyBodies)])
		require.True(t, json.Valid([]byte(body)), "%s", body)

		out := string(JSON([]byte(body)))
		require.True(t, json.Valid([]byte(out)), "the redaction of %s is not JSON: %s", body, out)
		require.False(t, showsSecret(out), "%s shows a secret of %s", out, body)
		c := int(cut) % (len(body) + 1)
		prefix := string(JSON([]byte(body[:c])))
		require.False(t, showsSecret(prefix), "%s shows a secret of the cut at %d of %s", prefix, c, body)
	})
}
