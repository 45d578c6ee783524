package routing

import (
	"github.com/ingresskit/ingress/backends"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerStaticBackends serves static backends.
func registerStaticBackends(s *account) {
	api.ServeResource(s.engine, s.engine.Records.StaticBackends, api.Resource[backends.Static, backends.StaticCreateParams, backends.StaticUpdateParams]{
		Wire:   wire.StaticBackends,
		Create: s.createStaticBackend, Update: s.updateStaticBackend, Delete: deleteBackend[backends.Static](s),
	})
}

// createStaticBackend is the create hook of static backends: it builds the
// record of a new one, with TLS disabled unless its settings say
// otherwise.
func (s *account) createStaticBackend(c *api.Call, p *backends.StaticCreateParams) (*backends.Static, error) {
	return &backends.Static{
		Address: p.Address, TLS: api.Deref(p.TLS),
	}, nil
}

// updateStaticBackend is the update hook of static backends: it returns
// the record changed.
func (s *account) updateStaticBackend(c *api.Call, b backends.Static, p *backends.StaticUpdateParams) (*backends.Static, error) {
	api.SetIf(&b.Address, p.Address)
	api.SetIf(&b.TLS, p.TLS)
	return &b, nil
}
