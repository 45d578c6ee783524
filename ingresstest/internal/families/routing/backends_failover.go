package routing

import (
	"fmt"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/backends"
)

func registerFailoverBackends(s *account) {
	api.ServeResource(s.engine, s.engine.Records.FailoverBackends, api.Resource[backends.Failover, backends.FailoverCreateParams, backends.FailoverUpdateParams]{
		Wire:   wire.FailoverBackends,
		Create: s.createFailoverBackend, Update: s.updateFailoverBackend, Delete: deleteBackend[backends.Failover](s),
	})
}

// failoverChildren checks the child list of the failover backend self
// (see checkChildren) and returns the copy to store (empty, never nil).
func (s *account) failoverChildren(self string, ids []string) ([]string, error) {
	if err := s.checkChildren(self, ids, func(i int) string { return fmt.Sprintf("backends[%d]", i) }); err != nil {
		return nil, err
	}
	return append(make([]string, 0, len(ids)), ids...), nil
}

// createFailoverBackend is the create hook of failover backends: it builds
// the record of a new one.
func (s *account) createFailoverBackend(c *api.Call, p *backends.FailoverCreateParams) (*backends.Failover, error) {
	children, err := s.failoverChildren(c.ID, p.Backends)
	if err != nil {
		return nil, err
	}
	return &backends.Failover{
		Backends: children,
	}, nil
}

// updateFailoverBackend is the update hook of failover backends: it returns
// the record changed.
func (s *account) updateFailoverBackend(c *api.Call, fo backends.Failover, p *backends.FailoverUpdateParams) (*backends.Failover, error) {
	if p.Backends != nil {
		children, err := s.failoverChildren(fo.ID, p.Backends)
		if err != nil {
			return nil, err
		}
		fo.Backends = children
	}
	return &fo, nil
}
