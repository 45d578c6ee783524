package trafficpolicy_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	return b
}

// actionsOf returns every action of the typed phases of p.
func actionsOf(p *trafficpolicy.Policy) []trafficpolicy.Action {
	var out []trafficpolicy.Action
	for _, rules := range [][]trafficpolicy.Rule{p.OnTCPConnect, p.OnHTTPRequest, p.OnHTTPResponse, p.OnEventStreamMessage} {
		for _, r := range rules {
			out = append(out, r.Actions...)
		}
	}
	return out
}

func TestRoundTripJSONEveryKnownAction(t *testing.T) {
	doc := readFile(t, "every-action.json")
	p, err := trafficpolicy.Parse(doc)
	require.NoError(t, err)

	seen := map[string]bool{}
	for _, a := range actionsOf(p) {
		seen[a.Type] = true
		if a.Config == nil {
			continue
		}
		_, raw := a.Config.(trafficpolicy.RawConfig)
		assert.False(t, raw, "%s is read into its typed config", a.Type)
		assert.Equal(t, a.Type, a.Config.ActionType(), "the typed config of %s", a.Type)
	}
	for _, typ := range trafficpolicy.KnownActions() {
		assert.True(t, seen[typ], "the document exercises %s", typ)
	}

	out, err := p.JSON()
	require.NoError(t, err)
	assert.JSONEq(t, string(doc), out, "JSON -> Policy -> JSON keeps everything")
	assert.Contains(t, out, "12345678901234567890", "a big number is written back exactly")
}

func TestRoundTripYAMLEveryKnownAction(t *testing.T) {
	fromYAML, err := trafficpolicy.Parse(readFile(t, "every-action.yaml"))
	require.NoError(t, err)
	fromJSON, err := trafficpolicy.Parse(readFile(t, "every-action.json"))
	require.NoError(t, err)
	assert.JSONEq(t, fromJSON.String(), fromYAML.String(), "YAML and JSON of one policy read the same")

	again, err := trafficpolicy.Parse([]byte(fromYAML.String()))
	require.NoError(t, err)
	assert.JSONEq(t, fromYAML.String(), again.String())
}

func TestRoundTripKeepsWhatItDoesNotKnow(t *testing.T) {
	doc := readFile(t, "future.json")
	p, err := trafficpolicy.Parse(doc)
	require.NoError(t, err)

	teleport := p.OnHTTPRequest[0].Actions[0]
	assert.Equal(t, "teleport", teleport.Type)
	assert.IsType(t, trafficpolicy.RawConfig{}, teleport.Config, "an unknown action keeps its raw config")
	assert.Contains(t, p.Extra, "on_quic_stream", "a phase the package does not type is kept")
	assert.IsType(t, &trafficpolicy.SSEFindReplace{}, p.OnEventStreamMessage[0].Actions[0].Config)
	assert.Contains(t, p.OnHTTPRequest[0].Extra, "id")
	deny := p.OnHTTPRequest[0].Actions[1]
	assert.Contains(t, deny.Extra, "enabled")
	assert.Contains(t, deny.Config.(*trafficpolicy.Deny).Extra, "reason")

	out, err := p.JSON()
	require.NoError(t, err)
	assert.JSONEq(t, string(doc), out)
}

func TestParseYAMLAnchorsAndScalars(t *testing.T) {
	p, err := trafficpolicy.Parse([]byte(`
on_http_request:
  - name: &n shared
    actions:
      - type: custom-response
        config:
          status_code: 0x1F4
          body: *n
          headers: {x-when: 2024-01-02}
`))
	require.NoError(t, err)
	cr := p.OnHTTPRequest[0].Actions[0].Config.(*trafficpolicy.CustomResponse)
	assert.Equal(t, 500, *cr.StatusCode)
	assert.Equal(t, "shared", cr.Body, "an alias reads as its anchor")
	assert.Equal(t, "2024-01-02", cr.Headers["x-when"], "a timestamp-looking scalar stays text")
}

func TestParseRefusesWhatIsNotAPolicy(t *testing.T) {
	for name, doc := range map[string]string{
		"empty":         "",
		"json array":    `[1, 2]`,
		"yaml sequence": "- a\n- b\n",
		"scalar":        "hello",
		"bad yaml":      "a: [1, 2",
		"wrong type":    `{"on_http_request": {"actions": []}}`,
		"typed field":   `{"on_http_request": [{"actions": [{"type": "rate-limit", "config": {"capacity": "many"}}]}]}`,
		"infinity":      "on_http_request:\n  - actions:\n      - type: circuit-breaker\n        config: {error_threshold: .inf}\n",
		"alias bomb":    aliasBomb(),
	} {
		_, err := trafficpolicy.Parse([]byte(doc))
		assert.Error(t, err, name)
	}
}

// aliasBomb returns a small YAML document whose aliases expand to far
// more nodes than Parse accepts.
func aliasBomb() string {
	doc := "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
	prev := "a0"
	for i := 1; i < 8; i++ {
		name := "a" + string(rune('0'+i))
		doc += name + ": &" + name + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n"
		prev = name
	}
	return doc
}

func TestActionTypeComesFromTypedConfig(t *testing.T) {
	p := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
		Actions: []trafficpolicy.Action{{Config: &trafficpolicy.Deny{StatusCode: new(404)}}},
	}}}
	assert.JSONEq(t, `{"on_http_request":[{"actions":[{"type":"deny","config":{"status_code":404}}]}]}`, p.String())
}

func TestZeroPolicy(t *testing.T) {
	var p trafficpolicy.Policy
	assert.Equal(t, "{}", p.String())
	require.NoError(t, p.Validate())
}

func TestStringOfAPolicyThatCannotBeEncoded(t *testing.T) {
	p := trafficpolicy.Policy{Extra: trafficpolicy.Extra{"x": json.RawMessage("{")}}
	_, err := p.JSON()
	require.Error(t, err)
	assert.Regexp(t, `^%!`, p.String())
}

func TestAllowedPhases(t *testing.T) {
	assert.Equal(t, []trafficpolicy.Phase{trafficpolicy.PhaseTCPConnect}, trafficpolicy.AllowedPhases("terminate-tls"))
	assert.Nil(t, trafficpolicy.AllowedPhases("teleport"))
	assert.True(t, reflect.DeepEqual(trafficpolicy.KnownActions(), sortedCopy(trafficpolicy.KnownActions())), "listed in order")
}
