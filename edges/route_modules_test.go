package edges_test

import (
	"crypto/x509"
	"encoding/pem"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// route creates an HTTPS edge with one route, without modules.
func (e *env) route() (edgeID, routeID string) {
	e.t.Helper()
	edge, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(e.t, err)
	rt, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(e.t, err)
	return edge.ID, rt.ID
}

// moduleRoundTrip replaces, reads and deletes one module of a route, and
// checks that the route shows it in between, and not after. It returns the
// module as it was set.
func moduleRoundTrip[Req, Resp any](e *env, m edges.RouteModule[Req, Resp], p *Req, of func(*edges.Route) *Resp) *Resp {
	e.t.Helper()
	edgeID, routeID := e.route()
	set, err := m.Replace(e.ctx, edgeID, routeID, p)
	require.NoError(e.t, err)
	got, err := m.Get(e.ctx, edgeID, routeID)
	require.NoError(e.t, err)
	assert.Equal(e.t, set, got)
	rt, err := e.edges.Routes.Get(e.ctx, edgeID, routeID)
	require.NoError(e.t, err)
	assert.Equal(e.t, set, of(rt))
	edge, err := e.edges.HTTPS.Get(e.ctx, edgeID)
	require.NoError(e.t, err)
	assert.Equal(e.t, set, of(&edge.Routes[0]), "the edge embeds the route as it is now")

	require.NoError(e.t, m.Delete(e.ctx, edgeID, routeID))
	_, err = m.Get(e.ctx, edgeID, routeID)
	testkit.RequireAPIError(e.t, err, http.StatusNotFound, ingresstest.CodeModuleNotConfigured)
	rt, err = e.edges.Routes.Get(e.ctx, edgeID, routeID)
	require.NoError(e.t, err)
	assert.Nil(e.t, of(rt))
	return set
}

func TestRouteModules(t *testing.T) {
	e := newEnv(t)
	r := e.edges.Routes

	bkd := e.backend()
	assert.Equal(t, &edges.Backend{Enabled: true, Backend: &ingress.Ref{ID: bkd, URI: e.srv.URL + "/backends/http_response/" + bkd}},
		moduleRoundTrip(e, r.Backend, &edges.BackendParams{BackendID: bkd}, func(rt *edges.Route) *edges.Backend { return rt.Backend }))

	ipp := e.ipPolicy()
	assert.Equal(t, &edges.IPRestriction{Enabled: false, IPPolicies: []ingress.Ref{{ID: ipp, URI: e.srv.URL + "/ip_policies/" + ipp}}},
		moduleRoundTrip(e, r.IPRestriction, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{ipp}},
			func(rt *edges.Route) *edges.IPRestriction { return rt.IPRestriction }))

	assert.Equal(t, &edges.CircuitBreaker{Enabled: true, TrippedDuration: 10, RollingWindow: 60, NumBuckets: 128, VolumeThreshold: 20, ErrorThresholdPercentage: 0.5},
		moduleRoundTrip(e, r.CircuitBreaker, &edges.CircuitBreakerParams{
			TrippedDuration: new(uint32(10)), RollingWindow: new(uint32(60)), NumBuckets: new(uint32(128)),
			VolumeThreshold: new(uint32(20)), ErrorThresholdPercentage: new(0.5),
		}, func(rt *edges.Route) *edges.CircuitBreaker { return rt.CircuitBreaker }))

	assert.Equal(t, &edges.Headers{Enabled: true, Add: map[string]string{}, Remove: []string{}},
		moduleRoundTrip(e, r.RequestHeaders, &edges.HeadersParams{}, func(rt *edges.Route) *edges.Headers { return rt.RequestHeaders }),
		"unset lists and maps read back empty")

	assert.Equal(t, &edges.Compression{Enabled: true},
		moduleRoundTrip(e, r.Compression, nil, func(rt *edges.Route) *edges.Compression { return rt.Compression }))

	headers := &edges.HeadersParams{Add: map[string]string{"X-Edge": "yes"}, Remove: []string{"X-Internal"}}
	assert.Equal(t, &edges.Headers{Enabled: true, Add: map[string]string{"X-Edge": "yes"}, Remove: []string{"X-Internal"}},
		moduleRoundTrip(e, r.RequestHeaders, headers, func(rt *edges.Route) *edges.Headers { return rt.RequestHeaders }))
	assert.Equal(t, &edges.Headers{Enabled: true, Add: map[string]string{"X-Edge": "yes"}, Remove: []string{"X-Internal"}},
		moduleRoundTrip(e, r.ResponseHeaders, headers, func(rt *edges.Route) *edges.Headers { return rt.ResponseHeaders }))

	assert.Equal(t, &edges.WebhookVerification{Enabled: true, Provider: "stripe", Secret: "whsec"},
		moduleRoundTrip(e, r.WebhookVerification, &edges.WebhookVerificationParams{Provider: "stripe", Secret: new("whsec")},
			func(rt *edges.Route) *edges.WebhookVerification { return rt.WebhookVerification }))

	oauth := &edges.OAuthParams{
		Provider: edges.OAuthProvider{GitHub: &edges.OAuthGitHub{
			OAuthApp: edges.OAuthApp{ClientID: "cid", ClientSecret: "cs", Scopes: []string{"read:org"}, EmailDomains: []string{"example.com"}},
			Teams:    []string{"example/ops"},
		}},
		CookiePrefix: new("app."), AuthCheckInterval: new(uint32(300)),
	}
	got := moduleRoundTrip(e, r.OAuth, oauth, func(rt *edges.Route) *edges.OAuth { return rt.OAuth })
	assert.Equal(t, &edges.OAuth{Enabled: true, Provider: oauth.Provider, CookiePrefix: "app.", AuthCheckInterval: 300}, got)

	saml := moduleRoundTrip(e, r.SAML, &edges.SAMLParams{IdPMetadata: idpMetadata, AuthorizedGroups: []string{"eng"}},
		func(rt *edges.Route) *edges.SAML { return rt.SAML })
	assert.Equal(t, edges.NameIDPersistent, saml.NameIDFormat, "the name ID format defaults to persistent")
	assert.Equal(t, []string{"eng"}, saml.AuthorizedGroups)

	assert.Equal(t, &edges.OIDC{Enabled: true, OptionsPassthrough: true, InactivityTimeout: 600, MaximumDuration: 3600,
		Issuer: "https://accounts.example.com", ClientID: "cid", ClientSecret: "cs", Scopes: []string{"openid", "email"}},
		moduleRoundTrip(e, r.OIDC, &edges.OIDCParams{
			OptionsPassthrough: new(true), InactivityTimeout: new(uint32(600)), MaximumDuration: new(uint32(3600)),
			Issuer: "https://accounts.example.com", ClientID: "cid", ClientSecret: "cs", Scopes: []string{"openid", "email"},
		}, func(rt *edges.Route) *edges.OIDC { return rt.OIDC }))

	assert.Equal(t, &edges.WebsocketTCPConverter{Enabled: false},
		moduleRoundTrip(e, r.WebsocketTCPConverter, &edges.WebsocketTCPConverterParams{Enabled: new(false)},
			func(rt *edges.Route) *edges.WebsocketTCPConverter { return rt.WebsocketTCPConverter }))

	assert.Equal(t, &edges.UserAgentFilter{Enabled: true, Allow: []string{`(?i)curl/.*`}, Deny: []string{`bot`}},
		moduleRoundTrip(e, r.UserAgentFilter, &edges.UserAgentFilterParams{Allow: []string{`(?i)curl/.*`}, Deny: []string{`bot`}},
			func(rt *edges.Route) *edges.UserAgentFilter { return rt.UserAgentFilter }))

	assert.Equal(t, &edges.TrafficPolicy{Enabled: true, Value: `{"on_http_request":[]}`},
		moduleRoundTrip(e, r.TrafficPolicy, &edges.TrafficPolicyParams{Value: `{"on_http_request":[]}`},
			func(rt *edges.Route) *edges.TrafficPolicy { return rt.TrafficPolicy }))

}

