package ingresstest

import (
	"net/http"
	"slices"
)

// serve registers h for pattern and records the pattern, so that Routes
// lists every route the server serves.
func (s *Server) serve(pattern string, h http.HandlerFunc) {
	s.mux.HandleFunc(pattern, h)
	s.patterns = append(s.patterns, pattern)
}

// Routes returns the pattern of every route the server serves, sorted,
// like "GET /api_keys/{id}": a method and a path whose wildcards name the
// IDs, as net/http.ServeMux patterns write them. A tool or test can check
// with it which endpoints of the API ingresstest covers.
func (s *Server) Routes() []string {
	return slices.Sorted(slices.Values(s.patterns))
}

// endpoint serves pattern with a handler that returns a status and a value
// to encode as JSON, or an error to answer with an error body. Families
// use it for endpoints beyond the generic ones.
func (s *Server) endpoint(pattern string, h func(r *http.Request) (status int, body any, err error)) {
	s.serve(pattern, s.answers.Handle(h))
}
