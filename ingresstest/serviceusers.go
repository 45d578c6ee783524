package ingresstest

import (
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/serviceusers"
)

// registerServiceUsers serves service users. A service user may own API
// keys and credentials; only admins manage service users.
func registerServiceUsers(s *Server) {
	serveResource(s, s.serviceUsers, resource[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams]{
		Kind: wire.ServiceUserKind, Path: wire.ServiceUserPath, Member: wire.ServiceUserMember, Prefix: wire.ServiceUserPrefix,
		Create: s.createServiceUser, Update: s.updateServiceUser, Delete: deleteOwner[serviceusers.ServiceUser],
		Guard: adminOnly("service user"),
	})
}

// createServiceUser is the create hook of service users: it builds the
// record of a new one, active unless the request says otherwise.
func (s *Server) createServiceUser(c *call, p *serviceusers.CreateParams) (*serviceusers.ServiceUser, error) {
	return &serviceusers.ServiceUser{ID: c.ID, URI: c.URI, CreatedAt: c.Now, Name: p.Name, Active: derefOr(p.Active, true)}, nil
}

// updateServiceUser is the update hook of service users: it returns the
// record changed. Deactivating a service user suspends its API keys at
// once.
func (s *Server) updateServiceUser(c *call, u serviceusers.ServiceUser, p *serviceusers.UpdateParams) (*serviceusers.ServiceUser, error) {
	setIf(&u.Name, p.Name)
	setIf(&u.Active, p.Active)
	return &u, nil
}