// TestSAMLServiceProvider checks the service-provider fields the server
// makes for a SAML module, and that replacing the module keeps them.
func TestSAMLServiceProvider(t *testing.T) {
	e := newEnv(t)
	edgeID, routeID := e.route()
	saml, err := e.edges.Routes.SAML.Replace(e.ctx, edgeID, routeID, &edges.SAMLParams{
		IdPMetadata: idpMetadata, ForceAuthn: new(true), NameIDFormat: new(edges.NameIDEmail),
	})
	require.NoError(t, err)
	assert.True(t, saml.Enabled)
	assert.True(t, saml.ForceAuthn)
	assert.False(t, saml.AllowIdPInitiated)
	assert.Equal(t, edges.NameIDEmail, saml.NameIDFormat)
	assert.Equal(t, idpMetadata, saml.IdPMetadata)
	assert.Empty(t, saml.IdPMetadataURL)
	assert.Equal(t, saml.MetadataURL, saml.EntityID, "the entity ID is the metadata URL")
	for _, u := range []string{saml.MetadataURL, saml.AssertionConsumerServiceURL, saml.SingleLogoutURL} {
		assert.Regexp(t, `^https://[^/]+/saml/`+routeID+`/`, u)
	}
	block, rest := pem.Decode([]byte(saml.RequestSigningCertificatePEM))
	require.NotNil(t, block, "a PEM certificate")
	assert.Empty(t, rest)
	cert, err := x509.ParseCertificate(block.Bytes)
	require.NoError(t, err)
	require.NoError(t, cert.CheckSignature(cert.SignatureAlgorithm, cert.RawTBSCertificate, cert.Signature), "self-signed")
	assert.Contains(t, cert.Subject.CommonName, routeID)

	again, err := e.edges.Routes.SAML.Replace(e.ctx, edgeID, routeID, &edges.SAMLParams{IdPMetadata: idpMetadata, AllowIdPInitiated: new(true)})
	require.NoError(t, err)
	assert.Equal(t, saml.EntityID, again.EntityID, "the IdP was told the SP fields: they stay")
	assert.Equal(t, saml.RequestSigningCertificatePEM, again.RequestSigningCertificatePEM)
	assert.False(t, again.ForceAuthn, "a replaced module keeps nothing else")
	assert.Equal(t, edges.NameIDPersistent, again.NameIDFormat)

	other, err := e.edges.Routes.Create(e.ctx, edgeID, &edges.RouteCreateParams{
		MatchType: edges.MatchExactPath, Match: "/sso", SAML: &edges.SAMLParams{IdPMetadata: idpMetadata},
	})
	require.NoError(t, err)
	assert.NotEqual(t, saml.EntityID, other.SAML.EntityID, "each route is its own SP")
	assert.NotEqual(t, saml.RequestSigningCertificatePEM, other.SAML.RequestSigningCertificatePEM)
}

