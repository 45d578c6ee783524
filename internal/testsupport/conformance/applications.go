package conformance

import (
	"net/http"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/applications"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/wire"
)

// applicationSessionsAndUsers exercises the list (over two pages), get
// and delete of application sessions and users, made by logins at a
// cloud endpoint and at a route of an HTTPS edge.
func applicationSessionsAndUsers(env *Env) {
	var ep, edge, route struct {
		ID string `json:"id"`
	}
	require.NoError(env.T, env.Client.Do(env.Ctx, http.MethodPost, wire.Endpoints.Path, map[string]any{
		"url": "https://login.internal", "type": "cloud", "bindings": []string{"internal"},
		"traffic_policy": `{"on_http_request":[{"actions":[{"type":"oauth","config":{"provider":"google"}}]}]}`,
	}, &ep))
	require.NoError(env.T, env.Client.Do(env.Ctx, http.MethodPost, wire.HTTPSEdges.Path, struct{}{}, &edge))
	routes, err := rest.Expand(wire.HTTPSEdgeRoutes.Path, edge.ID)
	require.NoError(env.T, err)
	require.NoError(env.T, env.Client.Do(env.Ctx, http.MethodPost, routes, map[string]any{"match_type": "path_prefix", "match": "/"}, &route))

	ada, err := env.Server.AddApplicationUser(ingresstest.ApplicationUser{ProviderUserID: "1001", Username: "ada", Email: "ada@example.com", Name: "Ada"})
	require.NoError(env.T, err)
	bob, err := env.Server.AddApplicationUser(ingresstest.ApplicationUser{
		IdentityProvider: applications.IdentityProvider{Name: "GitHub", URL: "https://github.com"}, ProviderUserID: "7",
	})
	require.NoError(env.T, err)
	browser := applications.BrowserSession{
		UserAgent: applications.UserAgent{Raw: "Mozilla/5.0", BrowserName: "Firefox", BrowserVersion: "128", DeviceType: "Desktop", OSName: "Linux", OSVersion: "6.1"},
		IPAddress: "198.51.100.7", Location: applications.Location{CountryCode: "FR", Latitude: 48.85, Longitude: 2.35, LatLongRadiusKm: 20},
	}
	atEndpoint, err := env.Server.StartApplicationSession(ingresstest.ApplicationLogin{UserID: ada, EndpointID: ep.ID, Browser: browser, Duration: time.Hour})
	require.NoError(env.T, err)
	atRoute, err := env.Server.StartApplicationSession(ingresstest.ApplicationLogin{UserID: bob, EdgeID: edge.ID, RouteID: route.ID})
	require.NoError(env.T, err)

	c := applications.NewClient(env.Client)
	require.ElementsMatch(env.T, []string{atEndpoint, atRoute}, listIDs(env, c.Sessions.List(env.Ctx, &ingress.ListParams{Limit: new(1)})))
	require.ElementsMatch(env.T, []string{ada, bob}, listIDs(env, c.Users.List(env.Ctx, &ingress.ListParams{Limit: new(1)})))
	for _, id := range []string{atEndpoint, atRoute} {
		_, err := c.Sessions.Get(env.Ctx, id)
		require.NoError(env.T, err)
	}
	_, err = c.Users.Get(env.Ctx, ada)
	require.NoError(env.T, err)

	require.NoError(env.T, c.Sessions.Delete(env.Ctx, atRoute))
	require.NoError(env.T, c.Users.Delete(env.Ctx, ada))
	_, err = c.Sessions.Get(env.Ctx, atEndpoint)
	require.True(env.T, ingress.IsNotFound(err), "the sessions of a deleted user go with it: %v", err)
}
