package applications

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// Session is an application session: a visitor's login at an endpoint, or
// at a route of an HTTPS edge.
type Session struct {
	// ID identifies the session.
	ID string `json:"id"`
	// URI is the session's absolute URI.
	URI string `json:"uri"`
	// PublicURL is the URL of the endpoint or edge the visitor logged in
	// at.
	PublicURL string `json:"public_url"`
	// BrowserSession describes the visitor's browser.
	BrowserSession BrowserSession `json:"browser_session"`
	// ApplicationUser is the user who logged in.
	ApplicationUser *ingress.Ref `json:"application_user"`
	// CreatedAt is when the session started.
	CreatedAt time.Time `json:"created_at"`
	// LastActive is when the visitor last used the session.
	LastActive time.Time `json:"last_active"`
	// ExpiresAt is when the session expires.
	ExpiresAt time.Time `json:"expires_at"`
	// Endpoint is the endpoint the visitor logged in at, or nil.
	Endpoint *ingress.Ref `json:"endpoint"`
	// Edge is the HTTPS edge the visitor logged in at; nil for an
	// endpoint.
	Edge *ingress.Ref `json:"edge"`
	// Route is the route of Edge the visitor logged in at; nil for an
	// endpoint.
	Route *ingress.Ref `json:"route"`
}

// BrowserSession describes the browser of an application session.
type BrowserSession struct {
	// UserAgent is the browser's User-Agent, parsed.
	UserAgent UserAgent `json:"user_agent"`
	// IPAddress is the visitor's IP address.
	IPAddress string `json:"ip_address"`
	// Location is where IPAddress is, as far as geolocation tells.
	Location Location `json:"location"`
}

// UserAgent is a browser's User-Agent header and what it says.
type UserAgent struct {
	// Raw is the User-Agent header as sent.
	Raw string `json:"raw"`
	// BrowserName is the browser's name, like "Chrome".
	BrowserName string `json:"browser_name"`
	// BrowserVersion is the browser's version, like "102".
	BrowserVersion string `json:"browser_version"`
	// DeviceType is the kind of device, like "Desktop".
	DeviceType string `json:"device_type"`
	// OSName is the operating system's name, like "MacOS".
	OSName string `json:"os_name"`
	// OSVersion is the operating system's version, like "10.15.7".
	OSVersion string `json:"os_version"`
}

// Location is the geolocation of an IP address.
type Location struct {
	// CountryCode is the ISO country code, like "US".
	CountryCode string `json:"country_code"`
	// Latitude is the geographical latitude.
	Latitude float64 `json:"latitude"`
	// Longitude is the geographical longitude.
	Longitude float64 `json:"longitude"`
	// LatLongRadiusKm is the accuracy radius of the coordinates, in
	// kilometres.
	LatLongRadiusKm int `json:"lat_long_radius_km"`
}

// SessionClient reads and deletes application sessions.
type SessionClient struct {
	sessions rest.Collection[Session, struct{}, struct{}]
}

func newSessionClient(c *ingress.Client) *SessionClient {
	return &SessionClient{sessions: rest.NewCollection[Session, struct{}, struct{}](c, wire.ApplicationSessions)}
}

// Get returns the application session with the given ID.
//
// GET /app/sessions/{id}
func (c *SessionClient) Get(ctx context.Context, id string) (*Session, error) {
	return c.sessions.Get(ctx, id)
}

// List returns a lazy iterator over the account's application sessions,
// newest first.
//
// GET /app/sessions
func (c *SessionClient) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*Session] {
	return c.sessions.List(ctx, params)
}

// Delete deletes the application session with the given ID: the visitor
// is logged out and must log in again. The user stays.
//
// DELETE /app/sessions/{id}
func (c *SessionClient) Delete(ctx context.Context, id string) error {
	return c.sessions.Delete(ctx, id)
}
