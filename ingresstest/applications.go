package ingresstest

import (
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerApplications serves the list, get and delete of application
// sessions and users. Visitors' logins make them: see AddApplicationUser
// and StartApplicationSession. Deleting a user deletes its sessions, as
// the API's documentation of identities says.
func registerApplications(s *Server) {
	api.ServeResource(s.engine, s.engine.Records.ApplicationSessions, api.Resource[applications.Session, struct{}, struct{}]{
		Wire: wire.ApplicationSessions, NoCreate: true, NoUpdate: true,
	})
	api.ServeResource(s.engine, s.engine.Records.ApplicationUsers, api.Resource[applications.User, struct{}, struct{}]{
		Wire: wire.ApplicationUsers, NoCreate: true, NoUpdate: true, Delete: s.deleteApplicationUser,
	})
}

// deleteApplicationUser is the delete hook of application users: it ends
// the user's sessions.
func (s *Server) deleteApplicationUser(_ *api.Call, u *applications.User) error {
	s.engine.Records.ApplicationSessions.DeleteWhere(func(sess *applications.Session) bool { return sess.ApplicationUser.ID == u.ID })
	return nil
}
