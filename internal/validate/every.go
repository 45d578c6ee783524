package validate

import (
	"errors"

	"github.com/ingresskit/ingress"
)

// A Validate method is one call of First, whose arguments check every
// rule: the SDK and the API refuse a request with the first broken one.
// A plan lists every mistake of a description at once, so First keeps
// the errors it saw after the one it returns in that error's Others, for
// All to find from it.

// held returns the *ingress.ValidationError that err is or wraps, or nil.
func held(err error) *ingress.ValidationError {
	var ve *ingress.ValidationError
	if errors.As(err, &ve) {
		return ve
	}
	return nil
}

// note adds the non-nil errors of rest, which First saw after first, and
// their own Others, to first's Others, which so hold every other mistake
// at one level. The First calls nested in a Validate method return the
// same error up through several levels: each level adds its own.
func note(first error, rest []error) {
	ve := held(first)
	if ve == nil {
		return
	}
	for _, err := range rest {
		other := held(err)
		if err == nil || other == ve { // never an error among its own others
			continue
		}
		ve.Others = append(ve.Others, err)
		if other != nil {
			ve.Others = append(ve.Others, other.Others...)
		}
	}
}

// All returns err, which a Validate method returned, followed by every
// other broken rule that the First calls of that method saw, in the order
// they were checked: every mistake of the request, where err is only the
// first. A field has one mistake, its first: a required value that is
// missing is not also of the wrong form. All(nil) is nil; an error that
// First did not return is all there is.
func All(err error) []error {
	var out []error
	fields := make(map[string]bool)
	seen := make(map[*ingress.ValidationError]bool)
	var walk func(err error)
	walk = func(err error) {
		ve := held(err)
		if ve == nil {
			out = append(out, err)
			return
		}
		if seen[ve] {
			return
		}
		seen[ve] = true
		if !fields[ve.Field] {
			fields[ve.Field] = true
			out = append(out, err)
		}
		for _, other := range ve.Others {
			walk(other)
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}
