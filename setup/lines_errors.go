package setup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/ingresskit/ingress/internal/cel"
)

// didYouMean returns "; did you mean x?" with the name of names closest
// to name, or "" when none is close.
func didYouMean(name string, names []string) string {
	slices.Sort(names)
	if c := cel.Closest(name, names); c != "" {
		return "; did you mean " + c + "?"
	}
	return ""
}

// checkOwnJSON refuses v, the value of the node n at path, when the type
// t, which reads its own JSON, refuses it, at the line of the member at
// fault when the error names one, like a status_code given as text.
func checkOwnJSON(n *yaml.Node, t reflect.Type, path string, v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return nodeError(n, path, "%v", err)
	}
	err = json.Unmarshal(b, reflect.New(t).Interface())
	var typeErr *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &typeErr) && typeErr.Field != "":
		fields := strings.Split(typeErr.Field, ".")
		at, atPath := memberNode(n, path, fields[len(fields)-1])
		return nodeError(at, atPath, "want a value of type %s, got a %s", typeErr.Type, typeErr.Value)
	}
	return nodeError(n, path, "%v", err)
}

// memberNode returns the first key named key within n, in the order of
// the document, with its path, or n and path when there is none.
func memberNode(n *yaml.Node, path, key string) (*yaml.Node, string) {
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			p := path + "." + n.Content[i].Value
			if n.Content[i].Value == key {
				return n.Content[i], p
			}
			if at, atPath := memberNode(n.Content[i+1], p, key); at != n.Content[i+1] {
				return at, atPath
			}
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			if at, atPath := memberNode(c, fmt.Sprintf("%s[%d]", path, i), key); at != c {
				return at, atPath
			}
		}
	}
	return n, path
}

// yamlLine matches the line that the YAML parser gives in its errors.
var yamlLine = regexp.MustCompile(`yaml: line \d+: (.*)$`)

// atSyntaxLine returns err, an error of reading data, the description in
// the file name, at the line of the mistake when it is one of YAML's
// syntax (see syntaxLine).
func atSyntaxLine(name string, data []byte, err error) error {
	line, msg := syntaxLine(data, err)
	if line == 0 {
		return err
	}
	return fmt.Errorf("%s:%d: %s", name, line, msg)
}

// syntaxLine returns the line of data at which err, an error of reading
// it, is when it is one of YAML's syntax, with its message without the
// line; 0 otherwise. The parser gives the line where the enclosing block
// starts (a bad indent deep in a list is "line 1"): the first line at
// which the document no longer parses is where the mistake is.
func syntaxLine(data []byte, err error) (int, string) {
	m := yamlLine.FindStringSubmatch(err.Error())
	if m == nil {
		return 0, ""
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	parses := func(n int) bool {
		var node yaml.Node
		return yaml.Unmarshal(bytes.Join(lines[:n], nil), &node) == nil
	}
	// Find the shortest failing prefix: parses(lo) holds, parses(hi) not.
	lo, hi := 0, len(lines)
	if parses(hi) {
		return 0, ""
	}
	for hi-lo > 1 {
		if mid := (lo + hi) / 2; parses(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hi, m[1]
}
