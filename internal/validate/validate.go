// Package validate holds the API's documented request rules. The SDK checks
// requests with them before sending, and ingresstest answers 400 with the
// very same rules, so that no rule is written twice.
package validate

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/ingresskit/ingress"
)

// Documented limits shared by every resource.
const (
	MaxDescriptionBytes = 255
	MaxMetadataBytes    = 4096
)

// Fail returns a validation error for field.
func Fail(field, format string, args ...any) error {
	return &ingress.ValidationError{Field: field, Rule: fmt.Sprintf(format, args...)}
}

// First returns the first non-nil error, so that a Validate method reads as
// a list of rules. The SDK and the API answer with that one; the others
// it was given are kept for All, which a plan uses to list them all.
func First(errs ...error) error {
	for i, err := range errs {
		if err != nil {
			note(err, errs[i+1:])
			return err
		}
	}
	return nil
}

// MaxBytes checks that an optional string is valid UTF-8 (as JSON text
// must be) and at most n bytes long.
func MaxBytes(field string, v *string, n int) error {
	return maxLength(field, v, n, "bytes", func(s string) int { return len(s) })
}

// MaxChars checks that an optional string is valid UTF-8 and at most n
// characters long.
func MaxChars(field string, v *string, n int) error {
	return maxLength(field, v, n, "characters", utf8.RuneCountInString)
}

// maxLength checks that an optional string is valid UTF-8 and that its
// length, as length measures it in units, is at most n.
func maxLength(field string, v *string, n int, units string, length func(string) int) error {
	if v == nil {
		return nil
	}
	if !utf8.ValidString(*v) {
		return Fail(field, "must be valid UTF-8")
	}
	if l := length(*v); l > n {
		return Fail(field, "must be at most %d %s, got %d", n, units, l)
	}
	return nil
}

// Description checks the common description rule: at most 255 bytes.
func Description(v *string) error { return MaxBytes("description", v, MaxDescriptionBytes) }

// Metadata checks the common metadata rule: at most 4096 bytes.
func Metadata(v *string) error { return MaxBytes("metadata", v, MaxMetadataBytes) }

// Common checks description and metadata together.
func Common(description, metadata *string) error {
	return First(Description(description), Metadata(metadata))
}

// Required checks that a required string was supplied and is not empty.
func Required(field string, v *string) error {
	if v == nil {
		return Fail(field, "is required")
	}
	return RequiredString(field, *v)
}

// RequiredString checks that a required string is not empty.
func RequiredString(field, v string) error {
	if strings.TrimSpace(v) == "" {
		return Fail(field, "is required")
	}
	return nil
}

// OneOf checks that an optional string, when supplied, is one of allowed.
func OneOf[S ~string](field string, v *S, allowed ...S) error {
	if v == nil || slices.Contains(allowed, *v) {
		return nil
	}
	return Fail(field, "must be one of %s, got %q", quoteAll(allowed), string(*v))
}

// quoteOr quotes vals and joins them as a choice: "a", "b" or "c".
func quoteOr[S ~string](vals []S) string {
	all := quoteAll(vals)
	if i := strings.LastIndex(all, ", "); i >= 0 {
		return all[:i] + " or " + all[i+2:]
	}
	return all
}

func quoteAll[S ~string](vals []S) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = fmt.Sprintf("%q", string(v))
	}
	return strings.Join(parts, ", ")
}

// ID checks that id can name a resource in a path: not empty, not a dot
// segment, and without "/", "\\" or control characters.
func ID(field, id string) error {
	if id == "" {
		return Fail(field, "must not be empty")
	}
	if id == "." || id == ".." || strings.ContainsAny(id, "/\\") || strings.IndexFunc(id, func(r rune) bool { return r < ' ' || r == 0x7f }) >= 0 {
		return Fail(field, "%q is not a resource ID", id)
	}
	return nil
}

// IfSet checks an optional value with rule, the rule of the value when it
// is required, only when it is supplied: a nil v passes.
func IfSet[T any](v *T, rule func(T) error) error {
	if v == nil {
		return nil
	}
	return rule(*v)
}

// IDIfSet checks an optional reference: when supplied it must be an ID.
func IDIfSet(field string, v *string) error {
	return IfSet(v, func(id string) error { return ID(field, id) })
}

// OwnerID checks an optional owner_id with IDIfSet: when supplied it must
// name a user or bot ID.
func OwnerID(v *string) error { return IDIfSet("owner_id", v) }
