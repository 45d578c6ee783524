package setup

import (
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// WriteYAML writes the description to w as the YAML that Parse and Load
// read back as the same Account: the fields of its JSON form, under the
// names of their json tags and in the order of the Go types, without the
// null ones; in block style, with quotes only on strings that would read
// as another type (in YAML 1.1 too), and multi-line strings, like Traffic Policies, as
// literal blocks. A description holds where each secret value comes
// from, never the value, and so does the YAML.
func (a *Account) WriteYAML(w io.Writer) error {
	js, err := json.Marshal(a)
	if err != nil {
		return fmt.Errorf("encoding the description: %w", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(js, &doc); err != nil {
		return fmt.Errorf("encoding the description: %w", err)
	}
	for _, n := range doc.Content {
		dropNullFields(n, reflect.TypeFor[Account]())
	}
	blockStyle(&doc)
	enc := yaml.NewEncoder(w)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return fmt.Errorf("writing the description: %w", err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("writing the description: %w", err)
	}
	return nil
}

// dropNullFields removes, from the node n of a value of type t and the
// nodes below it, the struct fields that are null, which Parse reads as
// absent. Values of types that write their own JSON, and of maps, which
// may hold null on purpose, keep theirs.
func dropNullFields(n *yaml.Node, t reflect.Type) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[json.Marshaler]()) {
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		fieldTypes := make(map[string]reflect.Type)
		jsonFields(t, fieldTypes)
		var kept []*yaml.Node
		for pair := range slices.Chunk(n.Content, 2) {
			if len(pair) < 2 || pair[1].Tag == "!!null" {
				continue
			}
			if ft, ok := fieldTypes[pair[0].Value]; ok {
				dropNullFields(pair[1], ft)
			}
			kept = append(kept, pair...)
		}
		n.Content = kept
	case reflect.Map:
		for pair := range slices.Chunk(n.Content, 2) {
			if len(pair) == 2 {
				dropNullFields(pair[1], t.Elem())
			}
		}
	case reflect.Slice, reflect.Array:
		for _, c := range n.Content {
			dropNullFields(c, t.Elem())
		}
	}
}

// blockStyle clears the styles that JSON's syntax gave n and the nodes
// below it, so that the encoder chooses YAML's own: block collections,
// and quotes only on strings that would read as something else. It
// quotes too the strings that YAML 1.1 reads as booleans, like yes and
// off, which the encoder leaves plain, so that other tools read them as
// strings.
func blockStyle(n *yaml.Node) {
	n.Style = 0
	if n.Kind == yaml.ScalarNode && n.Tag == "!!str" && isYAML11Bool(n.Value) {
		n.Style = yaml.DoubleQuotedStyle
	}
	for _, c := range n.Content {
		blockStyle(c)
	}
}

// isYAML11Bool reports whether YAML 1.1 reads the plain scalar s as a
// boolean, where YAML 1.2 reads a string.
func isYAML11Bool(s string) bool {
	switch strings.ToLower(s) {
	case "y", "yes", "n", "no", "on", "off":
		return true
	}
	return false
}
