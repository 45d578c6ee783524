package yamldoc

import (
	"fmt"
	"math"

	"go.yaml.in/yaml/v3"
)

// Value returns the JSON value of n, a node of a tree that Read returned,
// aliases followed: a map[string]any for a mapping, a []any for a
// sequence, and for a scalar nil, a bool, an int64, a uint64, a float64
// or else its text. Read has bounded what the tree expands to, so this
// conversion is bounded too. A scalar that is not a JSON number, such as
// .inf, is an error.
func Value(n *yaml.Node) (any, error) {
	switch n.Kind {
	case yaml.AliasNode:
		return Value(n.Alias)
	case yaml.MappingNode:
		out := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			v, err := Value(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			out[n.Content[i].Value] = v
		}
		return out, nil
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			v, err := Value(c)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	}
	return scalar(n)
}

// scalar returns the JSON value of a scalar: null, a boolean, a number,
// or else its text.
func scalar(n *yaml.Node) (any, error) {
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
