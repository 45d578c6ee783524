package ingresstest

// testHooks are the points where a test of the package may hold a
// request, to show by the order of events that the request holds no lock
// there. Outside tests its fields are nil and do nothing.
type testHooks struct {
	// scan runs when a filtered list has taken its snapshot of the
	// records and released the lock, before it evaluates the filter.
	scan func()
	// check runs before the checks that a create or update makes
	// before taking the lock (see resource.Check).
	check func()
	// copying runs when a snapshot has listed the accounts, before it
	// copies their state (see copyState).
	copying func()
}

// scanning runs the scan hook, if any.
func (s *Server) scanning() {
	if s.hooks.scan != nil {
		s.hooks.scan()
	}
}

// checking runs the check hook, if any.
func (s *Server) checking() {
	if s.hooks.check != nil {
		s.hooks.check()
	}
}

// copyingState runs the copying hook, if any.
func (s *Server) copyingState() {
	if s.hooks.copying != nil {
		s.hooks.copying()
	}
}
