package trafficpolicy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"

	"go.yaml.in/yaml/v3"
)

// maxYAMLNodes bounds the nodes a YAML document may expand to, aliases
// followed, so that a small document cannot blow up into a huge one.
const maxYAMLNodes = 100_000

// Parse reads a Traffic Policy document written in JSON or in YAML, as
// the API and the agent take it. Members and actions this package does
// not know are kept (in Extra and RawConfig), so that writing the policy
// back loses nothing. Parse checks the document's shape only: call
// Validate for its rules.
func Parse(doc []byte) (*Policy, error) {
	text := bytes.TrimSpace(doc)
	if !json.Valid(text) {
		converted, err := yamlToJSON(text)
		if err != nil {
			return nil, fmt.Errorf("traffic policy: %w", err)
		}
		text = converted
	}
	if len(text) == 0 || text[0] != '{' {
		return nil, errors.New("traffic policy: the document is not a JSON object or a YAML mapping")
	}
	var p Policy
	if err := json.Unmarshal(text, &p); err != nil {
		return nil, fmt.Errorf("traffic policy: %w", err)
	}
	return &p, nil
}

// yamlToJSON converts a YAML document to JSON.
func yamlToJSON(doc []byte) ([]byte, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(doc, &root); err != nil {
		return nil, fmt.Errorf("neither JSON nor YAML: %w", err)
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 {
		return nil, errors.New("the document is empty")
	}
	budget := maxYAMLNodes
	v, err := yamlValue(root.Content[0], &budget)
	if err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// yamlValue returns the JSON value of n, counting the nodes visited
// against budget.
func yamlValue(n *yaml.Node, budget *int) (any, error) {
	if *budget--; *budget < 0 {
		return nil, errors.New("the YAML document expands to too many nodes")
	}
	switch n.Kind {
	case yaml.AliasNode:
		return yamlValue(n.Alias, budget)
	case yaml.MappingNode:
		out := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return nil, fmt.Errorf("line %d: a mapping key must be a scalar", k.Line)
			}
			val, err := yamlValue(v, budget)
			if err != nil {
				return nil, err
			}
			out[k.Value] = val
		}
		return out, nil
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			val, err := yamlValue(c, budget)
			if err != nil {
				return nil, err
			}
			out = append(out, val)
		}
		return out, nil
	}
	return yamlScalar(n)
}

// yamlScalar returns the JSON value of a scalar: null, a boolean, a
// number, or else its text.
func yamlScalar(n *yaml.Node) (any, error) {
	switch n.ShortTag() {
	case "!!null":
		return nil, nil
	case "!!bool":
		return decodeScalar[bool](n)
	case "!!int":
		if i, err := decodeScalar[int64](n); err == nil {
			return i, nil
		}
		return decodeScalar[uint64](n)
	case "!!float":
		f, err := decodeScalar[float64](n)
		if err == nil && (math.IsNaN(f) || math.IsInf(f, 0)) {
			return nil, fmt.Errorf("line %d: %s is not a JSON number", n.Line, n.Value)
		}
		return f, err
	}
	return n.Value, nil
}

// decodeScalar decodes the scalar n as a T, with n's line in the error.
func decodeScalar[T any](n *yaml.Node) (T, error) {
	var v T
	if err := n.Decode(&v); err != nil {
		return v, fmt.Errorf("line %d: %w", n.Line, err)
	}
	return v, nil
}
