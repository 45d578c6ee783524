package routing

import (
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// Failover and weighted backends list other backends, of any kind, as
// their children. The rules below hold for both: every child exists when
// it is listed, no backend contains itself at any depth (400,
// api.CodeBackendCycle), and a backend that one of them lists cannot be
// deleted (409, api.CodeBackendInUse), so that a child never disappears
// behind its parent's owner's back.

// backendPrefixes returns the ID prefixes of every kind of backend: what
// failover and weighted backends, and the backend modules of edges, may
// name.
func backendPrefixes() []string {
	return []string{
		wire.HTTPResponseBackends.Prefix, wire.FailoverBackends.Prefix,
		wire.StaticBackends.Prefix, wire.TunnelGroupBackends.Prefix, wire.WeightedBackends.Prefix,
	}
}

// backendChildren returns the IDs of the backends that the backend id
// lists: the children of a failover backend in order, of a weighted one in
// the order of their IDs, and none for any other kind. The caller holds
// the lock.
func (s *account) backendChildren(id string) []string {
	if fo, ok := s.engine.Records.FailoverBackends.Get(id); ok {
		return fo.Backends
	}
	if wb, ok := s.engine.Records.WeightedBackends.Get(id); ok {
		return slices.Sorted(maps.Keys(wb.Backends))
	}
	return nil
}

// checkChildren checks the children that the backend self would list,
// each named in errors by field(i) for its index in ids: each must be an
// existing backend, and none may be self or a backend from which self can
// be reached. The caller holds the lock.
func (s *account) checkChildren(self string, ids []string, field func(i int) string) error {
	for i, id := range ids {
		if id == self {
			return api.Errorf(http.StatusBadRequest, api.CodeBackendCycle, "%s: a backend cannot contain itself", field(i))
		}
		if _, err := s.engine.ExistingRef(api.CodeBackendMissing, field(i), id, backendPrefixes()...); err != nil {
			return err
		}
		if s.reaches(id, self) {
			return api.Errorf(http.StatusBadRequest, api.CodeBackendCycle, "%s: backend %s contains %s, which would form a cycle", field(i), id, self)
		}
	}
	return nil
}

// reaches reports whether the backend to is from, or one of the backends
// that from lists, at any depth.
func (s *account) reaches(from, to string) bool {
	seen := map[string]bool{}
	stack := []string{from}
	for len(stack) > 0 {
		id := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if id == to {
			return true
		}
		if seen[id] {
			continue
		}
		seen[id] = true
		stack = append(stack, s.backendChildren(id)...)
	}
	return false
}

// deleteBackend returns the delete hook of every kind of backend of s: it
// refuses while failover or weighted backends list the backend.
func deleteBackend[T any](s *account) func(c *api.Call, _ *T) error {
	return func(c *api.Call, _ *T) error { return s.backendNotInUse(c.ID) }
}

// backendNotInUse refuses the deletion of a backend that failover or
// weighted backends list, naming them. The caller holds the lock.
func (s *account) backendNotInUse(id string) error {
	users := append(
		s.engine.Records.FailoverBackends.IDsWhere(func(fo *backends.Failover) bool { return slices.Contains(fo.Backends, id) }),
		s.engine.Records.WeightedBackends.IDsWhere(func(wb *backends.Weighted) bool { _, ok := wb.Backends[id]; return ok })...)
	if len(users) > 0 {
		return api.Errorf(http.StatusConflict, api.CodeBackendInUse, "backend %s is a child of %s: remove it from them first", id, strings.Join(users, ", "))
	}
	return nil
}
