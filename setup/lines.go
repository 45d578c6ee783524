package setup

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Source is where a description was read from: its file and the line of
// each of its values, by field path (like "ip_policies[0].rules[1].action").
// Give it to NewPlan with From, so that the plan's errors name the file
// and the line. A description built in Go has none.
type Source struct {
	file   string
	lines  map[string]int
	values map[string]string
	// order holds the paths in the order of the document.
	order []string
	// blocks holds the line of the indicator ("|" or ">") of each block
	// scalar, by path: its text starts on the next line.
	blocks map[string]int
	// text is the document, line by line, for the text of block scalars.
	text [][]byte
}

// newSource returns the Source of the document data in the file name,
// with no value recorded yet.
func newSource(name string, data []byte) *Source {
	return &Source{file: name, lines: make(map[string]int), values: make(map[string]string),
		blocks: make(map[string]int), text: bytes.SplitAfter(data, []byte("\n"))}
}

// LoadSource reads the YAML description in the file at path, like Load,
// and returns where each of its values is.
func LoadSource(path string) (Account, *Source, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Account{}, nil, fmt.Errorf("reading the account description: %w", err)
	}
	return ParseSource(path, data)
}

// From makes NewPlan name the file and the line of src in its errors.
func From(src *Source) Option { return func(o *options) { o.source = src } }

// recordLines records the line of n, at path, and of everything in it.
// A member's line is that of its key.
func (s *Source) recordLines(n *yaml.Node, path string, line int) {
	for n.Kind == yaml.AliasNode {
		n = n.Alias
	}
	if path != "" {
		if _, ok := s.lines[path]; !ok {
			s.order = append(s.order, path)
		}
		s.lines[path] = line
		if n.Kind == yaml.ScalarNode {
			s.values[path] = n.Value
			if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
				s.blocks[path] = n.Line
			}
		}
	}
	switch n.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			key := n.Content[i]
			s.recordLines(n.Content[i+1], strings.TrimPrefix(path+"."+key.Value, "."), key.Line)
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			s.recordLines(c, fmt.Sprintf("%s[%d]", path, i), c.Line)
		}
	}
}

// at returns where the value at path is, "file:line: path" with the
// line of the value or of the nearest enclosing one that the file gives;
// just path without a source.
func (s *Source) at(path string) string {
	switch {
	case s == nil:
		return path
	case s.line(path) == 0:
		return fmt.Sprintf("%s: %s", s.file, path)
	}
	return fmt.Sprintf("%s:%d: %s", s.file, s.line(path), path)
}

// line returns the line of the value at path or of the nearest enclosing
// one, or 0.
func (s *Source) line(path string) int {
	if s == nil {
		return 0
	}
	for p := path; p != ""; p = parentPath(p) {
		if line, ok := s.lines[p]; ok {
			return line
		}
	}
	return 0
}

// valuePath returns the path of the first value within the value at path
// that is the text v, or path itself when there is none.
func (s *Source) valuePath(path, v string) string {
	if s == nil {
		return path
	}
	for _, p := range s.order {
		if strings.HasPrefix(p, path) && len(p) > len(path) && (p[len(path)] == '.' || p[len(path)] == '[') && s.values[p] == v {
			return p
		}
	}
	return path
}

// parentPath returns the path of the value that holds the one at path, or
// "" at the top.
func parentPath(path string) string {
	i := strings.LastIndexAny(path, ".[")
	if i < 0 {
		return ""
	}
	return path[:i]
}
