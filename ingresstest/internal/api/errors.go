package api

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/internal/validate"
)

// Error is a failure with its HTTP status and error code. Its message
// is what Error returns.
type Error struct {
	// Status is the HTTP status of the answer.
	Status int
	// Code is the error_code of the answer's body, one of the Code
	// constants; empty for a missing resource, as on the API.
	Code string
	msg  string
}

// Error returns the message of the answer.
func (e *Error) Error() string { return e.msg }

// Errorf returns an API error with the given status and code. A code of
// the API that the catalogue of error codes marks served is answered with
// the catalogue's status (see As), whatever status is given here.
func Errorf(status int, code, format string, args ...any) error {
	return &Error{Status: status, Code: code, msg: fmt.Sprintf(format, args...)}
}

// NotFound is the error for an unknown resource ID. Its body is the API's:
// the message "Resource not found" and no error code, whatever kind and id
// the path named.
func NotFound(kind, id string) error {
	return Errorf(http.StatusNotFound, CodeNotFound, "Resource not found")
}

// BadRequest is the error for a request that breaks a documented rule.
func BadRequest(format string, args ...any) error {
	return Errorf(http.StatusBadRequest, CodeValidation, format, args...)
}

// MissingRef is the error with code for a request whose field names a
// resource that does not exist: each family has its documented code for
// such a reference.
func MissingRef(code, field, id string) error {
	return Errorf(http.StatusBadRequest, code, "%s: no resource %q", field, id)
}

// As maps any error a handler returns to the error it answers: a refused
// filter becomes a 400 with CodeInvalidFilter, validation errors of the
// shared rule set become 400s, with the API's own codes for an
// undocumented event type, for the type and the IP policies of an IP
// restriction, and for every rule that sets its code
// (validate.CodedError); anything else is a 500. A code of the API that
// the catalogue of error codes marks served comes with the catalogue's
// status.
func As(err error) *Error {
	ae := classify(err)
	if status, ok := errcatalog.ServedStatus(ae.Code); ok && status != ae.Status {
		return &Error{Status: status, Code: ae.Code, msg: ae.msg}
	}
	return ae
}

// classify maps err to the error it answers, as As says, with the status
// its maker gave.
func classify(err error) *Error {
	var ae *Error
	if errors.As(err, &ae) {
		return ae
	}
	var fe *filter.Error
	if errors.As(err, &fe) {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidFilter, msg: fe.Error()}
	}
	var unknown *validate.UnknownEventTypeError
	if errors.As(err, &unknown) {
		return &Error{Status: http.StatusBadRequest, Code: CodeInvalidEventType, msg: unknown.Field + ": " + unknown.Rule}
	}
	var restriction *validate.IPRestrictionError
	if errors.As(err, &restriction) {
		code := CodeIPRestrictionType
		if restriction.NoPolicy {
			code = CodeIPRestrictionNoPolicy
		}
		return &Error{Status: http.StatusBadRequest, Code: code, msg: restriction.Field + ": " + restriction.Rule}
	}
	var withCode *validate.CodedError
	if errors.As(err, &withCode) {
		return &Error{Status: http.StatusBadRequest, Code: withCode.Code, msg: withCode.Field + ": " + withCode.Rule}
	}
	var ve *ingress.ValidationError
	if errors.As(err, &ve) {
		return &Error{Status: http.StatusBadRequest, Code: CodeValidation, msg: ve.Field + ": " + ve.Rule}
	}
	return &Error{Status: http.StatusInternalServerError, Code: CodeInternal, msg: "internal error: " + err.Error()}
}
