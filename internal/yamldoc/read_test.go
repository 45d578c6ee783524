package yamldoc_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// aliases returns a document of a scalar of size bytes, anchored, and a
// list of n aliases of it, after a comment of pad bytes.
func aliases(size, n, pad int) string {
	return "#" + strings.Repeat(" ", pad) + "\na: &a " + strings.Repeat("x", size) + "\nb: [" + strings.TrimSuffix(strings.Repeat("*a, ", n), ", ") + "]\n"
}

func TestReadBoundsTheExpansion(t *testing.T) {
	for name, tt := range map[string]struct {
		doc  string
		want string // "" for none
	}{
		"a few aliases under the floor":  {aliases(1000, 50, 0), ""},
		"many aliases past the floor":    {aliases(1000, 70, 0), fmt.Sprintf("the YAML document expands to more than 10 times its size of %d bytes", len(aliases(1000, 70, 0)))},
		"nine times a large document":    {aliases(1<<20, 8, 0), ""},
		"beyond the cap at nine times":   {aliases(2<<20, 8, 0), fmt.Sprintf("the YAML document expands to more than %d bytes", yamldoc.MaxExpandedBytes)},
		"too many nodes, however small":  {"#" + strings.Repeat(" ", 400_000) + "\na: &a [" + strings.Repeat("'', ", 999) + "'']\nb: [" + strings.Repeat("*a, ", 1000) + "*a]\n", fmt.Sprintf("the YAML document expands to more than %d nodes", yamldoc.MaxNodes)},
		"an alias inside its own anchor": {"a: &a [b, *a]\n", "line 1: the alias *a is inside its own anchor"},
	} {
		_, err := yamldoc.Read("", []byte(tt.doc))
		if tt.want == "" {
			assert.NoError(t, err, name)
			continue
		}
		assert.EqualError(t, err, tt.want, name)
	}
}

func TestReadRefusesAmbiguousDocuments(t *testing.T) {
	for name, tt := range map[string]struct{ doc, want string }{
		"second document":        {"a: 1\n---\nb: 2\n", "doc.yaml:2: a second YAML document is not allowed"},
		"duplicate key":          {"a:\n  b: 1\n  c: 2\n  b: 3\n", `doc.yaml:4: the key "b" is given twice, first at doc.yaml:2`},
		"duplicate in a flow":    {"a: [{b: 1, b: 2}]\n", `doc.yaml:1: the key "b" is given twice, first at doc.yaml:1`},
		"duplicate by its text":  {"1: a\n'1': b\n", `doc.yaml:2: the key "1" is given twice, first at doc.yaml:1`},
		"merge key":              {"a: &a {b: 1}\nc:\n  <<: *a\n", "doc.yaml:3: merge keys (<<) are not supported; write the members out"},
		"alias key":              {"a: &a b\n*a : c\n", "doc.yaml:2: a mapping key must be a single value, not a list, a mapping or an alias"},
		"mapping key":            {"? {a: 1}\n: b\n", "doc.yaml:1: a mapping key must be a single value, not a list, a mapping or an alias"},
		"number out of range":    {"a: [1, 2e400]\n", "doc.yaml:1: the number 2e400 is out of range"},
		"tagged number":          {"a: !!float -1_0e400\n", "doc.yaml:1: the number -1_0e400 is out of range"},
		"number as a key":        {"1e999: a\n", "doc.yaml:1: the number 1e999 is out of range"},
		"syntax":                 {"a: [1, 2\n", "doc.yaml: yaml: line 1: did not find expected ',' or ']'"},
		"syntax of a second one": {"a: 1\n---\nb: [\n", "doc.yaml: yaml: line 3: did not find expected node content"},
	} {
		_, err := yamldoc.Read("doc.yaml", []byte(tt.doc))
		assert.EqualError(t, err, tt.want, name)
	}
}

func TestReadAcceptsWhatIsNotAmbiguous(t *testing.T) {
	for name, doc := range map[string]string{
		"quoted <<":          "'<<': a\n",
		"quoted big number":  "a: '1e400'\n",
		"text tag":           "a: !!str 1e400\n",
		"tiny number":        "a: 1e-400\n",
		"same key elsewhere": "a: {b: 1}\nc: {b: 2}\n",
		"comments only":      "# nothing\n",
		"explicit end":       "a: 1\n...\n",
	} {
		_, err := yamldoc.Read("", []byte(doc))
		assert.NoError(t, err, name)
	}
	root, err := yamldoc.Read("", nil)
	require.NoError(t, err)
	assert.Nil(t, root, "an empty document has no root")
}
