package yamldoc

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// cost is what a node expands to, aliases followed.
type cost struct {
	bytes int64 // of its scalars and keys, plus one for each node
	nodes int64
}

// checker walks a node tree once, in document order, checking each node
// and adding up what the tree expands to. The cost of each anchored node
// is kept, so that an alias costs a look-up: the walk is linear in the
// nodes of the document, however far its aliases would expand.
type checker struct {
	file     string
	maxBytes int64  // the expanded bytes this document may reach
	tooLarge string // the message when it reaches more
	anchored map[*yaml.Node]cost
}

// newChecker returns a checker for a document of size bytes named file.
func newChecker(file string, size int) *checker {
	c := &checker{file: file, anchored: make(map[*yaml.Node]cost)}
	c.maxBytes = max(ExpansionFloor, MaxExpansion*int64(size))
	c.tooLarge = fmt.Sprintf("the YAML document expands to more than %d times its size of %d bytes", MaxExpansion, size)
	if c.maxBytes >= MaxExpandedBytes {
		c.maxBytes = MaxExpandedBytes
		c.tooLarge = fmt.Sprintf("the YAML document expands to more than %d bytes", MaxExpandedBytes)
	}
	return c
}

// check checks the tree under root.
func (c *checker) check(root *yaml.Node) error {
	_, err := c.expand(root)
	return err
}

// expand checks n and the nodes under it and returns what n expands to.
func (c *checker) expand(n *yaml.Node) (cost, error) {
	if n.Kind == yaml.AliasNode {
		got, ok := c.anchored[n.Alias]
		if !ok {
			return cost{}, c.at(n.Line, "the alias *%s is inside its own anchor", n.Value)
		}
		return got, nil
	}
	if err := c.node(n); err != nil {
		return cost{}, err
	}
	total := cost{bytes: int64(len(n.Value)) + 1, nodes: 1}
	for _, child := range n.Content {
		got, err := c.expand(child)
		if err != nil {
			return cost{}, err
		}
		total.bytes += got.bytes
		total.nodes += got.nodes
		if err := c.bound(total); err != nil {
			return cost{}, err
		}
	}
	if n.Anchor != "" {
		c.anchored[n] = total
	}
	return total, nil
}

// bound refuses a part of the document that already expands beyond what
// the whole may: no part is larger than the whole.
func (c *checker) bound(t cost) error {
	if t.nodes > MaxNodes {
		return c.at(0, "the YAML document expands to more than %d nodes", MaxNodes)
	}
	if t.bytes > c.maxBytes {
		return c.at(0, "%s", c.tooLarge)
	}
	return nil
}

// node checks n itself, not the nodes under it.
func (c *checker) node(n *yaml.Node) error {
	switch n.Kind {
	case yaml.MappingNode:
		return c.mapping(n)
	case yaml.ScalarNode:
		return c.number(n)
	}
	return nil
}

// mapping checks the keys of the mapping n: each a single value, not a
// merge key, and given once.
func (c *checker) mapping(n *yaml.Node) error {
	seen := make(map[string]int, len(n.Content)/2)
	for i := 0; i < len(n.Content); i += 2 {
		k := n.Content[i]
		if k.Kind != yaml.ScalarNode {
			return c.at(k.Line, "a mapping key must be a single value, not a list, a mapping or an alias")
		}
		if k.ShortTag() == "!!merge" {
			return c.at(k.Line, "merge keys (<<) are not supported; write the members out")
		}
		if first, dup := seen[k.Value]; dup {
			return c.at(k.Line, "the key %q is given twice, first %s", k.Value, place(c.file, first))
		}
		seen[k.Value] = k.Line
	}
	return nil
}

// number refuses a plain scalar, or one tagged as a number, that is a
// number beyond the range of a float64, such as 1e400: YAML would read it
// as text, and JSON as infinity or not at all.
func (c *checker) number(n *yaml.Node) error {
	tag := n.ShortTag()
	numeric := n.Style == 0 || (n.Style == yaml.TaggedStyle && (tag == "!!float" || tag == "!!int"))
	if !numeric {
		return nil
	}
	if _, err := strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64); errors.Is(err, strconv.ErrRange) {
		return c.at(n.Line, "the number %s is out of range", n.Value)
	}
	return nil
}

// at returns the error msg, formatted with args, at line of the document
// (0 for the whole of it).
func (c *checker) at(line int, msg string, args ...any) error {
	return &docError{file: c.file, line: line, msg: fmt.Sprintf(msg, args...)}
}
