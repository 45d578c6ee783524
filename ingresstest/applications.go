package ingresstest

import (
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerApplications serves the list, get and delete of application
// sessions and users. Visitors' logins make them: see AddApplicationUser
// and StartApplicationSession. Deleting a user deletes its sessions, as
// the API's documentation of identities says.
func registerApplications(s *Server) {
	serveResource(s, s.engine.Records.ApplicationSessions, resource[applications.Session, struct{}, struct{}]{
		Wire: wire.ApplicationSessions, NoCreate: true, NoUpdate: true,
	})
	serveResource(s, s.engine.Records.ApplicationUsers, resource[applications.User, struct{}, struct{}]{
		Wire: wire.ApplicationUsers, NoCreate: true, NoUpdate: true, Delete: s.deleteApplicationUser,
	})
}

// deleteApplicationUser is the delete hook of application users: it ends
// the user's sessions.
func (s *Server) deleteApplicationUser(_ *call, u *applications.User) error {
	s.engine.Records.ApplicationSessions.DeleteWhere(func(sess *applications.Session) bool { return sess.ApplicationUser.ID == u.ID })
	return nil
}
