package ingresstest

import "net/http"

// SeedAPIKeys stores n API keys owned by ownerID in s at once, without
// requests, for benchmarks and tests of paging through a large store.
func SeedAPIKeys(s *Server, ownerID string, n int) { s.seedAPIKeys(ownerID, n) }

// Use wraps every request to s in mw, outside authentication and panic
// recovery, for tests that tamper with requests before the server reads
// them.
func Use(s *Server, mw func(http.Handler) http.Handler) { s.use(mw) }
