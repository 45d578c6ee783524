package ingresstest

import (
	"net/http"
	"net/url"
	"slices"
)

// serve registers h for pattern and records the pattern, so that Patterns
// lists every route the server serves.
func (s *Server) serve(pattern string, h http.HandlerFunc) {
	s.mux.HandleFunc(pattern, h)
	s.patterns = append(s.patterns, pattern)
}

// Patterns returns the pattern of every route the server serves, like
// "GET /api_keys/{id}", sorted.
func (s *Server) Patterns() []string {
	return slices.Sorted(slices.Values(s.patterns))
}

// Route returns the pattern of the route that serves method on path, like
// "GET /api_keys/{id}", and whether there is one. Conformance tests use it
// to find the routes the server serves.
func (s *Server) Route(method, path string) (pattern string, ok bool) {
	_, pattern = s.mux.Handler(&http.Request{Method: method, URL: &url.URL{Path: path}})
	return pattern, pattern != "" && pattern != "/"
}
