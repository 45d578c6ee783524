package validate

import (
	"fmt"
	"unicode/utf8"

	"github.com/ingresskit/ingress"
)

// CodedError is the *ingress.ValidationError of a rule that the API
// answers with an error code of its own, not with that of the other
// broken rules. The rule sets Code, once; ingresstest answers a
// CodedError with that code, whichever handler met it, and the status its
// catalogue of error codes gives the code.
type CodedError struct {
	ingress.ValidationError
	// Code is the API's error code for the broken rule, from its public
	// error reference, like "ERR_NGROK_23000".
	Code string
}

// Unwrap returns the embedded *ingress.ValidationError, so that
// errors.As and ingress.IsValidation see it.
func (e *CodedError) Unwrap() error { return &e.ValidationError }

// FailCoded returns a *CodedError for field with the API's error code
// code.
func FailCoded(code, field, format string, args ...any) error {
	return &CodedError{Code: code, ValidationError: ingress.ValidationError{Field: field, Rule: fmt.Sprintf(format, args...)}}
}

// MaxCharsCoded checks that an optional string is valid UTF-8 and at most
// n characters long; a longer one fails with code and the message format,
// which is given the limit and the length, in that order.
func MaxCharsCoded(code, field string, v *string, n int, format string) error {
	if v == nil {
		return nil
	}
	if !utf8.ValidString(*v) {
		return Fail(field, "must be valid UTF-8")
	}
	if l := utf8.RuneCountInString(*v); l > n {
		return FailCoded(code, field, format, n, l)
	}
	return nil
}
