package ingresstest

import (
	"fmt"
	"strings"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// ApplicationSessionDuration is how long an application session lasts
// when ApplicationLogin.Duration is zero.
const ApplicationSessionDuration = 24 * time.Hour

// ApplicationUser describes a visitor who authenticates with an identity
// provider, for AddApplicationUser.
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

// AddApplicationUser simulates a visitor's first login through an OAuth,
// OpenID Connect or SAML identity provider, and returns the new
// application user's ID. StartApplicationSession then starts the
// visitor's sessions. It fails if the provider's user is already an
// application user.
func (s *Server) AddApplicationUser(u ApplicationUser) (userID string, err error) {
	if u.IdentityProvider.URL == "" {
		u.IdentityProvider = applications.IdentityProvider{Name: "Google", URL: "https://accounts.google.com"}
	}
	if u.ProviderUserID == "" {
		return "", fmt.Errorf("add application user: ProviderUserID is required")
	}
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	same := func(x *applications.User) bool {
		return x.IdentityProvider.URL == u.IdentityProvider.URL && x.ProviderUserID == u.ProviderUserID
	}
	if other := s.engine.Records.ApplicationUsers.Find(same); other != nil {
		return "", fmt.Errorf("add application user: %s of %s is already application user %s", u.ProviderUserID, u.IdentityProvider.URL, other.ID)
	}
	now, id := s.engine.Now(), s.engine.NewID(wire.ApplicationUsers.Prefix)
	s.engine.Records.ApplicationUsers.Put(id, &applications.User{
		ID: id, URI: s.engine.URI(wire.ApplicationUsers.Path, id), IdentityProvider: u.IdentityProvider, ProviderUserID: u.ProviderUserID,
		Username: u.Username, Email: u.Email, Name: u.Name, CreatedAt: now, LastActive: now, LastLogin: now,
	})
	return id, nil
}

// ApplicationLogin describes a login of an application user, for
// StartApplicationSession: at an endpoint, or at a route of an HTTPS edge.
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

// StartApplicationSession simulates an application user logging in, and
// returns the new session's ID. The user's LastLogin and LastActive
// become the server's time. The session lists until the API deletes it or
// its user; it keeps its references when its endpoint or edge goes.
func (s *Server) StartApplicationSession(l ApplicationLogin) (sessionID string, err error) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	sess, err := s.applicationSession(l)
	if err != nil {
		return "", fmt.Errorf("start application session: %w", err)
	}
	u, _ := s.engine.Records.ApplicationUsers.Get(l.UserID)
	next := *u
	next.LastLogin, next.LastActive = sess.CreatedAt, sess.CreatedAt
	s.engine.Records.ApplicationUsers.Put(next.ID, &next)
	s.engine.Records.ApplicationSessions.Put(sess.ID, sess)
	return sess.ID, nil
}

// applicationSession checks l and returns the record of the session it
// starts. The caller holds the lock.
func (s *Server) applicationSession(l ApplicationLogin) (*applications.Session, error) {
	u, ok := s.engine.Records.ApplicationUsers.Get(l.UserID)
	if !ok {
		return nil, fmt.Errorf("no application user %q", l.UserID)
	}
	if l.Duration == 0 {
		l.Duration = ApplicationSessionDuration
	}
	api.SetDefault(&l.Browser.IPAddress, "192.0.2.10")
	now, id := s.engine.Now(), s.engine.NewID(wire.ApplicationSessions.Prefix)
	sess := &applications.Session{
		ID: id, URI: s.engine.URI(wire.ApplicationSessions.Path, id), BrowserSession: l.Browser,
		ApplicationUser: &ingress.Ref{ID: u.ID, URI: u.URI}, CreatedAt: now, LastActive: now, ExpiresAt: now.Add(l.Duration),
	}
	switch {
	case l.EndpointID != "" && l.EdgeID == "" && l.RouteID == "":
		ep, ok := s.engine.Records.Endpoints.Get(l.EndpointID)
		if !ok {
			return nil, fmt.Errorf("no endpoint %q", l.EndpointID)
		}
		sess.Endpoint, sess.PublicURL = &ingress.Ref{ID: ep.ID, URI: ep.URI}, ep.PublicURL
	case l.EndpointID == "" && l.EdgeID != "" && l.RouteID != "":
		edge, ok := s.engine.Records.HTTPSEdges.Get(l.EdgeID)
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
