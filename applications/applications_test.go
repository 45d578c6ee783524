package applications_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// oauthPolicy is a Traffic Policy document that has visitors log in with
// Google.
const oauthPolicy = `{"on_http_request":[{"actions":[{"type":"oauth","config":{"provider":"google"}}]}]}`

// cloudEndpoint creates a cloud endpoint behind a Google login and
// returns it.
func cloudEndpoint(t *testing.T, srv *ingresstest.Server) *endpoints.Endpoint {
	t.Helper()
	ep, err := endpoints.NewClient(srv.Client()).Create(context.Background(), &endpoints.CreateParams{URL: "https://app.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: new(oauthPolicy)})
	require.NoError(t, err)
	return ep
}

func ids[T any](t *testing.T, it *ingress.Iter[*T], id func(*T) string) []string {
	t.Helper()
	var out []string
	for x, err := range it.All() {
		require.NoError(t, err)
		out = append(out, id(x))
	}
	return out
}

func sessionIDs(t *testing.T, it *ingress.Iter[*applications.Session]) []string {
	return ids(t, it, func(s *applications.Session) string { return s.ID })
}

func userIDs(t *testing.T, it *ingress.Iter[*applications.User]) []string {
	return ids(t, it, func(u *applications.User) string { return u.ID })
}

func TestUserRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, applications.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()

	id, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1001", Username: "ada", Email: "ada@example.com", Name: "Ada Lovelace"})
	require.NoError(t, err)
	u, err := c.Users.Get(ctx, id)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(u.ID, "appusr_"), u.ID)
	assert.Equal(t, srv.URL+"/app/users/"+id, u.URI)
	assert.Equal(t, applications.IdentityProvider{Name: "Google", URL: "https://accounts.google.com"}, u.IdentityProvider)
	assert.Equal(t, "1001", u.ProviderUserID)
	assert.Equal(t, "ada", u.Username)
	assert.Equal(t, "ada@example.com", u.Email)
	assert.Equal(t, "Ada Lovelace", u.Name)
	assert.Equal(t, clock.Now(), u.CreatedAt)
	assert.Equal(t, clock.Now(), u.LastLogin)

	github := applications.IdentityProvider{Name: "GitHub", URL: "https://github.com"}
	other, err := srv.AddApplicationUser(ingresstest.ApplicationUser{IdentityProvider: github, ProviderUserID: "1001"})
	require.NoError(t, err, "the same provider user ID at another provider is another user")
	assert.Equal(t, []string{other, id}, userIDs(t, c.Users.List(ctx, &ingress.ListParams{Limit: new(1)})), "newest first, across pages")
	assert.Equal(t, []string{other}, userIDs(t, c.Users.List(ctx, &ingress.ListParams{Filter: new(`obj.identity_provider.name == "GitHub"`)})))

	require.NoError(t, c.Users.Delete(ctx, id))
	_, err = c.Users.Get(ctx, id)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	assert.True(t, ingress.IsNotFound(c.Users.Delete(ctx, id)), "a user is deleted once")
}

func TestSessionRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, applications.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()
	ep := cloudEndpoint(t, srv)
	user, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1001"})
	require.NoError(t, err)

	clock.Advance(time.Hour)
	browser := applications.BrowserSession{
		UserAgent: applications.UserAgent{Raw: "Mozilla/5.0", BrowserName: "Firefox", BrowserVersion: "128", DeviceType: "Desktop", OSName: "Linux"},
		IPAddress: "198.51.100.7",
		Location:  applications.Location{CountryCode: "FR", Latitude: 48.85, Longitude: 2.35, LatLongRadiusKm: 20},
	}
	id, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{UserID: user, EndpointID: ep.ID, Browser: browser, Duration: 2 * time.Hour})
	require.NoError(t, err)
	s, err := c.Sessions.Get(ctx, id)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(s.ID, "appsess_"), s.ID)
	assert.Equal(t, srv.URL+"/app/sessions/"+id, s.URI)
	assert.Equal(t, ep.PublicURL, s.PublicURL)
	assert.Equal(t, browser, s.BrowserSession)
	assert.Equal(t, &ingress.Ref{ID: user, URI: srv.URL + "/app/users/" + user}, s.ApplicationUser)
	assert.Equal(t, &ingress.Ref{ID: ep.ID, URI: ep.URI}, s.Endpoint)
	assert.Nil(t, s.Edge)
	assert.Nil(t, s.Route)
	assert.Equal(t, clock.Now(), s.CreatedAt)
	assert.Equal(t, clock.Now().Add(2*time.Hour), s.ExpiresAt)

	u, err := c.Users.Get(ctx, user)
	require.NoError(t, err)
	assert.Equal(t, clock.Now(), u.LastLogin, "a login is the user's last")
	assert.Equal(t, clock.Now(), u.LastActive)

	second, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{UserID: user, EndpointID: ep.ID})
	require.NoError(t, err)
	sec, err := c.Sessions.Get(ctx, second)
	require.NoError(t, err)
	assert.Equal(t, "192.0.2.10", sec.BrowserSession.IPAddress)
	assert.Equal(t, clock.Now().Add(ingresstest.ApplicationSessionDuration), sec.ExpiresAt)
	assert.Equal(t, []string{second, id}, sessionIDs(t, c.Sessions.List(ctx, &ingress.ListParams{Limit: new(1)})), "newest first, across pages")

	require.NoError(t, c.Sessions.Delete(ctx, id))
	_, err = c.Sessions.Get(ctx, id)
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	_, err = c.Users.Get(ctx, user)
	assert.NoError(t, err, "deleting a session keeps its user")
}

