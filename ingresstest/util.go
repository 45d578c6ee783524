package ingresstest

import (
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
)

// TableOf returns the table of the resource kind whose IDs carry prefix.
// It panics if no such kind is registered with that record type, which is
// a programming error caught by any test of the family.
func TableOf[T any](s *Server, prefix string) *table[T] {
	return s.tables[prefix].(*table[T])
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

// exists reports whether a resource with this ID exists, whatever its kind:
// the part of the ID before "_" names its table. The caller holds the lock.
func (s *Server) exists(id string) bool {
	prefix, _, _ := strings.Cut(id, "_")
	t, ok := s.tables[prefix].(interface{ has(string) bool })
	return ok && t.has(id)
}

func (t *table[T]) has(id string) bool { _, ok := t.byID[id]; return ok }

// existingRef returns a ref to the existing resource id, which must be of a kind
// with one of prefixes; otherwise the error is missingRef(field, id). The
// caller holds the lock.
func (s *Server) existingRef(field, id string, prefixes ...string) (*ingress.Ref, error) {
	prefix, _, _ := strings.Cut(id, "_")
	if !slices.Contains(prefixes, prefix) || !s.exists(id) {
		return nil, missingRef(field, id)
	}
	return s.refTo(id), nil
}

// refTo returns a ref to id, whose URI is in the collection of its kind,
// whether or not the resource still exists.
func (s *Server) refTo(id string) *ingress.Ref {
	prefix, _, _ := strings.Cut(id, "_")
	return &ingress.Ref{ID: id, URI: s.uri(s.paths[prefix], id)}
}

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
