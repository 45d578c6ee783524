package setup

import (
	"bytes"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// maxDiffLines bounds the line diff of a policy: beyond it on either
// side, the diff shows the whole old document and the whole new one,
// which costs no more than the documents themselves.
const maxDiffLines = 300

// isPolicy reports whether the compared field name holds a Traffic Policy.
func isPolicy(name string) bool { return name == "traffic_policy" }

// policyDocument returns the document that a compared policy value holds: the
// value unquoted.
func policyDocument(value string) string {
	if s, err := strconv.Unquote(value); err == nil {
		return s
	}
	return value
}

// policyLines returns a compared policy value as the lines of its YAML,
// with the members in the order of the document and in block style, or
// false when the value is not a YAML or JSON object or list, which the
// diff then shows as it is.
func policyLines(value string) ([]string, bool) {
	if value == "" {
		return nil, true
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(policyDocument(value)), &doc); err != nil || len(doc.Content) != 1 {
		return nil, false
	}
	if k := doc.Content[0].Kind; k != yaml.MappingNode && k != yaml.SequenceNode {
		return nil, false
	}
	blockStyle(&doc)
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if enc.Encode(&doc) != nil || enc.Close() != nil {
		return nil, false
	}
	return strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n"), true
}

// diffLine is a line of a line diff: sign is '-' for a line of the old
// document only, '+' for one of the new only and ' ' for one of both.
type diffLine struct {
	sign byte
	text string
}

// lineDiff returns the lines of old and new in order, each marked: a
// longest common subsequence of lines is kept unmarked. Beyond
// maxDiffLines on either side, every old line is marked removed and every
// new one added.
func lineDiff(old, new []string) []diffLine {
	if len(old) > maxDiffLines || len(new) > maxDiffLines {
		return append(signed('-', old), signed('+', new)...)
	}
	// common[i][j] is the length of a longest common subsequence of
	// old[i:] and new[j:].
	common := make([][]int, len(old)+1)
	for i := range common {
		common[i] = make([]int, len(new)+1)
	}
	for i := len(old) - 1; i >= 0; i-- {
		for j := len(new) - 1; j >= 0; j-- {
			if old[i] == new[j] {
				common[i][j] = common[i+1][j+1] + 1
			} else {
				common[i][j] = max(common[i+1][j], common[i][j+1])
			}
		}
	}
	var out []diffLine
	i, j := 0, 0
	for i < len(old) && j < len(new) {
		switch {
		case old[i] == new[j]:
			out = append(out, diffLine{' ', old[i]})
			i++
			j++
		case common[i+1][j] >= common[i][j+1]:
			out = append(out, diffLine{'-', old[i]})
			i++
		default:
			out = append(out, diffLine{'+', new[j]})
			j++
		}
	}
	return append(append(out, signed('-', old[i:])...), signed('+', new[j:])...)
}

// signed returns lines, each marked with sign.
func signed(sign byte, lines []string) []diffLine {
	out := make([]diffLine, len(lines))
	for i, l := range lines {
		out[i] = diffLine{sign, l}
	}
	return out
}

// writePolicy writes a policy field of a change to b as YAML under the
// field's line: for a create or a delete, the document; otherwise a line
// diff of the old document and the new, each line marked in the column
// of the field's sign. It reports false, having written nothing, when a
// value is not a policy document.
func writePolicy(b *strings.Builder, a Action, f FieldChange) bool {
	old, okOld := policyLines(f.Old)
	new, okNew := policyLines(f.New)
	if !okOld || !okNew {
		return false
	}
	if a == Create || a == Delete {
		b.WriteString("    " + f.Field + ":\n")
		for _, l := range append(old, new...) {
			b.WriteString("        " + l + "\n")
		}
		return true
	}
	sign := "~"
	switch {
	case f.Old == "":
		sign = "+"
	case f.New == "":
		sign = "-"
	}
	b.WriteString("    " + sign + " " + f.Field + ":\n")
	for _, l := range lineDiff(old, new) {
		b.WriteString("      " + string(l.sign) + " " + l.text + "\n")
	}
	return true
}
