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
	serveResource(s, s.applicationSessions, resource[applications.Session, struct{}, struct{}]{
		Kind: wire.ApplicationSessions.Kind, Path: wire.ApplicationSessions.Path, Member: wire.ApplicationSessions.Member,
		Prefix: wire.ApplicationSessions.Prefix, NoCreate: true, NoUpdate: true,
	})
	serveResource(s, s.applicationUsers, resource[applications.User, struct{}, struct{}]{
		Kind: wire.ApplicationUsers.Kind, Path: wire.ApplicationUsers.Path, Member: wire.ApplicationUsers.Member,
		Prefix: wire.ApplicationUsers.Prefix, NoCreate: true, NoUpdate: true, Delete: s.deleteApplicationUser,
	})
}

// deleteApplicationUser is the delete hook of application users: it ends
// the user's sessions.
func (s *Server) deleteApplicationUser(_ *call, u *applications.User) error {
	s.applicationSessions.DeleteWhere(func(sess *applications.Session) bool { return sess.ApplicationUser.ID == u.ID })
	return nil
}
