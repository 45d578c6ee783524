package trafficpolicy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// parseMaxAlloc bounds the bytes Parse may allocate while refusing a
// hostile document of about 1 MiB: reading its nodes, never expanding
// them.
const parseMaxAlloc = 64 << 20

// wideAliases returns a policy of 997 KB: one 850 KB scalar and 49,000
// aliases of it in the configuration of an action, which would expand to
// about 42 GB.
func wideAliases() string {
	return "on_http_request:\n  - name: &a \"" + strings.Repeat("x", 850_000) + "\"\n" +
		"    actions:\n      - type: future-action\n        config: [" +
		strings.TrimSuffix(strings.Repeat("*a,", 49_000), ",") + "]\n"
}

// nestedAliases returns a policy of about 40 KB whose aliases nest four
// levels of ten over a 40 KB scalar: 11,111 nodes, fewer than any node
// bound, which would expand to 400 MB.
func nestedAliases() string {
	var b strings.Builder
	b.WriteString("on_http_request:\n  - actions:\n      - type: future-action\n        config:\n")
	b.WriteString("          l0: &l0 \"" + strings.Repeat("x", 40_000) + "\"\n")
	for i := 1; i <= 4; i++ {
		prev := "*l" + string(rune('0'+i-1))
		name := "l" + string(rune('0'+i))
		b.WriteString("          " + name + ": &" + name + " [" + strings.TrimSuffix(strings.Repeat(prev+", ", 10), ", ") + "]\n")
	}
	return b.String()
}

func TestParseRefusesAnAliasedScalarCheaply(t *testing.T) {
	doc := []byte(wideAliases())
	require.Less(t, len(doc), 1<<20, "the document fits the fake's request limit")
	var err error
	used := testkit.Allocated(func() { _, err = trafficpolicy.Parse(doc) })
	assert.ErrorContains(t, err, "expands to more than")
	assert.Less(t, used, uint64(parseMaxAlloc), "bytes allocated refusing the document")
}

func TestParseRefusesNestedAliasesCheaply(t *testing.T) {
	doc := []byte(nestedAliases())
	var err error
	used := testkit.Allocated(func() { _, err = trafficpolicy.Parse(doc) })
	assert.ErrorContains(t, err, "expands to more than")
	assert.Less(t, used, uint64(parseMaxAlloc), "bytes allocated refusing the document")
}

func TestParseReadsAFewAliasesAsTheirAnchors(t *testing.T) {
	aliased, err := trafficpolicy.Parse([]byte(`
on_http_request:
  - name: &n api
    expressions: &e ["req.url.path.startsWith('/api')"]
    actions:
      - &deny {type: deny, config: {status_code: 403}}
  - name: *n
    expressions: *e
    actions: [*deny, *deny]
`))
	require.NoError(t, err)
	written, err := trafficpolicy.Parse([]byte(`
on_http_request:
  - name: api
    expressions: ["req.url.path.startsWith('/api')"]
    actions:
      - {type: deny, config: {status_code: 403}}
  - name: api
    expressions: ["req.url.path.startsWith('/api')"]
    actions: [{type: deny, config: {status_code: 403}}, {type: deny, config: {status_code: 403}}]
`))
	require.NoError(t, err)
	assert.Equal(t, written.String(), aliased.String())
}

// refusedDocuments are policies that Parse refuses, with a piece of the
// error each gives.
var refusedDocuments = []struct{ name, doc, msg string }{
	{"second YAML document", "on_http_request: []\n---\non_tcp_connect: []\n", "line 2: a second YAML document is not allowed"},
	{"YAML duplicate key", "on_http_request:\n  - name: a\n    name: b\n", `line 3: the key "name" is given twice, first on line 2`},
	{"YAML merge key", "on_http_request:\n  - actions:\n      - &d {type: deny}\n      - <<: *d\n", "line 4: merge keys (<<) are not supported"},
	{"YAML number out of range", "on_http_request: []\nfuture: 1e400\n", "line 2: the number 1e400 is out of range"},
	{"YAML number out of range in a raw config", "on_http_request:\n  - actions:\n      - {type: future-action, config: {n: -1e400}}\n", "the number -1e400 is out of range"},
	{"JSON duplicate key", `{"on_http_request":[{"actions":[{"type":"deny"}],"actions":[]}]}`, `the key "actions" is given twice in on_http_request[0]`},
	{"JSON duplicate phase", `{"on_http_request":[],"on_http_request":[{"actions":[{"type":"deny"}]}]}`, `the key "on_http_request" is given twice at the top level`},
	{"JSON number out of range in Extra", `{"on_http_request":[],"future":1e400}`, "the number 1e400 at future is out of range"},
	{"JSON number out of range in a raw config", `{"on_http_request":[{"actions":[{"type":"future-action","config":{"n":[1,1e400]}}]}]}`, "the number 1e400 at on_http_request[0].actions[0].config.n[1] is out of range"},
}

func TestParseRefusesAmbiguousDocuments(t *testing.T) {
	for _, tt := range refusedDocuments {
		_, err := trafficpolicy.Parse([]byte(tt.doc))
		assert.ErrorContains(t, err, tt.msg, tt.name)
	}
}
