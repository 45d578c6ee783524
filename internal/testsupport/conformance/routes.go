package conformance

import (
	"net/http"
	"net/url"

	"github.com/ingresskit/ingress/ingresstest"
)

// RouteOf returns a function that finds the route of srv that serves
// method on path, like "GET /api_keys/{id}", and reports whether there is
// one. It routes with a ServeMux of the patterns srv.Routes lists, so it
// picks the route the server's own mux picks.
func RouteOf(srv *ingresstest.Server) func(method, path string) (pattern string, ok bool) {
	mux := http.NewServeMux()
	for _, pattern := range srv.Routes() {
		mux.HandleFunc(pattern, func(http.ResponseWriter, *http.Request) {})
	}
	return func(method, path string) (string, bool) {
		_, pattern := mux.Handler(&http.Request{Method: method, URL: &url.URL{Path: path}})
		return pattern, pattern != ""
	}
}
