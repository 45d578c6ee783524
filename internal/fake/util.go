package fake

// TableOf returns the table of the resource kind whose IDs carry prefix.
// It panics if no such kind is registered with that record type, which is
// a programming error caught by any test of the family.
func TableOf[T any](s *Server, prefix string) *Table[T] {
	return s.tables[prefix].(*Table[T])
}

// stateOf returns what a family keeps under key beside its resources (the
// agents of tunnel sessions, delivery logs, provisioning settings),
// creating it with create the first time. Families create their state
// while registering, so that later calls only read the map and may hold
// the read lock.
func stateOf[T any](s *Server, key string, create func() *T) *T {
	if v, ok := s.state[key]; ok {
		return v.(*T)
	}
	v := create()
	s.state[key] = v
	return v
}

// Exists reports whether a resource with this ID exists, whatever its kind.
// The caller holds the lock.
func (s *Server) Exists(id string) bool {
	for prefix, t := range s.tables {
		if wellFormedID(prefix, id) {
			return t.(interface{ has(string) bool }).has(id)
		}
	}
	return false
}

func (t *Table[T]) has(id string) bool { _, ok := t.byID[id]; return ok }

func deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

// setIf sets *dst to *src when src is supplied.
func setIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}
