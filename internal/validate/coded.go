package validate

import (
	"fmt"

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
