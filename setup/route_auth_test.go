package setup_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// oauthSecret is the client secret of the OAuth app in authAccount: a
// value distinctive enough that finding it anywhere is a leak.
const oauthSecret = "oauth-Zq7wPv3-never-shown"

// idpMetadata is the metadata of a SAML identity provider.
const idpMetadata = `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://login.example.org/saml">
  <IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://login.example.org/saml/post"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://login.example.org/saml/redirect"/>
  </IDPSSODescriptor>
</EntityDescriptor>
`

// githubOAuth is the OAuth module of the route /github of authAccount:
// an app of one's own, with every option set.
func githubOAuth() *setup.OAuth {
	return &setup.OAuth{
		Provider: "github", ClientID: "gh-client", ClientSecret: &setup.SecretSource{Env: "SETUP_TEST_OAUTH_SECRET"},
		Scopes: []string{"user:email", "read:org"}, EmailDomains: []string{"example.com"},
		Teams: []string{"acme/ops"}, Organizations: []string{"acme"}, AuthCheckInterval: 300,
		AuthSession: setup.AuthSession{OptionsPassthrough: true, CookiePrefix: "gh.", InactivityTimeout: 3600, MaximumDuration: 86400},
	}
}

// authAccount is an HTTPS edge whose routes have OAuth and SAML modules.
func authAccount() setup.Account {
	route := func(mt edges.MatchType, match string, m setup.RouteModules) setup.Route {
		return setup.Route{MatchType: mt, Match: match, Backend: "hello", RouteModules: m}
	}
	return setup.Account{
		ReservedDomains:      []setup.ReservedDomain{{Domain: "sso.example.com"}},
		HTTPResponseBackends: []setup.HTTPResponseBackend{{Name: "hello", StatusCode: 200, Body: "hello"}},
		HTTPSEdges: []setup.HTTPSEdge{{Name: "sso", Hostports: []string{"sso.example.com:443"}, Routes: []setup.Route{
			route(edges.MatchPathPrefix, "/github", setup.RouteModules{OAuth: githubOAuth()}),
			route(edges.MatchPathPrefix, "/google", setup.RouteModules{OAuth: &setup.OAuth{ // the managed app
				Provider: "google", EmailAddresses: []string{"bob@example.com", "ada@example.com"},
			}}),
			route(edges.MatchPathPrefix, "/saml", setup.RouteModules{SAML: &setup.SAML{
				IdPMetadata: idpMetadata, ForceAuthn: true, AllowIdPInitiated: true, AuthorizedGroups: []string{"ops", "admins"},
				NameIDFormat: edges.NameIDEmail, AuthSession: setup.AuthSession{CookiePrefix: "sso.", MaximumDuration: 43200},
			}}),
			route(edges.MatchExactPath, "/saml/defaults", setup.RouteModules{SAML: &setup.SAML{IdPMetadata: idpMetadata}}),
		}}},
	}
}

// authChanges is how many changes applying authAccount to an empty
// account makes: a domain, a backend, an edge and four routes.
const authChanges = 7

// authServer starts a counted server with the OAuth client secret in the
// environment.
func authServer(t *testing.T) (*ingresstest.Server, func() int64) {
	t.Helper()
	srv, writes := counted(t)
	t.Setenv("SETUP_TEST_OAUTH_SECRET", oauthSecret)
	return srv, writes.Load
}

// serverRoute returns the route of the account of c whose match is match.
func serverRoute(t *testing.T, c *ingress.Client, match string) *edges.Route {
	t.Helper()
	for ed, err := range edges.NewClient(c).HTTPS.List(t.Context(), nil).All() {
		require.NoError(t, err)
		for _, rt := range ed.Routes {
			if rt.Match == match {
				rt.EdgeID = ed.ID
				return &rt
			}
		}
	}
	require.Failf(t, "no route", "no route matches %s", match)
	return nil
}

// changeOf returns the change of the plan named name.
func changeOf(t *testing.T, p *setup.Plan, name string) *setup.Change {
	t.Helper()
	for _, c := range p.Changes {
		if c.Name == name {
			return c
		}
	}
	require.Failf(t, "no change", "no change of %s in\n%s", name, p)
	return nil
}

