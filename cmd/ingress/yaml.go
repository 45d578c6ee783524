package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	"go.yaml.in/yaml/v3"

	"github.com/ingresskit/ingress/setup"
)

// marshalYAML writes a as the YAML that setup.Parse reads: its JSON form,
// whose field names and order the YAML keeps, in YAML's block style.
func marshalYAML(a setup.Account) ([]byte, error) {
	js, err := json.Marshal(a)
	if err != nil {
		return nil, fmt.Errorf("encoding the description: %w", err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(js, &doc); err != nil {
		return nil, fmt.Errorf("encoding the description: %w", err)
	}
	blockStyle(&doc)
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, fmt.Errorf("encoding the description: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("encoding the description: %w", err)
	}
	return b.Bytes(), nil
}

// blockStyle clears the styles that JSON's syntax gave n and the nodes
// below it, so that the encoder chooses YAML's own: block collections,
// and quotes only on strings that would read as something else.
func blockStyle(n *yaml.Node) {
	n.Style = 0
	for _, c := range n.Content {
		blockStyle(c)
	}
}
