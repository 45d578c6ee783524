package ingresstest

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/internal/validate"
)

// apiError is a failure with its HTTP status and error code.
type apiError struct {
	status int
	code   string
	msg    string
}

func (e *apiError) Error() string { return e.msg }

// apiErrorf returns an API error with the given status and code.
func apiErrorf(status int, code, format string, args ...any) error {
	return &apiError{status: status, code: code, msg: fmt.Sprintf(format, args...)}
}

// notFound is the error for an unknown resource ID. Its body is the API's:
// the message "Resource not found" and no error code, whatever kind and id
// the path named.
func notFound(kind, id string) error {
	return apiErrorf(http.StatusNotFound, CodeNotFound, "Resource not found")
}

// badRequest is the error for a request that breaks a documented rule.
func badRequest(format string, args ...any) error {
	return apiErrorf(http.StatusBadRequest, CodeValidation, format, args...)
}

// missingRef is the error for a request that names a resource that does
// not exist.
func missingRef(field, id string) error {
	return apiErrorf(http.StatusBadRequest, CodeMissingRef, "%s: no resource %q", field, id)
}

// conflict is the error for a request that clashes with existing state.
func conflict(format string, args ...any) error {
	return apiErrorf(http.StatusConflict, CodeConflict, format, args...)
}

// asAPIError maps any error a handler returns to the error it answers:
// a refused filter becomes a 400 with CodeInvalidFilter, validation errors of the shared rule set become 400s, with the API's
// own codes for an undocumented event type, for the type and the IP
// policies of an IP restriction, and for every rule that sets its code
// (validate.CodedError).
func asAPIError(err error) *apiError {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae
	}
	var fe *filter.Error
	if errors.As(err, &fe) {
		return &apiError{status: http.StatusBadRequest, code: CodeInvalidFilter, msg: fe.Error()}
	}
	var unknown *validate.UnknownEventTypeError
	if errors.As(err, &unknown) {
		return &apiError{status: http.StatusBadRequest, code: CodeInvalidEventType, msg: unknown.Field + ": " + unknown.Rule}
	}
	var restriction *validate.IPRestrictionError
	if errors.As(err, &restriction) {
		code := CodeIPRestrictionType
		if restriction.NoPolicy {
			code = CodeIPRestrictionNoPolicy
		}
		return &apiError{status: http.StatusBadRequest, code: code, msg: restriction.Field + ": " + restriction.Rule}
	}
	var withCode *validate.CodedError
	if errors.As(err, &withCode) {
		return &apiError{status: http.StatusBadRequest, code: withCode.Code, msg: withCode.Field + ": " + withCode.Rule}
	}
	var ve *ingress.ValidationError
	if errors.As(err, &ve) {
		return &apiError{status: http.StatusBadRequest, code: CodeValidation, msg: ve.Field + ": " + ve.Rule}
	}
	return &apiError{status: http.StatusInternalServerError, code: CodeInternal, msg: "internal error: " + err.Error()}
}
