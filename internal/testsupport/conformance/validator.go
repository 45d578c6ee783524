package conformance

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/legacy"
)

// Validator checks API calls against the published description (as
// LoadDescription fixes it) and records which operations succeeded at
// least once. It is safe for concurrent use.
type Validator struct {
	doc    *openapi3.T
	router routers.Router
	opts   *openapi3filter.Options

	mu        sync.Mutex
	exercised map[string]bool
}

// NewValidator loads the description and returns a validator over it.
func NewValidator() (*Validator, error) {
	doc, err := LoadDescription()
	if err != nil {
		return nil, err
	}
	router, err := legacy.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("conformance: routing the OpenAPI description: %w", err)
	}
	return &Validator{
		doc:    doc,
		router: router,
		opts: &openapi3filter.Options{
			AuthenticationFunc:      openapi3filter.NoopAuthenticationFunc,
			IncludeResponseStatus:   true,
			MultiError:              true,
			SchemaValidationOptions: []openapi3.SchemaValidationOption{openapi3.DisableSchemaErrorDetails()},
		},
		exercised: make(map[string]bool),
	}, nil
}

// Operations returns every operation of the description as a method and
// a path template, like "GET /api_keys/{id}", sorted.
func (v *Validator) Operations() []string {
	var ops []string
	forEachOperation(v.doc, func(method, path string, _ *openapi3.Operation) {
		ops = append(ops, method+" "+path)
	})
	return ops
}

// Exercised returns the operations that answered a call with a 2xx status
// at least once, sorted like Operations.
func (v *Validator) Exercised() []string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return slices.Sorted(maps.Keys(v.exercised))
}

// Transport returns a RoundTripper that sends requests through next and
// checks each call, reporting every mismatch to t:
//   - the request must match an operation of the description (a call to a
//     route the description lacks may only fail, with an error body), and
//     its parameters and body must match the operation's;
//   - a 2xx status must be one the operation declares, with a body that
//     matches the declared schema;
//   - a status of 400 or more must come with an error body (CheckErrorBody);
//   - any other status is a mismatch.
func (v *Validator) Transport(t testing.TB, next http.RoundTripper) http.RoundTripper {
	return &transport{v: v, t: t, next: next}
}

type transport struct {
	v    *Validator
	t    testing.TB
	next http.RoundTripper
}

func (tr *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	var reqBody []byte
	if req.Body != nil {
		var err error
		reqBody, err = io.ReadAll(req.Body)
		req.Body.Close()
		if err != nil {
			return nil, err
		}
	}
	resp, err := tr.next.RoundTrip(withBody(req, reqBody))
	if err != nil {
		return nil, err
	}
	respBody, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(respBody))
	for _, problem := range tr.v.Check(withBody(req, reqBody), resp.StatusCode, resp.Header, respBody) {
		tr.t.Errorf("%s %s: %s", req.Method, req.URL.RequestURI(), problem)
	}
	return resp, nil
}

// withBody returns a copy of req that reads body.
func withBody(req *http.Request, body []byte) *http.Request {
	r := req.Clone(req.Context())
	if body == nil {
		r.Body = nil
		return r
	}
	r.Body = io.NopCloser(bytes.NewReader(body))
	r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
	r.ContentLength = int64(len(body))
	return r
}

// Check checks one call, req (whose body it reads) answered with status,
// header and body, and returns what does not match the description. It
// records the operation as exercised when the status is 2xx.
func (v *Validator) Check(req *http.Request, status int, header http.Header, body []byte) []string {
	var problems []string
	route, params, err := v.router.FindRoute(req)
	if err != nil {
		if status < 400 {
			return []string{fmt.Sprintf("answered %d, but the description has no such operation (%v)", status, err)}
		}
		return errorProblems(status, header, body)
	}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route, Options: v.opts}
	if err := openapi3filter.ValidateRequest(req.Context(), in); err != nil {
		problems = append(problems, "the request does not match the description: "+describe(err))
	}
	switch {
	case status >= 400:
		return append(problems, errorProblems(status, header, body)...)
	case status < 200 || status > 299:
		return append(problems, fmt.Sprintf("unexpected status %d", status))
	}
	v.mu.Lock()
	v.exercised[route.Method+" "+route.Path] = true
	v.mu.Unlock()
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: header, Options: v.opts}
	out.SetBodyBytes(body)
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		problems = append(problems, fmt.Sprintf("the %d response does not match the description: %s; body: %s", status, describe(err), quote(body)))
	}
	return problems
}

// errorProblems checks an error response: a JSON error body.
func errorProblems(status int, header http.Header, body []byte) []string {
	var problems []string
	if ct := header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		problems = append(problems, fmt.Sprintf("error response with Content-Type %q", ct))
	}
	if err := CheckErrorBody(status, body); err != nil {
		problems = append(problems, err.Error())
	}
	return problems
}

// describe renders a validation error compactly: one clause per schema
// mismatch, naming where the value is.
func describe(err error) string {
	var lines []string
	var walk func(error)
	walk = func(err error) {
		var multi openapi3.MultiError
		var schemaErr *openapi3.SchemaError
		switch {
		case errors.As(err, &multi):
			for _, e := range multi {
				walk(e)
			}
		case errors.As(err, &schemaErr):
			lines = append(lines, schemaErr.Error())
		default:
			lines = append(lines, err.Error())
		}
	}
	walk(err)
	return strings.Join(lines, "; ")
}

// quote returns body, shortened for a message.
func quote(body []byte) string {
	const max = 600
	if len(body) > max {
		return string(body[:max]) + "…"
	}
	return string(body)
}
