package setup

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/internal/yamldoc"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// checkPolicyText records the problems of the Traffic Policy text at
// path, as those of the typed form are: a text that does not parse, and,
// when the client validates, every mistake trafficpolicy.Validate finds,
// or ValidateFor when the policy is that of the cloud endpoint ep.
// Each is at the line of the member at fault inside a block scalar ("|"
// or ">"), at the line of path otherwise.
func (p *planner) checkPolicyText(path, text string, ep *trafficpolicy.Endpoint) {
	inner := p.problems.src.blockSource(path)
	pol, err := trafficpolicy.Parse([]byte(text))
	if err != nil {
		// The endpoint's own rules found the text unreadable too, at
		// its key: this says where.
		p.problems.drop(path)
		line, msg := inner.parseErrorLine(err)
		p.problems.addAt(path, line, &reworded{msg: msg, err: err})
		return
	}
	if p.validating {
		p.addPolicyErrors(path, "", validatePolicy(pol, ep), func(e *trafficpolicy.Error) int { return inner.policyLine("", e) })
	}
}

// checkTypedPolicy records, when the client validates, every mistake
// that trafficpolicy.ValidateFor finds in the typed policy at path of the
// cloud endpoint ep (Validate when ep is nil), of the resource who, each
// at the line of the member at fault.
func (p *planner) checkTypedPolicy(path, who string, pol *trafficpolicy.Policy, ep *trafficpolicy.Endpoint) {
	if !p.validating {
		return
	}
	src := p.problems.src
	p.addPolicyErrors(path, who, validatePolicy(pol, ep), func(e *trafficpolicy.Error) int { return src.policyLine(path+".", e) })
}

// validatePolicy checks pol as the API does: for the endpoint ep, or for
// any endpoint when ep is nil (a module of an edge or route).
func validatePolicy(pol *trafficpolicy.Policy, ep *trafficpolicy.Endpoint) error {
	if ep == nil {
		return pol.Validate()
	}
	return pol.ValidateFor(*ep)
}

// addPolicyErrors records each mistake of err, which Validate returned
// for the policy at path, at the line that line gives for it. Without a
// source, a mistake is named by who, when it is not "", and the policy's
// member.
func (p *planner) addPolicyErrors(path, who string, err error, line func(*trafficpolicy.Error) int) {
	errs := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		errs = joined.Unwrap()
	}
	for _, e := range errs {
		if e == nil {
			continue
		}
		var pe *trafficpolicy.Error
		switch {
		case p.problems.src == nil && who != "":
			p.problems.add(path, who, fmt.Errorf("%s: %w", path[strings.LastIndex(path, ".")+1:], e))
		case errors.As(e, &pe):
			p.problems.addAt(path, line(pe), e)
		default:
			p.problems.add(path, "", e)
		}
	}
}

// reworded is an error told in other words, like without the line
// inside a text that the plan places in the document; it wraps the
// error it tells.
type reworded struct {
	msg string
	err error
}

// Error is the error in other words.
func (e *reworded) Error() string { return e.msg }

// Unwrap returns the error told.
func (e *reworded) Unwrap() error { return e.err }

// blockSource returns the text of the block scalar at path and where
// its values are, or nil when the value at path is no block scalar. It
// knows no value when the text does not read as YAML as the document
// writes it.
func (s *Source) blockSource(path string) *blockText {
	text, first, ok := s.block(path)
	if !ok {
		return nil
	}
	b := &blockText{text: text, first: first, inner: newSource("", text)}
	root, err := yamldoc.Read("", text)
	if err == nil && root != nil {
		b.inner.recordLines(root, "", root.Line)
	}
	return b
}

// blockText is the text of a block scalar and where its values are.
type blockText struct {
	// text is the scalar's text as the document writes it, without the
	// indentation of its lines.
	text []byte
	// first is the document's line of the first line of text.
	first int
	// inner holds the lines of its values, counted from 1 in text.
	inner *Source
}

// line returns the document's line of the line n of the text, or 0 for 0.
func (b *blockText) line(n int) int {
	if n == 0 {
		return 0
	}
	return b.first + n - 1
}

