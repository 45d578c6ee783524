package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// Decode reads a JSON request body, of at most maxBodySize bytes, into p and runs p's Validate method, if
// it has one. An empty body counts as an empty object; a member the type
// does not have is refused, as the API refuses it.
func Decode(r *http.Request, maxBodySize int64, p any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBodySize+1))
	if err != nil {
		return Errorf(http.StatusBadRequest, CodeMalformedJSON, "reading the request body: %v", err)
	}
	if int64(len(body)) > maxBodySize {
		return Errorf(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "request body larger than %d bytes", maxBodySize)
	}
	if len(strings.TrimSpace(string(body))) > 0 {
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(p); err != nil {
			return decodeError(err)
		}
		if dec.More() {
			return Errorf(http.StatusBadRequest, CodeMalformedJSON, "malformed JSON: more than one value in the body")
		}
	}
	if v, ok := p.(interface{ Validate() error }); ok {
		return v.Validate()
	}
	return nil
}

// decodeError names the field of a body that did not decode.
func decodeError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		field := typeErr.Field
		if field == "" {
			field = "the body"
		}
		return Errorf(http.StatusBadRequest, CodeWrongType, "%s: expected a JSON %s, got a JSON %s", field, jsonTypeOf(typeErr.Type), typeErr.Value)
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return Errorf(http.StatusBadRequest, CodeUnknownField, "the request parameter %s is unknown and not expected", name)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) {
		return Errorf(http.StatusBadRequest, CodeMalformedJSON, "malformed JSON at byte %d: %v", syntaxErr.Offset, err)
	}
	return Errorf(http.StatusBadRequest, CodeMalformedJSON, "invalid request body: %s", fmt.Sprint(err))
}
