// Package yamldoc reads YAML documents into node trees with bounds, so
// that no document, however built, costs more than its size allows: the
// one reader of account descriptions and Traffic Policy documents. It
// also checks JSON documents for what encoding/json lets pass.
package yamldoc

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"
)

// Read parses doc, a single YAML document, and returns its root node, or
// nil when the document is empty. Before returning, and without
// expanding anything, it refuses a document that expands, aliases
// followed, beyond MaxExpandedBytes, MaxExpansion times its size (past
// ExpansionFloor) or MaxNodes; a second document after "---"; a key given
// twice in a mapping; a mapping key that is not a single value; a merge
// key ("<<"); an alias inside its own anchor; and a plain number out of
// the range of a float64. Errors name file (which may be "") and the line.
func Read(file string, doc []byte) (*yaml.Node, error) {
	dec := yaml.NewDecoder(bytes.NewReader(doc))
	var root yaml.Node
	if err := dec.Decode(&root); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, named(file, err)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case err == nil:
		return nil, &docError{file: file, line: next.Line, msg: "a second YAML document is not allowed"}
	case !errors.Is(err, io.EOF):
		return nil, named(file, err)
	}
	if len(root.Content) == 0 {
		return nil, nil
	}
	if err := newChecker(file, len(doc)).check(root.Content[0]); err != nil {
		return nil, err
	}
	return root.Content[0], nil
}

// named prefixes an error of the YAML parser with file, when it has one.
func named(file string, err error) error {
	if file == "" {
		return err
	}
	return fmt.Errorf("%s: %w", file, err)
}