// fieldOf returns the change of the field named field.
func fieldOf(t *testing.T, c *setup.Change, field string) setup.FieldChange {
	t.Helper()
	for _, f := range c.Fields {
		if f.Field == field {
			return f
		}
	}
	require.Failf(t, "no field", "no field %s in\n%s", field, c)
	return setup.FieldChange{}
}

// TestRouteAuthIdempotence creates routes with OAuth and SAML modules:
// the plan shows every compared field, the client secret reaches the API,
// and the second plan is empty and writes nothing.
func TestRouteAuthIdempotence(t *testing.T) {
	srv, writes := authServer(t)
	c := srv.Client()

	first, err := setup.NewPlan(t.Context(), c, authAccount())
	require.NoError(t, err)
	require.Len(t, first.Changes, authChanges, "%s", first)
	gh := fieldOf(t, changeOf(t, first, "sso/path_prefix:/github"), "oauth").New
	for _, want := range []string{`"provider":"github"`, `"client_id":"gh-client"`, `"scopes":["read:org","user:email"]`,
		`"teams":["acme/ops"]`, `"organizations":["acme"]`, `"email_domains":["example.com"]`, `"options_passthrough":true`,
		`"cookie_prefix":"gh."`, `"inactivity_timeout":3600`, `"maximum_duration":86400`, `"auth_check_interval":300`} {
		assert.Contains(t, gh, want)
	}
	assert.NotContains(t, gh, "client_secret")
	sum := sha256.Sum256([]byte(idpMetadata))
	saml := fieldOf(t, changeOf(t, first, "sso/path_prefix:/saml"), "saml").New
	for _, want := range []string{`"idp_metadata":"sha256:` + hex.EncodeToString(sum[:]) + `"`, `"force_authn":true`,
		`"allow_idp_initiated":true`, `"authorized_groups":["admins","ops"]`, `"nameid_format":"` + string(edges.NameIDEmail) + `"`,
		`"cookie_prefix":"sso."`, `"maximum_duration":43200`} {
		assert.Contains(t, saml, want)
	}
	assert.Contains(t, fieldOf(t, changeOf(t, first, "sso/exact_path:/saml/defaults"), "saml").New,
		`"nameid_format":"`+string(edges.NameIDPersistent)+`"`, "the default format is shown")
	require.NoError(t, first.Apply(t.Context()))
	assert.Equal(t, int64(authChanges), writes(), "one write per change: a route is created with its modules")

	github := serverRoute(t, c, "/github").OAuth
	require.NotNil(t, github)
	require.NotNil(t, github.Provider.GitHub)
	assert.Equal(t, oauthSecret, github.Provider.GitHub.ClientSecret, "the secret is sent")
	assert.Equal(t, uint32(300), github.AuthCheckInterval)
	google := serverRoute(t, c, "/google").OAuth
	require.NotNil(t, google)
	require.NotNil(t, google.Provider.Google)
	assert.Empty(t, google.Provider.Google.ClientID, "the managed app")
	sp := serverRoute(t, c, "/saml").SAML
	require.NotNil(t, sp)
	assert.Equal(t, edges.NameIDEmail, sp.NameIDFormat)
	assert.NotEmpty(t, sp.AssertionConsumerServiceURL)

	second, err := setup.NewPlan(t.Context(), c, authAccount())
	require.NoError(t, err)
	assert.True(t, second.Empty(), "second plan:\n%s", second)
	before := writes()
	require.NoError(t, second.Apply(t.Context()))
	assert.Equal(t, before, writes(), "the second apply writes nothing")
}

