package ingresstest

import (
	"time"

	"github.com/ingresskit/ingress/abusereports"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest/internal/families/platform"
)

// This file is the public face of the platform group's simulation
// (internal/families/platform): application users and their sessions, and
// the review of abuse reports.

// ApplicationSessionDuration is how long an application session lasts
// when ApplicationLogin.Duration is zero.
const ApplicationSessionDuration = platform.ApplicationSessionDuration

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
	return platform.AddApplicationUser(s.engine, platform.ApplicationUser(u))
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
	return platform.StartApplicationSession(s.engine, platform.ApplicationLogin(l))
}

// DefaultAbuseReviewTime is how long, on the server's clock (see
// WithClock), the review of an abuse report takes, unless
// WithAbuseReviewTime sets another time.
const DefaultAbuseReviewTime = time.Minute

// WithAbuseReviewTime makes the review of an abuse report take d on the
// server's clock instead of DefaultAbuseReviewTime; 0 reviews a report at
// the next request. At the end of its review, each pending hostname of
// the report is decided: BANNED when the service hosts it (a subdomain of
// one of its own domains, like ngrok-free.app, or a domain the account
// reserved), IGNORE otherwise; the report becomes PROCESSED. Nothing runs
// in the background: due reviews end when the next request arrives.
func WithAbuseReviewTime(d time.Duration) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { s.engine.WithLock(func() { s.engine.Records.AbuseReview.Delay = max(d, 0) }) })
	}
}

// SetAbuseHostnameStatus decides a hostname of an abuse report by hand,
// before or after its review, as the abuse response team may: the
// report's status follows (PARTIALLY_PROCESSED while other hostnames are
// pending). The review decides only the hostnames still pending. It fails
// for an unknown report, a hostname the report does not list, or a
// status that is not one of the four of abusereports.
func (s *Server) SetAbuseHostnameStatus(reportID, hostname string, status abusereports.HostnameStatus) error {
	return platform.SetAbuseHostnameStatus(s.engine, reportID, hostname, status)
}