// policyLine returns the document's line of the member at fault in e, a
// mistake of the policy in the block; 0, the line of the block's key,
// when it is not one.
func (b *blockText) policyLine(prefix string, e *trafficpolicy.Error) int {
	if b == nil {
		return 0
	}
	return b.line(b.inner.policyLine(prefix, e))
}

// inLine matches the line that the YAML parser, or package yamldoc, puts
// in its errors, with the message after it.
var inLine = regexp.MustCompile(`(?:yaml: )?line (\d+): (.*)$`)

// parseErrorLine returns the document's line of the mistake err that
// trafficpolicy.Parse found in the block's text, with its message
// without the line inside the text; 0 and the message of err when the
// text is no block or the mistake has no line.
func (b *blockText) parseErrorLine(err error) (int, string) {
	msg := err.Error()
	if b == nil {
		return 0, msg
	}
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) && typeErr.Field != "" {
		fields := strings.Split(typeErr.Field, ".")
		return b.line(b.inner.keyLine(fields[len(fields)-1])), msg
	}
	m := inLine.FindStringSubmatchIndex(msg)
	if m == nil {
		return 0, msg
	}
	n, _ := strconv.Atoi(msg[m[2]:m[3]])
	if at, _ := syntaxLine(b.text, err); at > 0 { // the parser may name the start of an enclosing block
		n = at
	}
	return b.line(n), msg[:m[0]] + msg[m[4]:m[5]]
}

// keyLine returns the line of the first key named key, in the order of
// the document, or 0.
func (s *Source) keyLine(key string) int {
	for _, p := range s.order {
		if p == key || strings.HasSuffix(p, "."+key) {
			return s.lines[p]
		}
	}
	return 0
}

// block returns the text of the block scalar at path as the document
// writes it, each line without the indentation of the block, and the
// line where the text starts; ok is false when the value at path is no
// block scalar. The block's lines are those after its indicator that are
// blank or indented at least as much as the first that is not blank.
func (s *Source) block(path string) (text []byte, first int, ok bool) {
	if s == nil {
		return nil, 0, false
	}
	at, ok := s.blocks[path]
	if !ok || at > len(s.text) {
		return nil, 0, false
	}
	indent := -1
	var out []byte
	for _, l := range s.text[at:] {
		l = bytes.TrimRight(l, "\r\n")
		if len(bytes.TrimSpace(l)) == 0 {
			out = append(out, '\n')
			continue
		}
		n := len(l) - len(bytes.TrimLeft(l, " "))
		if indent < 0 {
			indent = n
		}
		if n < indent {
			break
		}
		out = append(append(out, l[indent:]...), '\n')
	}
	return out, at + 1, true
}

// policyLine returns the line of the member at fault in e, a mistake of
// the policy whose members' paths start with prefix (like
// "cloud_endpoints[0].policy."): the most precise member the document
// has, or 0.
func (s *Source) policyLine(prefix string, e *trafficpolicy.Error) int {
	if s == nil {
		return 0
	}
	base := prefix + string(e.Phase)
	if e.Rule >= 0 {
		base += fmt.Sprintf("[%d]", e.Rule)
	}
	if e.Action >= 0 {
		base += fmt.Sprintf(".actions[%d]", e.Action)
	}
	// A member below a list, like "allow_list[].note", is placed at the
	// list: the mistake does not say which element.
	field, _, _ := strings.Cut(e.Field, "[]")
	var candidates []string
	switch {
	case field != "" && e.Action >= 0:
		// A member of the config, or of the action itself (a
		// misspelt "config").
		candidates = append(candidates, base+".config."+field, base+"."+field, base+".config")
	case field != "":
		candidates = append(candidates, base+"."+field)
	case e.Expression != "":
		if p := s.valuePath(base+".expressions", e.Expression); p != base+".expressions" {
			candidates = append(candidates, p)
		}
		candidates = append(candidates, base+".expressions")
	}
	for _, c := range candidates {
		if line, ok := s.lines[c]; ok {
			return line
		}
	}
	if line, ok := s.lines[base]; ok {
		return line
	}
	return s.line(base)
}
