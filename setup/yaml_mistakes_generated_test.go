package setup_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"github.com/ingresskit/ingress/setup"
)

// fieldKey is a key of a description that names a field of a struct: its
// node, its field path and the names of the fields of its struct.
type fieldKey struct {
	node   *yaml.Node
	path   string
	fields []string
}

// TestParseReportsGeneratedMisspellings misspells k keys at random depths
// of valid descriptions, with a fixed seed, and checks that exactly those
// k are reported, in the order of the file, each at its line and path
// and with the key it misspells as the suggestion.
func TestParseReportsGeneratedMisspellings(t *testing.T) {
	var fromFixture bytes.Buffer
	a := fixture()
	require.NoError(t, a.WriteYAML(&fromFixture))
	account, err := os.ReadFile("../cmd/ingress/testdata/account.yaml")
	require.NoError(t, err)
	docs := map[string]string{"fixture": fromFixture.String(), "docs/CLI.md": docsDescription(t), "cmd/ingress": string(account)}
	for name, doc := range docs {
		_, err := setup.Parse("account.yaml", []byte(doc))
		require.NoError(t, err, name)
		keys := fieldKeys(t, doc)
		require.Greater(t, len(keys), 30, "%s: enough keys to misspell", name)
		rng := rand.New(rand.NewPCG(39, uint64(len(doc))))
		for run := range 100 {
			chosen := chooseKeys(rng, keys, 1+rng.IntN(8))
			text, want := misspell(t, rng, doc, chosen)
			_, err := setup.Parse("account.yaml", []byte(text))
			require.Error(t, err, "%s, run %d:\n%s", name, run, text)
			assert.Equal(t, strings.Join(want, "\n"), err.Error(), "%s, run %d:\n%s", name, run, text)
		}
	}
}

// docsDescription returns the YAML description of docs/CLI.md.
func docsDescription(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../docs/CLI.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(b), "The description, in YAML")
	require.True(t, ok)
	_, rest, ok = strings.Cut(rest, "```yaml\n")
	require.True(t, ok)
	doc, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	return doc
}

// fieldKeys returns the keys of doc that name fields of the structs of
// setup.Account, in the order of the document, with the keys of maps
// (metadata, headers) and of types that read their own JSON (policies,
// event targets) left out.
func fieldKeys(t *testing.T, doc string) []fieldKey {
	var root yaml.Node
	require.NoError(t, yaml.Unmarshal([]byte(doc), &root))
	var keys []fieldKey
	var walk func(n *yaml.Node, typ reflect.Type, path string)
	walk = func(n *yaml.Node, typ reflect.Type, path string) {
		for typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		if reflect.PointerTo(typ).Implements(reflect.TypeFor[json.Unmarshaler]()) {
			return
		}
		switch {
		case typ.Kind() == reflect.Struct && n.Kind == yaml.MappingNode:
			fields := structFields(typ)
			names := slices.Sorted(maps.Keys(fields))
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i]
				p := strings.TrimPrefix(path+"."+k.Value, ".")
				keys = append(keys, fieldKey{node: k, path: p, fields: names})
				walk(n.Content[i+1], fields[k.Value], p)
			}
		case typ.Kind() == reflect.Map && n.Kind == yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				walk(n.Content[i+1], typ.Elem(), path+"."+n.Content[i].Value)
			}
		case typ.Kind() == reflect.Slice && n.Kind == yaml.SequenceNode:
			for i, e := range n.Content {
				walk(e, typ.Elem(), fmt.Sprintf("%s[%d]", path, i))
			}
		}
	}
	walk(root.Content[0], reflect.TypeFor[setup.Account](), "")
	return keys
}

// structFields returns the fields of the struct type typ by the names of
// their json tags, those of embedded structs included.
func structFields(typ reflect.Type) map[string]reflect.Type {
	fields := map[string]reflect.Type{}
	for f := range typ.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case !f.IsExported() || name == "-":
		case f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct:
			for n, ft := range structFields(f.Type) {
				fields[n] = ft
			}
		case name == "":
			fields[f.Name] = f.Type
		default:
			fields[name] = f.Type
		}
	}
	return fields
}

// chooseKeys returns up to k keys of keys at random, none within the
// value of another (whose misspelling would hide it), in the order of
// keys.
func chooseKeys(rng *rand.Rand, keys []fieldKey, k int) []fieldKey {
	within := func(p, q string) bool {
		return strings.HasPrefix(p, q+".") || strings.HasPrefix(p, q+"[")
	}
	var chosen []int
	for _, i := range rng.Perm(len(keys)) {
		if len(chosen) == k {
			break
		}
		if !slices.ContainsFunc(chosen, func(j int) bool {
			return within(keys[i].path, keys[j].path) || within(keys[j].path, keys[i].path)
		}) {
			chosen = append(chosen, i)
		}
	}
	slices.Sort(chosen)
	out := make([]fieldKey, len(chosen))
	for n, i := range chosen {
		out[n] = keys[i]
	}
	return out
}

// misspell returns doc with each of keys misspelt by a letter given
// twice, and the error lines that Parse of it must give, in order.
func misspell(t *testing.T, rng *rand.Rand, doc string, keys []fieldKey) (string, []string) {
	lines := strings.SplitAfter(doc, "\n")
	var want []string
	for i := len(keys) - 1; i >= 0; i-- { // from the end, so that the columns before hold
		k := keys[i]
		var wrong string
		for {
			at := 1 + rng.IntN(len(k.node.Value))
			wrong = k.node.Value[:at] + k.node.Value[at-1:]
			if !slices.Contains(k.fields, wrong) {
				break
			}
		}
		line := lines[k.node.Line-1]
		col := k.node.Column - 1
		require.Equal(t, k.node.Value, line[col:col+len(k.node.Value)], "the key %s is written plain", k.path)
		lines[k.node.Line-1] = line[:col] + wrong + line[col+len(k.node.Value):]
		path := strings.TrimSuffix(k.path, k.node.Value) + wrong
		want = append(want, fmt.Sprintf("account.yaml:%d: %s: unknown field; did you mean %s?", k.node.Line, path, k.node.Value))
	}
	slices.Reverse(want)
	return strings.Join(lines, ""), want
}
