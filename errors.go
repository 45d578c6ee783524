package ingress

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"
)

// maxErrorBodySize is the most the client reads of an error response body.
const maxErrorBodySize = 1 << 20

// maxQuotedBody is how much of a body that is not an error document the
// error message quotes.
const maxQuotedBody = 120

// Error is a failed API call: the server answered with a status of 400 or
// more. Use errors.As to get at it through wrapping.
type Error struct {
	// StatusCode is the HTTP status of the response.
	StatusCode int
	// ErrorCode is the API's stable error code, such as "ERR_NGROK_404",
	// or "" when the body carried none.
	ErrorCode string
	// Msg is the API's message, or a short quote of a body that was not an
	// error document.
	Msg string
	// Details holds the error body's details, operation_id included.
	Details map[string]string
	// OperationID identifies the failed operation for the API's support.
	OperationID string
	// Attempts is how many attempts the call made, retries included.
	Attempts int
}

// Error renders the error as
// "ingress: 404 Not Found: <msg> [<error_code>] (operation <id>)".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("ingress: ")
	b.WriteString(fmt.Sprint(e.StatusCode))
	if text := http.StatusText(e.StatusCode); text != "" {
		b.WriteString(" " + text)
	}
	if e.Msg != "" {
		b.WriteString(": " + e.Msg)
	}
	if e.ErrorCode != "" {
		b.WriteString(" [" + e.ErrorCode + "]")
	}
	if e.OperationID != "" {
		b.WriteString(" (operation " + e.OperationID + ")")
	}
	if e.Attempts > 1 {
		fmt.Fprintf(&b, " after %d attempts", e.Attempts)
	}
	return b.String()
}

// errorBody is the API's error document.
type errorBody struct {
	ErrorCode  string          `json:"error_code"`
	StatusCode int             `json:"status_code"`
	Msg        string          `json:"msg"`
	Details    json.RawMessage `json:"details"`
}

// newError builds an *Error from a response's status and (at most 1 MiB of)
// its body. A body that is not an error document is quoted, shortened.
// The API key is redacted from the body before it is decoded or quoted, so
// that no cut keeps a piece of it, and from what decoding gives. The work
// is linear in the body's length; it stops with the context's error when
// ctx ends first.
func newError(ctx context.Context, status int, body []byte, cred *credentials) (*Error, error) {
	out, err := redactText(ctx, cred.key, body)
	if err != nil {
		return nil, err
	}
	if out != nil {
		body = out
	}
	r := &bodyRedactor{ctx: ctx, key: cred.key}
	e := &Error{StatusCode: status}
	var doc errorBody
	if err := json.Unmarshal(body, &doc); err == nil && (doc.Msg != "" || doc.ErrorCode != "") {
		e.ErrorCode = r.text(doc.ErrorCode)
		e.Msg = r.text(doc.Msg)
		e.Details = decodeDetails(doc.Details, r)
		e.OperationID = e.Details["operation_id"]
	} else {
		e.Msg = quoteBody(body, cred)
	}
	if r.err != nil {
		return nil, r.err
	}
	return e, nil
}

// bodyRedactor redacts the API key from the pieces of a decoded response
// body until its context ends; then it keeps the context's error and
// returns nothing more.
type bodyRedactor struct {
	ctx context.Context
	key string
	err error
}

// text returns s with the key redacted, or "" once the context has ended.
func (r *bodyRedactor) text(s string) string {
	if r.err != nil {
		return ""
	}
	out, err := redactText(r.ctx, r.key, s)
	switch {
	case err != nil:
		r.err = err
		return ""
	case out == nil:
		return s
	}
	return string(out)
}

// decodeDetails reads the details object, rendering values that are not
// strings as JSON text, without the API key.
func decodeDetails(raw json.RawMessage, r *bodyRedactor) map[string]string {
	var loose map[string]json.RawMessage
	if json.Unmarshal(raw, &loose) != nil || len(loose) == 0 {
		return nil
	}
	out := make(map[string]string, len(loose))
	for k, v := range loose {
		var s string
		if json.Unmarshal(v, &s) != nil {
			s = string(v)
		}
		out[r.text(k)] = r.text(s)
	}
	return out
}

// quoteBody returns a short, printable prefix of a body that is not an error
// document, without the API key.
func quoteBody(body []byte, cred *credentials) string {
	if len(body) == 0 {
		return "empty response body"
	}
	s := strings.ToValidUTF8(string(body[:min(len(body), maxQuotedBody)]), "")
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == utf8.RuneError {
			return ' '
		}
		return r
	}, s)
	// Dropping invalid bytes can join the pieces of a key.
	s = cred.redact(s)
	if len(body) > maxQuotedBody {
		return fmt.Sprintf("unexpected response body (%d bytes or more): %q…", len(body), s)
	}
	return fmt.Sprintf("unexpected response body: %q", s)
}

// IsNotFound reports whether err is, or wraps, an *Error with status 404.
func IsNotFound(err error) bool { return hasStatus(err, http.StatusNotFound) }

// IsRateLimited reports whether err is, or wraps, an *Error with status 429.
func IsRateLimited(err error) bool { return hasStatus(err, http.StatusTooManyRequests) }

// IsErrorCode reports whether err is, or wraps, an *Error with the given
// API error code. An empty code matches nothing.
func IsErrorCode(err error, code string) bool {
	var e *Error
	return code != "" && errors.As(err, &e) && e.ErrorCode == code
}

func hasStatus(err error, status int) bool {
	var e *Error
	return errors.As(err, &e) && e.StatusCode == status
}

// ValidationError is a request that the SDK refused before sending because it
// breaks a documented rule of the API.
type ValidationError struct {
	// Field names the offending request field, as it is named in JSON
	// (for example "description" or "target.kinesis.auth").
	Field string
	// Rule says what the field must satisfy.
	Rule string
	// Others are the request's other broken rules that the same check
	// found after this one, in the order it checked them. Error reports
	// this one alone, as the API answers with one; a tool that shows
	// every mistake at once lists Others too.
	Others []error
}

// Error renders the error as "ingress: invalid <field>: <rule>".
func (e *ValidationError) Error() string {
	return "ingress: invalid " + e.Field + ": " + e.Rule
}

// IsValidation reports whether err is, or wraps, a *ValidationError.
func IsValidation(err error) bool {
	var e *ValidationError
	return errors.As(err, &e)
}
