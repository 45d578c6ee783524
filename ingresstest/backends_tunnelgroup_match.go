package ingresstest

import (
	"maps"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/tunnels"
)

// tunnelsMatching returns refs to the online backend tunnels whose labels
// include every one of labels, keys and values compared with case, as the
// platform documents the match; the list is empty, never nil, when none
// does. The caller holds the lock.
func (s *Server) tunnelsMatching(labels map[string]string) []ingress.Ref {
	refs := []ingress.Ref{}
	s.engine.Records.Tunnels.All(func(_ string, t *tunnels.Tunnel) bool {
		if len(t.Labels) > 0 && includes(t.Labels, labels) {
			refs = append(refs, ingress.Ref{ID: t.ID, URI: s.engine.URI(wire.Tunnels.Path, t.ID)})
		}
		return true
	})
	return refs
}

// includes reports whether every label of want is in have, with the same
// value.
func includes(have, want map[string]string) bool {
	for k, v := range want {
		if got, ok := have[k]; !ok || got != v {
			return false
		}
	}
	return true
}

// linkTunnelGroups brings both sides of the match between tunnel group
// backends and backend tunnels up to date, after either side changed: each
// group's tunnels, and each backend tunnel's backends. Records are
// replaced, never changed in place. The caller holds the lock.
func (s *Server) linkTunnelGroups() {
	groupsOf := make(map[string][]*ingress.Ref)
	s.engine.Records.TunnelGroupBackends.All(func(id string, g *backends.TunnelGroup) bool {
		next := *g
		next.Labels = maps.Clone(g.Labels)
		next.Tunnels = s.tunnelsMatching(g.Labels)
		for _, t := range next.Tunnels {
			groupsOf[t.ID] = append(groupsOf[t.ID], &ingress.Ref{ID: g.ID, URI: g.URI})
		}
		s.engine.Records.TunnelGroupBackends.Put(id, &next)
		return true
	})
	s.engine.Records.Tunnels.All(func(id string, t *tunnels.Tunnel) bool {
		if len(t.Labels) == 0 {
			return true
		}
		next := *t
		next.Backends = groupsOf[id]
		if next.Backends == nil {
			next.Backends = []*ingress.Ref{}
		}
		s.engine.Records.Tunnels.Put(id, &next)
		return true
	})
}
