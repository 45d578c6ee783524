package ingresstest

import (
	"net/http"
	"net/url"

	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// operationOf returns the name of the operation that serves method on the
// URL path (see JournalEntry.Operation): the operationId of the published
// OpenAPI description for a route it describes, the route's pattern for
// another, "" when no route matches. It routes again rather than have
// every request note its route: the journal asks only when it is read.
func (s *Server) operationOf(method, path string) string {
	_, pattern := s.engine.Mux.Handler(&http.Request{Method: method, URL: &url.URL{Path: path}})
	if pattern == "" || pattern == "/" {
		return ""
	}
	if id, ok := journal.OperationIDs[pattern]; ok {
		return id
	}
	return pattern
}