func TestAuthModuleRules(t *testing.T) {
	e := newEnv(t)
	edgeID, routeID := e.route()
	r := e.edges.Routes
	saml := func(p *edges.SAMLParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.Routes.SAML.Replace(e.ctx, edgeID, routeID, p); return err }
	}
	oidc := func(p *edges.OIDCParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.Routes.OIDC.Replace(e.ctx, edgeID, routeID, p); return err }
	}
	oauth := func(p edges.OAuthProvider) func(c *edges.Client) error {
		return func(c *edges.Client) error {
			_, err := c.Routes.OAuth.Replace(e.ctx, edgeID, routeID, &edges.OAuthParams{Provider: p})
			return err
		}
	}

	e.refusedWith("idp_metadata", ingresstest.CodeSAMLMetadataMissing, saml(&edges.SAMLParams{}))
	e.refusedWith("idp_metadata", ingresstest.CodeSAMLMetadataInvalid, saml(&edges.SAMLParams{IdPMetadata: "<EntityDescriptor"}))
	e.refusedWith("idp_metadata", ingresstest.CodeSAMLMetadataInvalid, saml(&edges.SAMLParams{IdPMetadata: `<EntityDescriptor entityID="x"><IDPSSODescriptor/></EntityDescriptor>`}))
	e.refused("nameid_format", saml(&edges.SAMLParams{IdPMetadata: idpMetadata, NameIDFormat: new(edges.NameIDFormat("urn:oasis:names:tc:SAML:2.0:nameid-format:kerberos"))}))
	for _, f := range []edges.NameIDFormat{edges.NameIDPersistent, edges.NameIDTransient, edges.NameIDEmail, edges.NameIDUnspecified} {
		got, err := r.SAML.Replace(e.ctx, edgeID, routeID, &edges.SAMLParams{IdPMetadata: idpMetadata, NameIDFormat: &f})
		require.NoError(t, err, f)
		assert.Equal(t, f, got.NameIDFormat)
	}

	e.refusedWith("issuer", ingresstest.CodeOIDCIssuerMissing, oidc(&edges.OIDCParams{ClientID: "a", ClientSecret: "b"}))
	e.refused("issuer", oidc(&edges.OIDCParams{Issuer: "accounts.example.com", ClientID: "a", ClientSecret: "b"}))
	e.refusedWith("client_id", ingresstest.CodeOIDCClientIDMissing, oidc(&edges.OIDCParams{Issuer: "https://a.example.com", ClientSecret: "b"}))
	e.refusedWith("client_secret", ingresstest.CodeOIDCClientSecretMissing, oidc(&edges.OIDCParams{Issuer: "https://a.example.com", ClientID: "a"}))
	e.refusedWith("inactivity_timeout", ingresstest.CodeSessionInactivity, oidc(&edges.OIDCParams{Issuer: "https://a.example.com", ClientID: "a", ClientSecret: "b", InactivityTimeout: new(uint32(366 * 24 * 3600))}))

	e.refusedWith("provider", ingresstest.CodeOAuthProviderMissing, oauth(edges.OAuthProvider{}))
	e.refusedWith("provider", ingresstest.CodeOAuthProviders, oauth(edges.OAuthProvider{Google: &edges.OAuthApp{}, GitLab: &edges.OAuthApp{}}))
	e.refusedWith("provider.google.client_secret", ingresstest.CodeOAuthAppIncomplete, oauth(edges.OAuthProvider{Google: &edges.OAuthApp{ClientID: "a"}}))
	e.refusedWith("provider.microsoft.client_id", ingresstest.CodeOAuthAppIncomplete, oauth(edges.OAuthProvider{Microsoft: &edges.OAuthApp{ClientSecret: "a"}}))
	e.refusedWith("provider.twitch.scopes", ingresstest.CodeOAuthManagedScopes, oauth(edges.OAuthProvider{Twitch: &edges.OAuthApp{Scopes: []string{"user:read:email"}}}))
	e.refusedWith("provider.github.teams[0]", ingresstest.CodeOAuthGitHubTeam, oauth(edges.OAuthProvider{GitHub: &edges.OAuthGitHub{Teams: []string{"ops"}}}))
	for _, p := range []edges.OAuthProvider{
		{Facebook: &edges.OAuthApp{}}, {LinkedIn: &edges.OAuthApp{EmailAddresses: []string{"a@example.com"}}},
		{Amazon: &edges.OAuthApp{ClientID: "a", ClientSecret: "b", Scopes: []string{"profile"}}},
		{GitHub: &edges.OAuthGitHub{Organizations: []string{"example"}}},
	} {
		got, err := r.OAuth.Replace(e.ctx, edgeID, routeID, &edges.OAuthParams{Provider: p})
		require.NoError(t, err)
		assert.Equal(t, p, got.Provider, "the managed app needs no credentials")
	}
}

