package validate

import (
	"errors"
	"runtime"
	"sync"
	"weak"

	"github.com/ingresskit/ingress"
)

// A Validate method is one call of First, whose arguments check every
// rule: the SDK and the API refuse a request with the first broken one.
// A plan lists every mistake of a description at once, so First keeps the
// errors it saw after the one it returns, for All to find from that one.
// They are held by the returned *ingress.ValidationError, weakly: they go
// when it goes, and the error itself stays what it always was.

// later holds, for each *ingress.ValidationError that First returned, the
// errors that First was given after it.
var later = struct {
	sync.Mutex
	m map[weak.Pointer[ingress.ValidationError]][]error
}{m: make(map[weak.Pointer[ingress.ValidationError]][]error)}

// held returns the *ingress.ValidationError that err is or wraps, or nil.
func held(err error) *ingress.ValidationError {
	var ve *ingress.ValidationError
	if errors.As(err, &ve) {
		return ve
	}
	return nil
}

// note keeps the non-nil errors of rest, which First saw after first, for
// All. The First calls nested in a Validate method return the same error
// up through several levels: each level adds its own.
func note(first error, rest []error) {
	ve := held(first)
	if ve == nil {
		return
	}
	var kept []error
	for _, err := range rest {
		if err != nil && held(err) != ve { // the error itself would never go
			kept = append(kept, err)
		}
	}
	if len(kept) == 0 {
		return
	}
	key := weak.Make(ve)
	later.Lock()
	_, known := later.m[key]
	later.m[key] = append(later.m[key], kept...)
	later.Unlock()
	if !known {
		runtime.AddCleanup(ve, forget, key)
	}
}

// forget drops what note kept for an error that is gone.
func forget(key weak.Pointer[ingress.ValidationError]) {
	later.Lock()
	delete(later.m, key)
	later.Unlock()
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
		later.Lock()
		rest := later.m[weak.Make(ve)]
		later.Unlock()
		for _, r := range rest {
			walk(r)
		}
	}
	if err != nil {
		walk(err)
	}
	return out
}
