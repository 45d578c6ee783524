package ingresstest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/ingresskit/ingress"
)

// Error codes the server answers with, one per kind of failure. They are
// stable: tests may match them with ingress.IsErrorCode. Where the public
// error reference (https://ngrok.com/docs/errors/) has a code for the
// situation, the constant holds it; otherwise it holds a code of
// ingresstest's own, starting with ERR_INGRESSTEST_, which the API's codes
// never do. A missing resource has no code, as on the API.
const (
	CodeMissingAuth     = "ERR_NGROK_200"
	CodeInvalidAuth     = "ERR_NGROK_203"
	CodeBadVersion      = "ERR_NGROK_217"
	CodeMalformedJSON   = "ERR_NGROK_213"
	CodeWrongType       = "ERR_NGROK_215"
	CodeValidation      = "ERR_NGROK_215"
	CodeBadPaging       = "ERR_NGROK_227"
	CodeForbiddenOwner  = "ERR_INGRESSTEST_FORBIDDEN_OWNER"
	CodeUnknownOwner    = "ERR_INGRESSTEST_UNKNOWN_OWNER"
	CodeNotFound        = ""
	CodeNoRoute         = "ERR_INGRESSTEST_NO_ROUTE"
	CodeMethod          = "ERR_INGRESSTEST_METHOD_NOT_ALLOWED"
	CodeBodyTooLarge    = "ERR_INGRESSTEST_BODY_TOO_LARGE"
	CodeConflict        = "ERR_INGRESSTEST_CONFLICT"
	CodeMissingRef      = "ERR_INGRESSTEST_MISSING_REFERENCE"
	CodeRateLimited     = "ERR_NGROK_226"
	CodeInternal        = "ERR_INGRESSTEST_INTERNAL"
	CodeInjectedFailure = "ERR_INGRESSTEST_INJECTED_FAILURE"
)

// apiError is a failure with its HTTP status and error code.
type apiError struct {
	status int
	code   string
	msg    string
}

func (e *apiError) Error() string { return e.msg }

// Errorf returns an API error with the given status and code.
func Errorf(status int, code, format string, args ...any) error {
	return &apiError{status: status, code: code, msg: fmt.Sprintf(format, args...)}
}

// NotFound is the error for an unknown resource ID.
func NotFound(kind, id string) error {
	return Errorf(http.StatusNotFound, CodeNotFound, "Resource not found")
}

// BadRequest is the error for a request that breaks a documented rule.
func BadRequest(format string, args ...any) error {
	return Errorf(http.StatusBadRequest, CodeValidation, format, args...)
}

// MissingRef is the error for a request that names a resource that does
// not exist.
func MissingRef(field, id string) error {
	return Errorf(http.StatusBadRequest, CodeMissingRef, "%s: no resource %q", field, id)
}

// Conflict is the error for a request that clashes with existing state.
func Conflict(format string, args ...any) error {
	return Errorf(http.StatusConflict, CodeConflict, format, args...)
}

// asAPIError maps any error a handler returns to the error it answers:
// validation errors of the shared rule set become 400s.
func asAPIError(err error) *apiError {
	var ae *apiError
	if errors.As(err, &ae) {
		return ae
	}
	var ve *ingress.ValidationError
	if errors.As(err, &ve) {
		return &apiError{status: http.StatusBadRequest, code: CodeValidation, msg: ve.Field + ": " + ve.Rule}
	}
	return &apiError{status: http.StatusInternalServerError, code: CodeInternal, msg: "internal error: " + err.Error()}
}

type errorDoc struct {
	ErrorCode  string            `json:"error_code,omitempty"`
	StatusCode int               `json:"status_code"`
	Msg        string            `json:"msg"`
	Details    map[string]string `json:"details"`
}

func writeError(w http.ResponseWriter, opID string, err error) {
	ae := asAPIError(err)
	writeJSON(w, ae.status, errorDoc{
		ErrorCode:  ae.code,
		StatusCode: ae.status,
		Msg:        ae.msg,
		Details:    map[string]string{"operation_id": opID},
	})
}

// writeJSON answers with v as JSON, without escaping "&", "<" and ">",
// so that URIs read as they are.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	body := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if err != nil {
		status = http.StatusInternalServerError
		body = []byte(`{"error_code":"` + CodeInternal + `","status_code":500,"msg":"encoding the response failed","details":{}}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(body)
}
