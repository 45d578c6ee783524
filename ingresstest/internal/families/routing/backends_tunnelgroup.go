package routing

import (
	"maps"

	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerTunnelGroupBackends serves tunnel group backends. Their tunnels
// are those that tunnelsMatching finds when the backend is created or
// updated.
func registerTunnelGroupBackends(s *account) {
	api.ServeResource(s.engine, s.engine.Records.TunnelGroupBackends, api.Resource[backends.TunnelGroup, backends.TunnelGroupCreateParams, backends.TunnelGroupUpdateParams]{
		Wire:   wire.TunnelGroupBackends,
		Create: s.createTunnelGroupBackend, Update: s.updateTunnelGroupBackend, Delete: deleteBackend[backends.TunnelGroup](s),
		Changed: s.engine.LinkTunnelGroups,
	})
}

// createTunnelGroupBackend is the create hook of tunnel group backends: it
// builds the record of a new one.
func (s *account) createTunnelGroupBackend(c *api.Call, p *backends.TunnelGroupCreateParams) (*backends.TunnelGroup, error) {
	labels := maps.Clone(p.Labels)
	return &backends.TunnelGroup{
		Labels: labels, Tunnels: s.engine.TunnelsMatching(labels),
	}, nil
}

// updateTunnelGroupBackend is the update hook of tunnel group backends: it
// returns the record changed, with the tunnels that match now.
func (s *account) updateTunnelGroupBackend(c *api.Call, b backends.TunnelGroup, p *backends.TunnelGroupUpdateParams) (*backends.TunnelGroup, error) {
	if p.Labels != nil {
		b.Labels = maps.Clone(p.Labels)
	}
	b.Tunnels = s.engine.TunnelsMatching(b.Labels)
	return &b, nil
}
