package setup_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/ingresskit/ingress/setup"
)

// awkward are strings that YAML would read as something else, or that
// need quotes or escapes, as they appear in descriptions.
var awkward = []string{
	"yes", "no", "null", "~", "true", "0x1F", "1e3", "0.5", "012", "1_000", "2001-01-01",
	" leading space", "trailing space ", "a: b", "# not a comment", "- not a list", "[x]", "{y}", "&anchor", "*alias", "!tag",
	"%directive", "@at", "`tick", "'single' \"double\"", "<html>&amp;", "tab\there", "back\\slash", "日本語", "emoji 🚀",
	"two\nlines", "ends with a newline\n", "\nstarts with one", "carriage\r\nreturn", "control \x01 char",
}

// withAwkwardStrings returns the fixture with the awkward strings as
// descriptions and metadata, keys included.
func withAwkwardStrings() setup.Account {
	a := fixture()
	a.IPPolicies[0].Metadata = make(map[string]string)
	for i, s := range awkward {
		a.IPPolicies[0].Metadata[s] = s
		a.APIKeys = append(a.APIKeys, setup.APIKey{Name: s, Common: setup.Common{Description: awkward[len(awkward)-1-i]}})
	}
	a.HTTPResponseBackends[0].Body = "line one\n  indented\n\ttabbed\n\n"
	return a
}

// typedActions returns a with the type of each action of the typed
// Traffic Policies' on_http_request phase (the only one the fixture's
// use) given, as Parse reads it: the fixture leaves it to the action's
// configuration.
func typedActions(a setup.Account) setup.Account {
	for _, ep := range a.CloudEndpoints {
		if ep.Policy == nil {
			continue
		}
		for _, r := range ep.Policy.OnHTTPRequest {
			for i := range r.Actions {
				r.Actions[i].Type = r.Actions[i].Kind()
			}
		}
	}
	return a
}

// TestWriteYAMLReadsBack writes descriptions covering every kind, the
// sign-in modules of routes, the credentials of event destinations and
// awkward strings, and loads them back: the same Account.
func TestWriteYAMLReadsBack(t *testing.T) {
	for name, want := range map[string]setup.Account{
		"fixture":           typedActions(fixture()),
		"route sign-in":     authAccount(),
		"event credentials": credentialAccount(t, t.TempDir()),
		"awkward strings":   typedActions(withAwkwardStrings()),
		"empty":             {},
	} {
		t.Run(name, func(t *testing.T) {
			var b bytes.Buffer
			require.NoError(t, want.WriteYAML(&b))
			path := filepath.Join(t.TempDir(), "account.yaml")
			require.NoError(t, os.WriteFile(path, b.Bytes(), 0o600))
			got, err := setup.Load(path)
			require.NoError(t, err, "%s", b.String())
			assert.Equal(t, want, got, "%s", b.String())
		})
	}
	assert.Equal(t, 33, countResources(fixture()), "the fixture holds a resource of every kind")
}

// TestWriteYAMLStyle checks the form of the YAML: block collections, no
// null fields, quotes only on strings that would read as another type,
// and multi-line strings as literal blocks.
func TestWriteYAMLStyle(t *testing.T) {
	a := withAwkwardStrings()
	var b bytes.Buffer
	require.NoError(t, a.WriteYAML(&b))
	text := b.String()
	assert.Contains(t, text, "ip_policies:\n  - name: office\n    description: trusted networks\n")
	assert.Contains(t, text, `min_tls_version: "1.2"`, "a string that reads as a number is quoted")
	assert.Contains(t, text, "status_code: 200\n")
	assert.Contains(t, text, "value:\n          env: SETUP_TEST_DB_PASSWORD\n")
	assert.Contains(t, text, "    traffic_policy: |\n      on_http_request:\n", "a policy is a literal block")
	assert.Contains(t, text, "  - name: \"true\"\n", "a string that reads as a boolean is quoted")
	assert.Contains(t, text, "  - name: \"yes\"\n", "and one that YAML 1.1 reads as a boolean")
	assert.Contains(t, text, "      \"no\": \"no\"\n", "keys too")
	assert.NotContains(t, text, "null\n", "null fields are left out")
	assert.NotContains(t, text, "firehose", "null fields are left out")

	var doc yaml.Node
	require.NoError(t, yaml.Unmarshal(b.Bytes(), &doc))
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.MappingNode || n.Kind == yaml.SequenceNode {
			assert.Zero(t, n.Style&yaml.FlowStyle, "line %d is in flow style", n.Line)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&doc)

	var empty bytes.Buffer
	require.NoError(t, (&setup.Account{}).WriteYAML(&empty))
	assert.Equal(t, "{}\n", empty.String())
}
