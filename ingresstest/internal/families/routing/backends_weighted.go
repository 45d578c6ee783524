package routing

import (
	"maps"
	"slices"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerWeightedBackends serves weighted backends, whose children follow
// the rules of backends_graph.go.
func registerWeightedBackends(s *account) {
	api.ServeResource(s.engine, s.engine.Records.WeightedBackends, api.Resource[backends.Weighted, backends.WeightedCreateParams, backends.WeightedUpdateParams]{
		Wire:   wire.WeightedBackends,
		Create: s.createWeightedBackend, Update: s.updateWeightedBackend, Delete: deleteBackend[backends.Weighted](s),
	})
}

// weightedChildren checks the children of the weighted backend self, in
// the order of their IDs (see checkChildren), and returns the copy to
// store (empty, never nil).
func (s *account) weightedChildren(self string, children map[string]int64) (map[string]int64, error) {
	ids := slices.Sorted(maps.Keys(children))
	if err := s.checkChildren(self, ids, func(i int) string { return "backends[" + ids[i] + "]" }); err != nil {
		return nil, err
	}
	out := make(map[string]int64, len(children))
	maps.Copy(out, children)
	return out, nil
}

// createWeightedBackend is the create hook of weighted backends: it builds
// the record of a new one.
func (s *account) createWeightedBackend(c *api.Call, p *backends.WeightedCreateParams) (*backends.Weighted, error) {
	children, err := s.weightedChildren(c.ID, p.Backends)
	if err != nil {
		return nil, err
	}
	return &backends.Weighted{
		Backends: children,
	}, nil
}

// updateWeightedBackend is the update hook of weighted backends: it
// returns the record changed.
func (s *account) updateWeightedBackend(c *api.Call, wb backends.Weighted, p *backends.WeightedUpdateParams) (*backends.Weighted, error) {
	if p.Backends != nil {
		children, err := s.weightedChildren(wb.ID, p.Backends)
		if err != nil {
			return nil, err
		}
		wb.Backends = children
	}
	return &wb, nil
}
