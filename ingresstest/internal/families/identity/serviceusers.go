package identity

import (
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// registerServiceUsers serves service users and bot users, the older name
// of the same resource, each kind under its own collection and IDs. Either
// may own API keys and credentials; only admins manage them.
func registerServiceUsers(s *account) {
	for _, k := range []struct {
		records *store.Table[serviceusers.ServiceUser]
		res     wire.Resource
		what    string
	}{
		{s.engine.Records.BotUsers, wire.BotUsers, "bot user"},
		{s.engine.Records.ServiceUsers, wire.ServiceUsers, "service user"},
	} {
		api.ServeResource(s.engine, k.records, api.Resource[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams]{
			Wire:   k.res,
			Create: s.createServiceUser, Update: s.updateServiceUser, Delete: deleteOwner[serviceusers.ServiceUser](s),
			Guard: adminOnly(k.what),
		})
	}
}

// createServiceUser is the create hook of service and bot users: it
// builds the record of a new one, active unless the request says
// otherwise.
func (s *account) createServiceUser(c *api.Call, p *serviceusers.CreateParams) (*serviceusers.ServiceUser, error) {
	return &serviceusers.ServiceUser{Name: p.Name, Active: api.DerefOr(p.Active, true)}, nil
}

// updateServiceUser is the update hook of service and bot users: it
// returns the record changed. Deactivating one suspends its API keys at
// once.
func (s *account) updateServiceUser(c *api.Call, u serviceusers.ServiceUser, p *serviceusers.UpdateParams) (*serviceusers.ServiceUser, error) {
	api.SetIf(&u.Name, p.Name)
	api.SetIf(&u.Active, p.Active)
	return &u, nil
}