func TestSessionAtEdgeRoute(t *testing.T) {
	srv, c, _ := testkit.Start(t, applications.NewClient)
	ctx := context.Background()
	ed := edges.NewClient(srv.Client())
	edge, err := ed.HTTPS.Create(ctx, nil)
	require.NoError(t, err)
	route, err := ed.Routes.Create(ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(t, err)
	user, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1"})
	require.NoError(t, err)

	id, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{UserID: user, EdgeID: edge.ID, RouteID: route.ID})
	require.NoError(t, err)
	s, err := c.Sessions.Get(ctx, id)
	require.NoError(t, err)
	assert.Equal(t, &ingress.Ref{ID: edge.ID, URI: edge.URI}, s.Edge)
	assert.Equal(t, &ingress.Ref{ID: route.ID, URI: route.URI}, s.Route)
	assert.Nil(t, s.Endpoint)
}

func TestDeletingAUserEndsItsSessions(t *testing.T) {
	srv, c, _ := testkit.Start(t, applications.NewClient)
	ctx := context.Background()
	ep := cloudEndpoint(t, srv)
	leaving, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1"})
	require.NoError(t, err)
	staying, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "2"})
	require.NoError(t, err)
	for _, u := range []string{leaving, leaving, staying} {
		_, err := srv.StartApplicationSession(ingresstest.ApplicationLogin{UserID: u, EndpointID: ep.ID})
		require.NoError(t, err)
	}

	require.NoError(t, c.Users.Delete(ctx, leaving))
	var owners []string
	for s, err := range c.Sessions.List(ctx, nil).All() {
		require.NoError(t, err)
		owners = append(owners, s.ApplicationUser.ID)
	}
	assert.Equal(t, []string{staying}, owners, "the sessions of a deleted user are gone")
}

func TestApplicationHookRefusals(t *testing.T) {
	srv := testkit.NewServer(t)
	ep := cloudEndpoint(t, srv)
	user, err := srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1"})
	require.NoError(t, err)

	_, err = srv.AddApplicationUser(ingresstest.ApplicationUser{})
	assert.ErrorContains(t, err, "ProviderUserID is required")
	_, err = srv.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1"})
	assert.ErrorContains(t, err, "is already application user "+user)

	for name, tc := range map[string]struct {
		login ingresstest.ApplicationLogin
		want  string
	}{
		"unknown user":      {ingresstest.ApplicationLogin{UserID: "appusr_x", EndpointID: ep.ID}, "no application user"},
		"nowhere":           {ingresstest.ApplicationLogin{UserID: user}, "give either EndpointID, or EdgeID and RouteID"},
		"both":              {ingresstest.ApplicationLogin{UserID: user, EndpointID: ep.ID, EdgeID: "edghts_x", RouteID: "edghtsrt_x"}, "give either"},
		"unknown endpoint":  {ingresstest.ApplicationLogin{UserID: user, EndpointID: "ep_x"}, "no endpoint"},
		"unknown edge":      {ingresstest.ApplicationLogin{UserID: user, EdgeID: "edghts_x", RouteID: "edghtsrt_x"}, "no HTTPS edge"},
		"edge and no route": {ingresstest.ApplicationLogin{UserID: user, EdgeID: "edghts_x"}, "give either"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := srv.StartApplicationSession(tc.login)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			assert.True(t, strings.HasPrefix(err.Error(), "start application session: "), err.Error())
		})
	}
}

func TestApplicationBadInputs(t *testing.T) {
	_, c, raw := testkit.Start(t, applications.NewClient)
	ctx := context.Background()

	_, err := c.Sessions.Get(ctx, "a/b")
	testkit.RequireValidation(t, err, "id")
	testkit.RequireValidation(t, c.Users.Delete(ctx, ""), "id")
	_, err = c.Users.Get(ctx, "appusr_unknown")
	assert.True(t, ingress.IsNotFound(err), "%v", err)
	assert.True(t, ingress.IsNotFound(c.Sessions.Delete(ctx, "appsess_unknown")))

	it := raw.Users.List(ctx, &ingress.ListParams{BeforeID: new("appsess_1")})
	for it.Next() {
	}
	testkit.RequireAPIError(t, it.Err(), http.StatusBadRequest, ingresstest.CodeBadPaging, "a cursor of another kind")
	its := raw.Sessions.List(ctx, &ingress.ListParams{Limit: new(101)})
	for its.Next() {
	}
	testkit.RequireAPIError(t, its.Err(), http.StatusBadRequest, ingresstest.CodeBadLimit)
}
