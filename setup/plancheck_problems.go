package setup

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// errNoName is the mistake of a resource without a name.
var errNoName = errors.New("is required: every resource has a name")

// problems collects the mistakes a plan finds in a description, so that
// NewPlan reports every one of them, each at its place in the file.
type problems struct {
	src  *Source
	list []*ProblemError
}

// ProblemError is a mistake in a description, found before anything is
// changed: its place, like "account.yaml:12:
// ip_policies[0].rules[1].action", and what is wrong there.
type ProblemError struct {
	// At is the file, the line and the field path of the value at fault;
	// just the path for a description built in Go.
	At string
	// Line is the line of the value, or 0 when unknown.
	Line int
	// Err says what is wrong.
	Err error
	// msg says what is wrong in words.
	msg string
	// path is the field path of the value at fault.
	path string
}

// Error is the place and the mistake.
func (e *ProblemError) Error() string { return e.At + ": " + e.msg }

// Unwrap returns the mistake.
func (e *ProblemError) Unwrap() error { return e.Err }

// add records err at the value at path, which is the resource who (like
// `ip_policy "office"`; "" for none): with a source, the mistake is
// placed at the file, the line and the path, without one at who, or at
// path when who is "". A *ingress.ValidationError is placed at the field
// it names, within that value.
func (ps *problems) add(path, who string, err error) {
	msg := err.Error()
	var ve *ingress.ValidationError
	if errors.As(err, &ve) && ve.Field != "" {
		path += "." + ve.Field
		msg = ve.Rule
		if ps.src == nil && who != "" {
			msg = ve.Field + ": " + msg
		}
	}
	at, line := ps.src.at(path), ps.src.line(path)
	if field, _, _ := strings.Cut(msg, " "); ps.src.line(path+"."+field) > line && path != "" {
		// The mistake names a field of the value, like "value from env X".
		line = ps.src.line(path + "." + field)
		at = fmt.Sprintf("%s:%d: %s", ps.src.file, line, path)
	}
	if ps.src == nil && who != "" {
		at = who
	}
	ps.list = append(ps.list, &ProblemError{At: at, Line: line, Err: err, msg: msg, path: path})
}

// addEvery records, as add does, each error that err joins (see
// errors.Join) and, for each, every other rule of the API broken where it
// is the first (see validate.All).
func (ps *problems) addEvery(path, who string, err error) {
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range joined.Unwrap() {
			ps.addEvery(path, who, e)
		}
		return
	}
	for _, e := range validate.All(err) {
		ps.add(path, who, e)
	}
}

// addAt records err at the value at path, as add does, at line rather
// than the line of path when line is not 0: a line inside the text of a
// value.
func (ps *problems) addAt(path string, line int, err error) {
	if ps.src == nil || line == 0 {
		ps.add(path, "", err)
		return
	}
	ps.list = append(ps.list, &ProblemError{At: fmt.Sprintf("%s:%d: %s", ps.src.file, line, path), Line: line, Err: err, msg: err.Error(), path: path})
}

// drop forgets the mistakes found at path, for which a more precise one
// is coming.
func (ps *problems) drop(path string) {
	ps.list = slices.DeleteFunc(ps.list, func(p *ProblemError) bool { return p.path == path })
}

// err returns every mistake, one a line in the order of the file, or nil.
func (ps *problems) err() error {
	if len(ps.list) == 0 {
		return nil
	}
	slices.SortStableFunc(ps.list, func(a, b *ProblemError) int { return a.Line - b.Line })
	errs := make([]error, len(ps.list))
	for i, p := range ps.list {
		errs[i] = p
	}
	return errors.Join(errs...)
}
