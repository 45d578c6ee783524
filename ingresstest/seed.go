package ingresstest

// seedAPIKeys stores n API keys owned by ownerID at once, without requests,
// for benchmarks and tests that need a large store.
func (s *Server) seedAPIKeys(ownerID string, n int) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	for range n {
		s.issueAPIKey(ownerID, nil)
	}
}