// TestRouteAuthDrift changes OAuth and SAML modules by hand: the plan
// updates each route, naming the module and showing the field that
// differs, and sends the client secret again; a secret changed at its
// source alone is no drift.
func TestRouteAuthDrift(t *testing.T) {
	srv, _ := authServer(t)
	c := srv.Client()
	ctx := t.Context()
	apply(t, c, authAccount())

	t.Setenv("SETUP_TEST_OAUTH_SECRET", "oauth-rotated-Kx81")
	rotated, err := setup.NewPlan(ctx, c, authAccount())
	require.NoError(t, err)
	assert.True(t, rotated.Empty(), "a secret changed at its source is not drift:\n%s", rotated)

	rc := edges.NewClient(c).Routes
	github := serverRoute(t, c, "/github")
	byHand := edges.OAuthParams{Provider: github.OAuth.Provider, CookiePrefix: new("hand."), AuthCheckInterval: new(uint32(300)),
		OptionsPassthrough: new(true), InactivityTimeout: new(uint32(3600)), MaximumDuration: new(uint32(86400))}
	byHand.Provider.GitHub.ClientSecret = "hand-set-Wq2"
	_, err = rc.OAuth.Replace(ctx, github.EdgeID, github.ID, &byHand)
	require.NoError(t, err)
	google := serverRoute(t, c, "/google")
	require.NoError(t, rc.OAuth.Delete(ctx, google.EdgeID, google.ID))
	saml := serverRoute(t, c, "/saml")
	_, err = rc.SAML.Replace(ctx, saml.EdgeID, saml.ID, &edges.SAMLParams{IdPMetadata: idpMetadata, AllowIdPInitiated: new(true),
		AuthorizedGroups: []string{"ops", "admins"}, NameIDFormat: new(edges.NameIDEmail), CookiePrefix: new("sso."), MaximumDuration: new(uint32(43200))})
	require.NoError(t, err)

	plan, err := setup.NewPlan(ctx, c, authAccount())
	require.NoError(t, err)
	diff := plan.String()
	require.Len(t, plan.Changes, 3, diff)
	for _, ch := range plan.Changes {
		assert.Equal(t, setup.Update, ch.Action, "%s", ch)
	}
	oauth := fieldOf(t, changeOf(t, plan, "sso/path_prefix:/github"), "oauth")
	assert.Contains(t, oauth.Old, `"cookie_prefix":"hand."`)
	assert.Contains(t, oauth.New, `"cookie_prefix":"gh."`)
	assert.Contains(t, diff, "    + oauth = {", "the deleted module is put back")
	samlDrift := fieldOf(t, changeOf(t, plan, "sso/path_prefix:/saml"), "saml")
	assert.NotContains(t, samlDrift.Old, "force_authn")
	assert.Contains(t, samlDrift.New, `"force_authn":true`)
	js, err := json.Marshal(plan)
	require.NoError(t, err)
	for _, secret := range []string{"hand-set-Wq2", "oauth-rotated-Kx81", oauthSecret} {
		assert.NotContains(t, diff+string(js), secret, "the API's copy of a secret is never shown")
	}

	spBefore := saml.SAML.EntityID
	require.NoError(t, plan.Apply(ctx))
	assert.Equal(t, "oauth-rotated-Kx81", serverRoute(t, c, "/github").OAuth.Provider.GitHub.ClientSecret, "an update sends the secret")
	assert.Equal(t, "gh.", serverRoute(t, c, "/github").OAuth.CookiePrefix)
	assert.True(t, serverRoute(t, c, "/saml").SAML.ForceAuthn)
	assert.Equal(t, spBefore, serverRoute(t, c, "/saml").SAML.EntityID, "the service provider stays")
	again, err := setup.NewPlan(ctx, c, authAccount())
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)

	changed := authAccount()
	changed.HTTPSEdges[0].Routes[3].SAML.IdPMetadata = idpMetadata + "<!-- rotated -->\n"
	meta, err := setup.NewPlan(ctx, c, changed)
	require.NoError(t, err)
	require.Len(t, meta.Changes, 1, "%s", meta)
	assert.Contains(t, fieldOf(t, meta.Changes[0], "saml").New, `"idp_metadata":"sha256:`, "new metadata is drift")
}

