package edges_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestRouteRoundTrip(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.HTTPS.Create(e.ctx, &edges.HTTPSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
	require.NoError(t, err)
	routes := e.edges.Routes
	bkd := e.backend()

	created, err := routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{
		MatchType:   edges.MatchPathPrefix,
		Match:       "/api",
		Description: new("api"),
		Backend:     &edges.BackendParams{BackendID: bkd},
		OIDC:        &edges.OIDCParams{Issuer: "https://accounts.example.com", ClientID: "id", ClientSecret: "secret"},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "edghtsrt_"), created.ID)
	assert.Equal(t, edge.ID, created.EdgeID)
	assert.Equal(t, e.srv.URL+"/edges/https/"+edge.ID+"/routes/"+created.ID, created.URI)
	assert.False(t, created.CreatedAt.IsZero())
	assert.Equal(t, edges.MatchPathPrefix, created.MatchType)
	assert.Equal(t, "/api", created.Match)
	assert.Equal(t, "api", created.Description)
	assert.Equal(t, bkd, created.Backend.Backend.ID)
	assert.Equal(t, &edges.OIDC{Enabled: true, Issuer: "https://accounts.example.com", ClientID: "id", ClientSecret: "secret", Scopes: []string{}}, created.OIDC,
		"unset lists read back empty")
	assert.Nil(t, created.SAML)

	got, err := routes.Get(e.ctx, edge.ID, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	params := &edges.RouteUpdateParams{
		MatchType:   new(edges.MatchExactPath),
		Metadata:    new("m"),
		Compression: &edges.CompressionParams{},
	}
	updated, err := routes.Update(e.ctx, edge.ID, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, edges.MatchExactPath, updated.MatchType)
	assert.Equal(t, "/api", updated.Match, "fields not supplied keep their value")
	assert.Equal(t, "api", updated.Description)
	assert.Equal(t, "m", updated.Metadata)
	assert.Equal(t, created.Backend, updated.Backend, "a module not supplied is unchanged")
	assert.Equal(t, created.OIDC, updated.OIDC)
	assert.Equal(t, &edges.Compression{Enabled: true}, updated.Compression)
	assert.Nil(t, params.Match, "Update does not change the caller's params")

	updated, err = routes.Update(e.ctx, edge.ID, created.ID, &edges.RouteUpdateParams{
		OIDC: &edges.OIDCParams{Issuer: "https://login.example.com", ClientID: "id2", ClientSecret: "s2", Scopes: []string{"openid"}},
	})
	require.NoError(t, err)
	assert.Equal(t, &edges.OIDC{Enabled: true, Issuer: "https://login.example.com", ClientID: "id2", ClientSecret: "s2", Scopes: []string{"openid"}},
		updated.OIDC, "a supplied module replaces the old one completely")

	require.NoError(t, routes.Delete(e.ctx, edge.ID, created.ID))
	_, err = routes.Get(e.ctx, edge.ID, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = routes.Delete(e.ctx, edge.ID, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

// TestRouteAddressing checks that a route is reached only through its own
// edge.
func TestRouteAddressing(t *testing.T) {
	e := newEnv(t)
	a, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	b, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	rt, err := e.edges.Routes.Create(e.ctx, a.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(t, err)

	_, err = e.edges.Routes.Get(e.ctx, b.ID, rt.ID)
	assert.True(t, ingress.IsNotFound(err), "a route under another edge: %v", err)
	_, err = e.edges.Routes.Compression.Get(e.ctx, b.ID, rt.ID)
	assert.True(t, ingress.IsNotFound(err), "a module of a route under another edge: %v", err)
	_, err = e.edges.Routes.Create(e.ctx, "edghts_000000000000000000000000000", &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	assert.True(t, ingress.IsNotFound(err), "a route of an unknown edge: %v", err)
	_, err = e.edges.Routes.Get(e.ctx, a.ID, "")
	assert.True(t, ingress.IsValidation(err), "an empty route ID is refused before sending: %v", err)
}

// TestRouteMatchUnique checks that two routes of an edge cannot select
// the same requests.
func TestRouteMatchUnique(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	other, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	first := &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/app"}
	_, err = e.edges.Routes.Create(e.ctx, edge.ID, first)
	require.NoError(t, err)

	_, err = e.edges.Routes.Create(e.ctx, edge.ID, first)
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeRouteMatchExists)
	_, err = e.edges.Routes.Create(e.ctx, other.ID, first)
	require.NoError(t, err, "another edge may match the same")
	second, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchExactPath, Match: "/app"})
	require.NoError(t, err, "another match type is another route")
	_, err = e.edges.Routes.Update(e.ctx, edge.ID, second.ID, &edges.RouteUpdateParams{MatchType: new(edges.MatchPathPrefix)})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeRouteMatchExists)
	_, err = e.edges.Routes.Update(e.ctx, edge.ID, second.ID, &edges.RouteUpdateParams{Description: new("same match as before")})
	require.NoError(t, err, "a route does not conflict with itself")
}

func TestRouteRules(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	rt, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(t, err)
	create := func(p *edges.RouteCreateParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.Routes.Create(e.ctx, edge.ID, p); return err }
	}
	update := func(p *edges.RouteUpdateParams) func(c *edges.Client) error {
		return func(c *edges.Client) error { _, err := c.Routes.Update(e.ctx, edge.ID, rt.ID, p); return err }
	}
	root := func(p *edges.RouteCreateParams) *edges.RouteCreateParams {
		p.MatchType, p.Match = edges.MatchExactPath, "/x"
		return p
	}

	e.refusedWith("match_type", ingresstest.CodeRouteMatchType, create(&edges.RouteCreateParams{Match: "/a"}))
	e.refusedWith("match_type", ingresstest.CodeRouteMatchType, create(&edges.RouteCreateParams{MatchType: "regex", Match: "/a"}))
	e.refusedWith("match_type", ingresstest.CodeRouteMatchType, update(&edges.RouteUpdateParams{MatchType: new(edges.MatchType("prefix"))}))
	e.refusedWith("match", ingresstest.CodeRouteMatchMissing, create(&edges.RouteCreateParams{MatchType: edges.MatchExactPath}))
	e.refusedWith("match", ingresstest.CodeRouteMatchMissing, update(&edges.RouteUpdateParams{Match: new("")}))
	e.refusedWith("match", ingresstest.CodeRouteMatchInvalid, update(&edges.RouteUpdateParams{Match: new("/a b")}))
	e.refusedWith("match", ingresstest.CodeRouteMatchInvalid, update(&edges.RouteUpdateParams{Match: new("not a host!")}))
	e.refused("description", update(&edges.RouteUpdateParams{Description: new(strings.Repeat("d", 256))}))
	e.refused("backend.backend_id", create(root(&edges.RouteCreateParams{Backend: &edges.BackendParams{}})))
	e.refusedWith("ip_restriction.ip_policy_ids", ingresstest.CodeIPRestrictionEmpty, update(&edges.RouteUpdateParams{IPRestriction: &edges.IPRestrictionParams{}}))
	e.refusedWith("circuit_breaker.num_buckets", ingresstest.CodeCircuitBreakerBuckets, create(root(&edges.RouteCreateParams{CircuitBreaker: &edges.CircuitBreakerParams{NumBuckets: new(uint32(129))}})))
	e.refusedWith("circuit_breaker.error_threshold_percentage", ingresstest.CodeCircuitBreakerThreshold, update(&edges.RouteUpdateParams{CircuitBreaker: &edges.CircuitBreakerParams{ErrorThresholdPercentage: new(50.0)}}))
	e.refusedWith("circuit_breaker.tripped_duration", ingresstest.CodeCircuitBreakerTripped, update(&edges.RouteUpdateParams{CircuitBreaker: &edges.CircuitBreakerParams{TrippedDuration: new(uint32(0))}}))
	e.refusedWith("circuit_breaker.rolling_window", ingresstest.CodeCircuitBreakerWindow, update(&edges.RouteUpdateParams{CircuitBreaker: &edges.CircuitBreakerParams{RollingWindow: new(uint32(0))}}))
	e.refusedWith("circuit_breaker.num_buckets", ingresstest.CodeCircuitBreakerBuckets, update(&edges.RouteUpdateParams{CircuitBreaker: &edges.CircuitBreakerParams{NumBuckets: new(uint32(0))}}))
	e.refusedWith("request_headers.add.x-a", ingresstest.CodeHeaderTwice, update(&edges.RouteUpdateParams{RequestHeaders: &edges.HeadersParams{Add: map[string]string{"X-A": "1", "x-a": "2"}}}))
	e.refusedWith("request_headers.add.bad header", ingresstest.CodeHeaderName, create(root(&edges.RouteCreateParams{RequestHeaders: &edges.HeadersParams{Add: map[string]string{"bad header": "v"}}})))
	e.refusedWith("response_headers.add.x-a", ingresstest.CodeHeaderValue, update(&edges.RouteUpdateParams{ResponseHeaders: &edges.HeadersParams{Add: map[string]string{"x-a": "line\nbreak"}}}))
	e.refusedWith("response_headers.remove[0]", ingresstest.CodeHeaderName, update(&edges.RouteUpdateParams{ResponseHeaders: &edges.HeadersParams{Remove: []string{"a:b"}}}))
	e.refusedWith("webhook_verification.provider", ingresstest.CodeWebhookProviderUnsupported, create(root(&edges.RouteCreateParams{WebhookVerification: &edges.WebhookVerificationParams{Provider: "myspace", Secret: new("s")}})))
	e.refusedWith("webhook_verification.secret", ingresstest.CodeWebhookSecretMissing, update(&edges.RouteUpdateParams{WebhookVerification: &edges.WebhookVerificationParams{Provider: "github"}}))
	e.refusedWith("oauth.provider", ingresstest.CodeOAuthProviderMissing, update(&edges.RouteUpdateParams{OAuth: &edges.OAuthParams{}}))
	e.refusedWith("saml.idp_metadata", ingresstest.CodeSAMLMetadataMissing, create(root(&edges.RouteCreateParams{SAML: &edges.SAMLParams{}})))
	e.refusedWith("oidc.issuer", ingresstest.CodeOIDCIssuerMissing, update(&edges.RouteUpdateParams{OIDC: &edges.OIDCParams{ClientID: "a", ClientSecret: "b"}}))
	e.refused("user_agent_filter.deny[0]", create(root(&edges.RouteCreateParams{UserAgentFilter: &edges.UserAgentFilterParams{Deny: []string{"("}}})))
	e.refused("traffic_policy.value", update(&edges.RouteUpdateParams{TrafficPolicy: &edges.TrafficPolicyParams{}}))

	for _, m := range []string{"/", "/blog", "example.com", "example.com/blog", "*.example.com/api"} {
		_, err := e.edges.Routes.Update(e.ctx, edge.ID, rt.ID, &edges.RouteUpdateParams{Match: new(m)})
		assert.NoError(t, err, m)
	}
	_, err = e.edges.Routes.Create(e.ctx, edge.ID, root(&edges.RouteCreateParams{Backend: &edges.BackendParams{BackendID: "bkdfo_000000000000000000000000000"}}))
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeBackendMissing)
}
