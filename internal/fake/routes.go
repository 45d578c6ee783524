package fake

import (
	"net/http"
	"net/url"
)

// Route returns the pattern of the route that serves method on path, like
// "GET /api_keys/{id}", and whether there is one. Conformance tests use it
// to find the routes the server serves.
func (s *Server) Route(method, path string) (pattern string, ok bool) {
	_, pattern = s.mux.Handler(&http.Request{Method: method, URL: &url.URL{Path: path}})
	return pattern, pattern != "" && pattern != "/"
}