// TestRouteAuthRoundTrip exports OAuth and SAML modules, naming an
// environment variable for the client secret of an app of one's own,
// applies the export to an empty server and exports that again.
func TestRouteAuthRoundTrip(t *testing.T) {
	srv, _ := authServer(t)
	apply(t, srv.Client(), authAccount())
	first, err := setup.Export(t.Context(), srv.Client())
	require.NoError(t, err)
	require.Len(t, first.HTTPSEdges, 1)
	routes := first.HTTPSEdges[0].Routes
	require.Len(t, routes, 4)
	byMatch := make(map[string]setup.Route)
	for _, rt := range routes {
		byMatch[rt.Match] = rt
	}
	want := githubOAuth()
	want.ClientSecret = &setup.SecretSource{Env: "ROUTE_SSO_PATH_PREFIX__GITHUB_OAUTH_SECRET"}
	assert.Equal(t, want, byMatch["/github"].OAuth)
	assert.Equal(t, authAccount().HTTPSEdges[0].Routes[1].OAuth, byMatch["/google"].OAuth, "the managed app has no secret")
	assert.Equal(t, authAccount().HTTPSEdges[0].Routes[2].SAML, byMatch["/saml"].SAML)
	defaults, err := json.Marshal(byMatch["/saml/defaults"].SAML)
	require.NoError(t, err)
	assert.JSONEq(t, `{"idp_metadata":`+strconv.Quote(idpMetadata)+`}`, string(defaults), "the default format is left out")
	exported, err := json.Marshal(first)
	require.NoError(t, err)
	assert.NotContains(t, string(exported), oauthSecret)

	t.Setenv("ROUTE_SSO_PATH_PREFIX__GITHUB_OAUTH_SECRET", oauthSecret)
	empty := ingresstest.NewServer()
	t.Cleanup(empty.Close)
	apply(t, empty.Client(), first)
	assert.Equal(t, oauthSecret, serverRoute(t, empty.Client(), "/github").OAuth.Provider.GitHub.ClientSecret)
	second, err := setup.Export(t.Context(), empty.Client())
	require.NoError(t, err)
	assert.Equal(t, first, second)
}

// TestRouteAuthSecrets shows the OAuth client secret in no plan, progress
// report or error, and refuses a description the API cannot take before
// anything is sent.
func TestRouteAuthSecrets(t *testing.T) {
	srv, writes := authServer(t)
	c := srv.Client()
	var reports string
	plan := apply(t, c, authAccount(), setup.OnProgress(func(p setup.Progress) { reports += p.Change.String() }))
	js, err := json.Marshal(plan)
	require.NoError(t, err)
	assert.NotEmpty(t, reports)
	assert.NotContains(t, plan.String()+string(js)+reports, oauthSecret)

	addRoute := func(o *setup.OAuth) error {
		want := authAccount()
		want.HTTPSEdges[0].Routes = append(want.HTTPSEdges[0].Routes, setup.Route{MatchType: edges.MatchPathPrefix, Match: "/new",
			RouteModules: setup.RouteModules{OAuth: o}})
		p, err := setup.NewPlan(t.Context(), c, want)
		if err != nil {
			return err
		}
		require.Len(t, p.Changes, 1, "%s", p)
		return p.Apply(t.Context())
	}
	before := writes()
	missing := githubOAuth()
	missing.ClientSecret = &setup.SecretSource{Env: "SETUP_TEST_OAUTH_UNSET"}
	os.Unsetenv("SETUP_TEST_OAUTH_UNSET")
	assert.EqualError(t, addRoute(missing), `https_edge_route "sso/path_prefix:/new": `+"oauth.client_secret from env SETUP_TEST_OAUTH_UNSET: "+
		"environment variable SETUP_TEST_OAUTH_UNSET is not set")

	unknown := githubOAuth()
	unknown.Provider, unknown.Teams, unknown.Organizations = "gitlub", nil, nil
	err = addRoute(unknown)
	assert.EqualError(t, err, `https_edge_route "sso/path_prefix:/new": oauth.provider: "gitlub" is not one of `+
		"github, google, microsoft, gitlab, linkedin, facebook, twitch, amazon")

	teams := githubOAuth()
	teams.Provider = "gitlab"
	err = addRoute(teams)
	assert.EqualError(t, err, `https_edge_route "sso/path_prefix:/new": `+"oauth: teams and organizations are for the provider github only")

	noSecret := githubOAuth()
	noSecret.ClientSecret = nil
	err = addRoute(noSecret)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "client_secret", "an app of one's own needs its secret")
	assert.Equal(t, before, writes(), "nothing is sent")
}

