package backends

import (
	"maps"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/internal/validate"
)

// Status codes an HTTP response backend may answer with.
const (
	MinStatusCode = 100
	MaxStatusCode = 599
)

// statusCode checks a status code: 100 to 599.
func statusCode(v *int32) error {
	if *v < MinStatusCode || *v > MaxStatusCode {
		return validate.Fail("status_code", "must be from %d to %d, got %d", MinStatusCode, MaxStatusCode, *v)
	}
	return nil
}

// headers checks the headers of an HTTP response backend: valid names,
// unique regardless of case, and values without control characters other
// than tab. It reads them in sorted order so that the error it reports is
// always the same.
func headers(h map[string]string) error {
	seen := make(map[string]string, len(h))
	for _, name := range slices.Sorted(maps.Keys(h)) {
		field := "headers." + name
		if !isToken(name) {
			return validate.Fail(field, "%q is not a valid header name", name)
		}
		lower := strings.ToLower(name)
		if other, dup := seen[lower]; dup {
			return validate.Fail(field, "names %q and %q differ only in case", other, name)
		}
		seen[lower] = name
		if i := strings.IndexFunc(h[name], func(r rune) bool { return (r < ' ' && r != '\t') || r == 0x7f }); i >= 0 {
			return validate.Fail(field, "the value holds a control character at byte %d", i)
		}
	}
	return nil
}

// isToken reports whether s is an HTTP token (RFC 9110, section 5.6.2), the
// syntax of header names.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0:
		default:
			return false
		}
	}
	return true
}
