package ingresstest

// testHooks are the points where a test of the package may hold a
// request, to show by the order of events that the request holds no lock
// there. Outside tests its fields are nil and do nothing.
type testHooks struct {
	// copying runs when a snapshot has listed the accounts, before it
	// copies their state (see copyState).
	copying func()
}

// copyingState runs the copying hook, if any.
func (s *Server) copyingState() {
	if s.hooks.copying != nil {
		s.hooks.copying()
	}
}
