package api

import (
	"net/http"
	"slices"
)

// Serve registers h for pattern and records the pattern, so that Routes
// lists every route the engine serves.
func (e *Engine) Serve(pattern string, h http.HandlerFunc) {
	e.Mux.HandleFunc(pattern, h)
	e.patterns = append(e.patterns, pattern)
}

// Routes returns the pattern of every route the server serves, sorted,
// like "GET /api_keys/{id}": a method and a path whose wildcards name the
// IDs, as net/http.ServeMux patterns write them. A tool or test can check
// with it which endpoints of the API ingresstest covers.
func (e *Engine) Routes() []string {
	return slices.Sorted(slices.Values(e.patterns))
}

// Endpoint serves pattern with a handler that returns a status and a value
// to encode as JSON, or an error to answer with an error body. Families
// use it for endpoints beyond the generic ones.
func (e *Engine) Endpoint(pattern string, h func(r *http.Request) (status int, body any, err error)) {
	e.Serve(pattern, e.Answers.Handle(h))
}
