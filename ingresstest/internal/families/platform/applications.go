package platform

import (
	"fmt"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// registerApplications serves the list, get and delete of application
// sessions and users. Visitors' logins make them: see AddApplicationUser
// and StartApplicationSession. Deleting a user deletes its sessions, as
// the API's documentation of identities says.
func registerApplications(s *account) {
	api.ServeResource(s.engine, s.engine.Records.ApplicationSessions, api.Resource[applications.Session, struct{}, struct{}]{
		Wire: wire.ApplicationSessions, NoCreate: true, NoUpdate: true,
	})
	api.ServeResource(s.engine, s.engine.Records.ApplicationUsers, api.Resource[applications.User, struct{}, struct{}]{
		Wire: wire.ApplicationUsers, NoCreate: true, NoUpdate: true, Delete: s.deleteApplicationUser,
	})
}

// deleteApplicationUser is the delete hook of application users: it ends
// the user's sessions.
func (s *account) deleteApplicationUser(_ *api.Call, u *applications.User) error {
	s.engine.Records.ApplicationSessions.DeleteWhere(func(sess *applications.Session) bool { return sess.ApplicationUser.ID == u.ID })
	return nil
}

// ApplicationSessionDuration is how long an application session lasts
// when ApplicationLogin.Duration is zero.
const ApplicationSessionDuration = 24 * time.Hour

// ApplicationUser is the twin of ingresstest.ApplicationUser, with the
// same fields: a visitor who authenticates with an identity provider.
type ApplicationUser struct {
	// IdentityProvider is the provider the visitor authenticates with;
	// Google (https://accounts.google.com) when its URL is empty.
	IdentityProvider applications.IdentityProvider
	// ProviderUserID identifies the visitor at the provider. Required:
	// a provider's user is one application user.
	ProviderUserID string
	// Username, Email and Name describe the visitor.
	Username, Email, Name string
}

// AddApplicationUser is ingresstest.Server.AddApplicationUser on the
// engine e: it simulates a visitor's first login through an OAuth,
// OpenID Connect or SAML identity provider, and returns the new
// application user's ID. StartApplicationSession then starts the
// visitor's sessions. It fails if the provider's user is already an
// application user.
func AddApplicationUser(e *api.Engine, u ApplicationUser) (userID string, err error) {
	if u.IdentityProvider.URL == "" {
		u.IdentityProvider = applications.IdentityProvider{Name: "Google", URL: "https://accounts.google.com"}
	}
	if u.ProviderUserID == "" {
		return "", fmt.Errorf("add application user: ProviderUserID is required")
	}
	e.Mu.Lock()
	defer e.Mu.Unlock()
	same := func(x *applications.User) bool {
		return x.IdentityProvider.URL == u.IdentityProvider.URL && x.ProviderUserID == u.ProviderUserID
	}
	if other := e.Records.ApplicationUsers.Find(same); other != nil {
		return "", fmt.Errorf("add application user: %s of %s is already application user %s", u.ProviderUserID, u.IdentityProvider.URL, other.ID)
	}
	now, id := e.Now(), e.NewID(wire.ApplicationUsers.Prefix)
	e.Records.ApplicationUsers.Put(id, &applications.User{
		ID: id, URI: e.URI(wire.ApplicationUsers.Path, id), IdentityProvider: u.IdentityProvider, ProviderUserID: u.ProviderUserID,
		Username: u.Username, Email: u.Email, Name: u.Name, CreatedAt: now, LastActive: now, LastLogin: now,
	})
	return id, nil
}

// ApplicationLogin is the twin of ingresstest.ApplicationLogin, with the
// same fields: a login of an application user, at an endpoint or at a
// route of an HTTPS edge.
type ApplicationLogin struct {
	// UserID is the application user who logs in; it must exist.
	UserID string
	// EndpointID is the endpoint the user logs in at. Give either it, or
	// EdgeID and RouteID.
	EndpointID string
	// EdgeID and RouteID name the route of an HTTPS edge the user logs in
	// at.
	EdgeID, RouteID string
	// Browser describes the user's browser; its IPAddress is "192.0.2.10"
	// when empty.
	Browser applications.BrowserSession
	// Duration is how long the session lasts; ApplicationSessionDuration
	// when zero.
	Duration time.Duration
}

// StartApplicationSession is ingresstest.Server.StartApplicationSession on
// the engine e: it simulates an application user logging in, and
// returns the new session's ID. The user's LastLogin and LastActive
// become the server's time. The session lists until the API deletes it or
// its user; it keeps its references when its endpoint or edge goes.
func StartApplicationSession(e *api.Engine, l ApplicationLogin) (sessionID string, err error) {
	e.Mu.Lock()
	defer e.Mu.Unlock()
	sess, err := applicationSession(e, l)
	if err != nil {
		return "", fmt.Errorf("start application session: %w", err)
	}
	u, _ := e.Records.ApplicationUsers.Get(l.UserID)
	next := *u
	next.LastLogin, next.LastActive = sess.CreatedAt, sess.CreatedAt
	e.Records.ApplicationUsers.Put(next.ID, &next)
	e.Records.ApplicationSessions.Put(sess.ID, sess)
	return sess.ID, nil
}

// applicationSession checks l and returns the record of the session it
// starts. The caller holds the lock.
func applicationSession(e *api.Engine, l ApplicationLogin) (*applications.Session, error) {
	u, ok := e.Records.ApplicationUsers.Get(l.UserID)
	if !ok {
		return nil, fmt.Errorf("no application user %q", l.UserID)
	}
	if l.Duration == 0 {
		l.Duration = ApplicationSessionDuration
	}
	api.SetDefault(&l.Browser.IPAddress, "192.0.2.10")
	now, id := e.Now(), e.NewID(wire.ApplicationSessions.Prefix)
	sess := &applications.Session{
		ID: id, URI: e.URI(wire.ApplicationSessions.Path, id), BrowserSession: l.Browser,
		ApplicationUser: &ingress.Ref{ID: u.ID, URI: u.URI}, CreatedAt: now, LastActive: now, ExpiresAt: now.Add(l.Duration),
	}
	switch {
	case l.EndpointID != "" && l.EdgeID == "" && l.RouteID == "":
		ep, ok := e.Records.Endpoints.Get(l.EndpointID)
		if !ok {
			return nil, fmt.Errorf("no endpoint %q", l.EndpointID)
		}
		sess.Endpoint, sess.PublicURL = &ingress.Ref{ID: ep.ID, URI: ep.URI}, ep.PublicURL
	case l.EndpointID == "" && l.EdgeID != "" && l.RouteID != "":
		edge, ok := e.Records.HTTPSEdges.Get(l.EdgeID)
		if !ok {
			return nil, fmt.Errorf("no HTTPS edge %q", l.EdgeID)
		}
		for _, r := range edge.Routes {
			if r.ID == l.RouteID {
				sess.Edge, sess.Route = &ingress.Ref{ID: edge.ID, URI: edge.URI}, &ingress.Ref{ID: r.ID, URI: r.URI}
			}
		}
		if sess.Route == nil {
			return nil, fmt.Errorf("no route %q of HTTPS edge %q", l.RouteID, l.EdgeID)
		}
		if len(edge.Hostports) > 0 {
			sess.PublicURL = "https://" + strings.TrimSuffix(edge.Hostports[0], ":443")
		}
	default:
		return nil, fmt.Errorf("give either EndpointID, or EdgeID and RouteID")
	}
	return sess, nil
}