// TestRouteAuthYAML reads OAuth and SAML modules from YAML, the session
// settings beside the other fields and the metadata as a block.
func TestRouteAuthYAML(t *testing.T) {
	a, err := setup.Parse("account.yaml", []byte(`
https_edges:
  - name: sso
    routes:
      - match_type: path_prefix
        match: /github
        oauth:
          provider: github
          client_id: gh-client
          client_secret: {env: GH_SECRET}
          scopes: [read:org]
          organizations: [acme]
          cookie_prefix: gh.
          inactivity_timeout: 3600
          auth_check_interval: 300
      - match_type: path_prefix
        match: /saml
        saml:
          force_authn: true
          nameid_format: urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress
          options_passthrough: true
          idp_metadata: |
            <md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com">
              <md:IDPSSODescriptor/>
            </md:EntityDescriptor>
`))
	require.NoError(t, err)
	routes := a.HTTPSEdges[0].Routes
	assert.Equal(t, &setup.OAuth{Provider: "github", ClientID: "gh-client", ClientSecret: &setup.SecretSource{Env: "GH_SECRET"},
		Scopes: []string{"read:org"}, Organizations: []string{"acme"}, AuthCheckInterval: 300,
		AuthSession: setup.AuthSession{CookiePrefix: "gh.", InactivityTimeout: 3600}}, routes[0].OAuth)
	assert.Equal(t, &setup.SAML{ForceAuthn: true, NameIDFormat: edges.NameIDEmail, AuthSession: setup.AuthSession{OptionsPassthrough: true},
		IdPMetadata: "<md:EntityDescriptor xmlns:md=\"urn:oasis:names:tc:SAML:2.0:metadata\" entityID=\"https://idp.example.com\">\n" +
			"  <md:IDPSSODescriptor/>\n</md:EntityDescriptor>\n"}, routes[1].SAML)

	_, err = setup.Parse("account.yaml", []byte("https_edges:\n  - name: sso\n    routes:\n      - match: /\n        oauth: {provider: google, secret: x}\n"))
	assert.EqualError(t, err, "account.yaml:5: https_edges[0].routes[0].oauth.secret: unknown field")
}

// TestOIDCSessionDrift checks that an OIDC module's session settings are
// sent, compared and exported like those of the other sign-in modules.
func TestOIDCSessionDrift(t *testing.T) {
	srv, _ := authServer(t)
	c := srv.Client()
	ctx := t.Context()
	want := setup.Account{
		ReservedDomains:      []setup.ReservedDomain{{Domain: "oidc.example.com"}},
		HTTPResponseBackends: []setup.HTTPResponseBackend{{Name: "hello", StatusCode: 200, Body: "hello"}},
		HTTPSEdges: []setup.HTTPSEdge{{Name: "oidc", Hostports: []string{"oidc.example.com:443"}, Routes: []setup.Route{{
			MatchType: edges.MatchPathPrefix, Match: "/", Backend: "hello", RouteModules: setup.RouteModules{OIDC: &setup.OIDC{
				Issuer: "https://accounts.example.com", ClientID: "ingress", ClientSecret: setup.SecretSource{Env: "SETUP_TEST_OIDC_SECRET"},
				AuthSession: setup.AuthSession{CookiePrefix: "oidc.", InactivityTimeout: 600},
			}},
		}}}},
	}
	apply(t, c, want)
	rt := serverRoute(t, c, "/")
	assert.Equal(t, "oidc.", rt.OIDC.CookiePrefix, "the session settings are sent")
	assert.Equal(t, uint32(600), rt.OIDC.InactivityTimeout)

	_, err := edges.NewClient(c).Routes.OIDC.Replace(ctx, rt.EdgeID, rt.ID, &edges.OIDCParams{
		Issuer: "https://accounts.example.com", ClientID: "ingress", ClientSecret: "oidc-s3cret", CookiePrefix: new("hand."),
		InactivityTimeout: new(uint32(600))})
	require.NoError(t, err)
	plan, err := setup.NewPlan(ctx, c, want)
	require.NoError(t, err)
	require.Len(t, plan.Changes, 1, "%s", plan)
	drift := fieldOf(t, plan.Changes[0], "oidc")
	assert.Contains(t, drift.Old, `"cookie_prefix":"hand."`)
	assert.Contains(t, drift.New, `"cookie_prefix":"oidc."`)
	require.NoError(t, plan.Apply(ctx))

	exported, err := setup.Export(ctx, c)
	require.NoError(t, err)
	got := exported.HTTPSEdges[0].Routes[0].OIDC
	require.NotNil(t, got)
	assert.Equal(t, setup.AuthSession{CookiePrefix: "oidc.", InactivityTimeout: 600}, got.AuthSession)
}
