package identity

import (
	"net/http"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// registerServiceUsers serves service users and bot users, the older name
// of the same resource: one collection, whose records are kept as service
// users and served under /bot_users too, each with the bot user ID of the
// same KSUID. Either ID may own API keys and credentials; only admins
// manage them.
func registerServiceUsers(s *account) {
	users := s.engine.Records.ServiceUsers
	api.ServeResource(s.engine, users, serviceUsersResource(s, wire.ServiceUsers, "service user"))
	api.ServeAlias(s.engine, users, wire.ServiceUsers, serviceUsersResource(s, wire.BotUsers, "bot user"))
}

// serviceUsersResource returns the resource of service users served as
// res, whose kind what names in refusals.
func serviceUsersResource(s *account, res wire.Resource, what string) api.Resource[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams] {
	return api.Resource[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams]{
		Wire:   res,
		Create: s.createServiceUser, Update: s.updateServiceUser, Delete: deleteOwner[serviceusers.ServiceUser](s),
		Guard: adminOnly(what),
	}
}

// createServiceUser is the create hook of service and bot users: it
// builds the record of a new one, active unless the request says
// otherwise, under a name no other has.
func (s *account) createServiceUser(c *api.Call, p *serviceusers.CreateParams) (*serviceusers.ServiceUser, error) {
	if err := s.uniqueUserName("", p.Name); err != nil {
		return nil, err
	}
	return &serviceusers.ServiceUser{Name: p.Name, Active: api.DerefOr(p.Active, true)}, nil
}

// updateServiceUser is the update hook of service and bot users: it
// returns the record changed. Deactivating one suspends its API keys at
// once.
func (s *account) updateServiceUser(c *api.Call, u serviceusers.ServiceUser, p *serviceusers.UpdateParams) (*serviceusers.ServiceUser, error) {
	if p.Name != nil {
		if err := s.uniqueUserName(u.ID, *p.Name); err != nil {
			return nil, err
		}
	}
	api.SetIf(&u.Name, p.Name)
	api.SetIf(&u.Active, p.Active)
	return &u, nil
}

// uniqueUserName refuses name when a service user other than self, named
// by its service user ID, has it: "Service User names must be unique
// within an account" (errors/err_ngrok_4112). The caller holds the lock.
func (s *account) uniqueUserName(self, name string) error {
	other := s.engine.Records.ServiceUsers.Find(func(u *serviceusers.ServiceUser) bool { return u.ID != self && u.Name == name })
	if other == nil {
		return nil
	}
	return api.Errorf(http.StatusConflict, api.CodeUserNameTaken, "name: another bot or service user of the account is already named %q; their names are unique within an account", name)
}
