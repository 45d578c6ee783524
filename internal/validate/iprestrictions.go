package validate

import (
	"fmt"
	"slices"

	"github.com/ingresskit/ingress"
)

// IPRestrictionError is the *ingress.ValidationError of the two rules of IP
// restrictions that the API answers with error codes of their own, not
// with that of the other broken rules: a type it does not document
// (ERR_NGROK_1803) and a restriction without IP policies
// (ERR_NGROK_1804). The server tells them apart with errors.As and
// NoPolicy.
type IPRestrictionError struct {
	ingress.ValidationError
	// NoPolicy is true for a restriction that names no IP policy, false
	// for one whose type the API does not document.
	NoPolicy bool
}

// Unwrap returns the embedded *ingress.ValidationError, so that
// errors.As and ingress.IsValidation see it.
func (e *IPRestrictionError) Unwrap() error { return &e.ValidationError }

// IPRestrictionType checks the type of an IP restriction: one of
// documented, the types the API accepts. A missing type is no type the
// API accepts either: both are an *IPRestrictionError.
func IPRestrictionType[S ~string](field string, v S, documented []S) error {
	if slices.Contains(documented, v) {
		return nil
	}
	return &IPRestrictionError{ValidationError: ingress.ValidationError{
		Field: field, Rule: fmt.Sprintf("%q is not a type of IP restriction; the types are %s", string(v), quoteOr(documented)),
	}}
}

// IPRestrictionPolicies checks the IP policies of an IP restriction: at
// least one (an *IPRestrictionError otherwise), each an ID, none twice.
// When supplied is false the list was left out, which only an update may
// do: it keeps the policies the restriction has.
func IPRestrictionPolicies(field string, ids []string, supplied bool) error {
	if !supplied {
		return nil
	}
	if len(ids) == 0 {
		return &IPRestrictionError{NoPolicy: true, ValidationError: ingress.ValidationError{
			Field: field, Rule: "must name at least one IP policy",
		}}
	}
	return IDs(field, ids)
}
