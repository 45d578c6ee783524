package setup

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// Load reads the YAML description in the file at path; see Parse.
func Load(path string) (Account, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Account{}, fmt.Errorf("reading the account description: %w", err)
	}
	return Parse(path, data)
}

// Parse reads a YAML description of an account. Its fields are those of
// Account with the names of their json tags (reserved_domains,
// ip_policies, ...). An error names the file (name), the line and the
// field, like "account.yaml:7: ip_policies[0].rules[1].acton: unknown
// field". An empty document is the empty Account. The file is read with
// yamldoc.Read, which refuses a key given twice (naming both lines), a
// second document, merge keys and aliases that expand beyond its bounds,
// before anything is converted.
func Parse(name string, data []byte) (Account, error) {
	a, _, err := ParseSource(name, data)
	return a, err
}

// ParseSource reads a YAML description of an account, like Parse, and
// returns where each of its values is.
func ParseSource(name string, data []byte) (Account, *Source, error) {
	src := newSource(name, data)
	root, err := yamldoc.Read(name, data)
	if err != nil {
		return Account{}, nil, atSyntaxLine(name, data, err)
	}
	if root == nil {
		return Account{}, src, nil
	}
	src.recordLines(root, "", root.Line)
	a, err := decodeAccount(name, root)
	if err != nil {
		return Account{}, nil, err
	}
	return a, src, nil
}

// decodeAccount converts the root node of the description in the file
// name to an Account. Its error lists every mistake of the document (up
// to maxMistakes), one a line.
func decodeAccount(name string, root *yaml.Node) (Account, error) {
	var a Account
	c := &converter{file: name}
	tree := c.toJSON(root, reflect.TypeFor[Account](), "")
	if err := c.err(); err != nil {
		return Account{}, err
	}
	b, err := json.Marshal(tree)
	if err != nil {
		return Account{}, fmt.Errorf("%s: %w", name, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return Account{}, fmt.Errorf("%s: %w", name, err)
	}
	return a, nil
}

// nodeError is an error at a node of the document, at the field path.
func nodeError(n *yaml.Node, path, format string, args ...any) error {
	return fmt.Errorf("%d: %s: %s", n.Line, strings.TrimPrefix(path, "."), fmt.Sprintf(format, args...))
}

// toJSON converts the node n, which describes a value of type t at path,
// to the value encoding/json reads as that type, checking its fields and
// scalars. It records each mistake and goes on with the rest of the
// document; the value of a node with a mistake is nil.
func (c *converter) toJSON(n *yaml.Node, t reflect.Type, path string) any {
	for n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil
	}
	if reflect.PointerTo(t).Implements(reflect.TypeFor[json.Unmarshaler]()) {
		v, err := yamldoc.Value(n) // a type that reads its own JSON checks its own fields
		if err != nil {
			c.add(nodeError(n, path, "%v", err))
			return nil
		}
		if err := checkOwnJSON(n, t, path, v); err != nil {
			c.add(err)
			return nil
		}
		return v
	}
	switch t.Kind() {
	case reflect.Struct:
		return c.structToJSON(n, t, path)
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			c.add(nodeError(n, path, "want a mapping"))
			return nil
		}
		out := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i].Value
			out[k] = c.toJSON(n.Content[i+1], t.Elem(), path+"."+k)
		}
		return out
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			c.add(nodeError(n, path, "want a list"))
			return nil
		}
		out := make([]any, len(n.Content))
		for i, e := range n.Content {
			out[i] = c.toJSON(e, t.Elem(), fmt.Sprintf("%s[%d]", path, i))
		}
		return out
	}
	v, err := scalarToJSON(n, t, path)
	if err != nil {
		c.add(err)
	}
	return v
}

// scalarToJSON converts the node n, which describes a single value of the
// kind of t at path, to that value.
func scalarToJSON(n *yaml.Node, t reflect.Type, path string) (any, error) {
	if n.Kind != yaml.ScalarNode {
		return nil, nodeError(n, path, "want a single value")
	}
	switch t.Kind() {
	case reflect.String:
		return n.Value, nil
	case reflect.Bool:
		b, err := strconv.ParseBool(n.Value)
		if err != nil {
			return nil, nodeError(n, path, "want true or false, got %q", n.Value)
		}
		return b, nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		i, err := strconv.ParseInt(n.Value, 0, t.Bits())
		if err != nil {
			return nil, nodeError(n, path, "want an integer of %d bits, got %q", t.Bits(), n.Value)
		}
		return i, nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		u, err := strconv.ParseUint(n.Value, 0, t.Bits())
		if err != nil {
			return nil, nodeError(n, path, "want an integer from 0 of %d bits, got %q", t.Bits(), n.Value)
		}
		return u, nil
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(n.Value, t.Bits())
		if err != nil {
			return nil, nodeError(n, path, "want a number, got %q", n.Value)
		}
		return f, nil
	}
	return nil, nodeError(n, path, "a field of type %s cannot be read", t)
}

// structToJSON converts a mapping node to the object of the struct type t,
// recording each unknown field, with the known one whose name is close
// (yamldoc.Read has refused repeated ones).
func (c *converter) structToJSON(n *yaml.Node, t reflect.Type, path string) any {
	if n.Kind != yaml.MappingNode {
		c.add(nodeError(n, path, "want a mapping"))
		return nil
	}
	fieldTypes := make(map[string]reflect.Type)
	jsonFields(t, fieldTypes)
	out := make(map[string]any, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		key := n.Content[i]
		ft, ok := fieldTypes[key.Value]
		if !ok {
			c.unknownField(key, path+"."+key.Value, fieldTypes)
			continue
		}
		out[key.Value] = c.toJSON(n.Content[i+1], ft, path+"."+key.Value)
	}
	return out
}

// jsonFields records the fields of the struct type t, by their JSON
// names, with those of its embedded structs.
func jsonFields(t reflect.Type, into map[string]reflect.Type) {
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			jsonFields(f.Type, into)
			continue
		}
		if name == "" {
			name = f.Name
		}
		into[name] = f.Type
	}
}