func TestWebhookVerificationRules(t *testing.T) {
	e := newEnv(t)
	edgeID, routeID := e.route()
	replace := func(p *edges.WebhookVerificationParams) func(c *edges.Client) error {
		return func(c *edges.Client) error {
			_, err := c.Routes.WebhookVerification.Replace(e.ctx, edgeID, routeID, p)
			return err
		}
	}
	e.refusedWith("provider", ingresstest.CodeWebhookProviderMissing, replace(&edges.WebhookVerificationParams{Secret: new("s")}))
	e.refusedWith("provider", ingresstest.CodeWebhookProviderUnsupported, replace(&edges.WebhookVerificationParams{Provider: "GitHub", Secret: new("s")}))
	e.refusedWith("secret", ingresstest.CodeWebhookSecretMissing, replace(&edges.WebhookVerificationParams{Provider: "slack"}))
	e.refusedWith("secret", ingresstest.CodeWebhookSecretMissing, replace(&edges.WebhookVerificationParams{Provider: "twilio", Secret: new("")}))
	e.refusedWith("secret", ingresstest.CodeWebhookSNSSecret, replace(&edges.WebhookVerificationParams{Provider: edges.WebhookProviderSNS, Secret: new("s")}))

	sns, err := e.edges.Routes.WebhookVerification.Replace(e.ctx, edgeID, routeID, &edges.WebhookVerificationParams{Provider: edges.WebhookProviderSNS})
	require.NoError(t, err, "SNS needs no secret")
	assert.Equal(t, &edges.WebhookVerification{Enabled: true, Provider: edges.WebhookProviderSNS}, sns)

	providers := edges.WebhookProviders()
	assert.Contains(t, providers, edges.WebhookProviderSNS)
	assert.Contains(t, providers, edges.WebhookProvider("github"))
	for _, p := range providers {
		params := &edges.WebhookVerificationParams{Provider: p, Secret: new("s")}
		if p == edges.WebhookProviderSNS {
			params.Secret = nil
		}
		assert.NoError(t, params.Validate(), p)
	}
}
