package ingresstest

import (
	"fmt"
	"github.com/ingresskit/ingress/internal/wire"
	"net/http"

	"github.com/ingresskit/ingress/backends"
)

func registerFailoverBackends(s *Server) {
	serveResource(s, s.failoverBackends, resource[backends.Failover, backends.FailoverCreateParams, backends.FailoverUpdateParams]{
		Kind: wire.FailoverBackendKind, Path: wire.FailoverBackendPath, Member: wire.FailoverBackendMember, Prefix: failoverBackendPrefix,
		Create: s.createFailoverBackend, Update: s.updateFailoverBackend, Delete: s.deleteFailoverBackend,
	})
}

// failoverChildren checks the child list of the failover backend self and
// returns the copy to store (empty, never nil). Each child must be an
// existing backend, and none may be self or a failover backend from which
// self can be reached.
func (s *Server) failoverChildren(self string, ids []string) ([]string, error) {
	for i, id := range ids {
		field := fmt.Sprintf("backends[%d]", i)
		if id == self {
			return nil, apiErrorf(http.StatusBadRequest, CodeBackendCycle, "%s: a failover backend cannot contain itself", field)
		}
		if _, err := s.existingRef(field, id, httpResponseBackendPrefix, failoverBackendPrefix); err != nil {
			return nil, err
		}
		if s.reaches(id, self) {
			return nil, apiErrorf(http.StatusBadRequest, CodeBackendCycle, "%s: failover backend %s contains %s, which would form a cycle", field, id, self)
		}
	}
	return append(make([]string, 0, len(ids)), ids...), nil
}

// reaches reports whether the backend to is from, or one of the backends
// that failover backend from contains, at any depth.
func (s *Server) reaches(from, to string) bool {
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
		if fo, ok := s.failoverBackends.Get(id); ok {
			stack = append(stack, fo.Backends...)
		}
	}
	return false
}

// createFailoverBackend is the create hook of failover backends: it builds
// the record of a new one.
func (s *Server) createFailoverBackend(c *call, p *backends.FailoverCreateParams) (*backends.Failover, error) {
	children, err := s.failoverChildren(c.ID, p.Backends)
	if err != nil {
		return nil, err
	}
	return &backends.Failover{
		ID: c.ID, URI: c.URI, CreatedAt: c.Now,
		Description: deref(p.Description), Metadata: deref(p.Metadata), Backends: children,
	}, nil
}

// updateFailoverBackend is the update hook of failover backends: it returns
// the record changed.
func (s *Server) updateFailoverBackend(c *call, fo backends.Failover, p *backends.FailoverUpdateParams) (*backends.Failover, error) {
	if p.Backends != nil {
		children, err := s.failoverChildren(fo.ID, p.Backends)
		if err != nil {
			return nil, err
		}
		fo.Backends = children
	}
	setIf(&fo.Description, p.Description)
	setIf(&fo.Metadata, p.Metadata)
	return &fo, nil
}

// deleteFailoverBackend is the delete hook of failover backends: it runs
// before one is removed, and may refuse.
func (s *Server) deleteFailoverBackend(c *call, fo *backends.Failover) error {
	return s.backendNotInUse(fo.ID)
}
