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
// from, never the value, and so does the YAML: an event target is written
// without the members that hold its secrets, which its credentials name
// the sources of.
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
		dropTargetSecrets(n, a.EventDestinations)
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

// dropTargetSecrets removes, from the node n of an Account that holds
// dests, the members of event targets that hold secrets, which are empty
// in a description: the credentials beside each target name their sources.
func dropTargetSecrets(n *yaml.Node, dests []EventDestination) {
	list := mappingValue(n, "event_destinations")
	if list == nil || len(list.Content) != len(dests) {
		return
	}
	for i, d := range dests {
		for _, path := range secretPaths(d.Target) {
			target := mappingValue(list.Content[i], "target")
			for _, name := range path[:len(path)-1] {
				target = mappingValue(target, name)
			}
			dropMapping(target, path[len(path)-1])
		}
	}
}

// mappingValue returns the value of the key name in the mapping node n,
// nil when n is nil or no mapping or has no such key.
func mappingValue(n *yaml.Node, name string) *yaml.Node {
	if n == nil || n.Kind != yaml.MappingNode {
		return nil
	}
	for pair := range slices.Chunk(n.Content, 2) {
		if len(pair) == 2 && pair[0].Value == name {
			return pair[1]
		}
	}
	return nil
}

// dropMapping removes the key name and its value from the mapping node n,
// which may be nil.
func dropMapping(n *yaml.Node, name string) {
	if n == nil || n.Kind != yaml.MappingNode {
		return
	}
	var kept []*yaml.Node
	for pair := range slices.Chunk(n.Content, 2) {
		if len(pair) == 2 && pair[0].Value == name {
			continue
		}
		kept = append(kept, pair...)
	}
	n.Content = kept
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
