package conformance

import (
	"github.com/stretchr/testify/require"

	backendapi "github.com/ingresskit/ingress/backends"
	certs "github.com/ingresskit/ingress/certificates"
	edgeapi "github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// edgesRefs are the resources the modules of the edges scenario name.
type edgesRefs struct {
	backend, ipPolicy, authority string
}

// edges exercises the five endpoints of TLS, TCP and HTTPS edges, the four
// of routes, and the replace, get and delete endpoints of every module of
// each, with modules set at creation and through updates too. Every edge
// has hostports: an edge without any reads them back as null (SPEC.md),
// which the description's lists do not allow.
func edges(env *Env) {
	bkd, err := backendapi.NewClient(env.Client).HTTPResponse.Create(env.Ctx, &backendapi.HTTPResponseCreateParams{Body: "ok", StatusCode: 200})
	require.NoError(env.T, err)
	pol, err := ippolicies.NewClient(env.Client).Policies.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	caPEM, _ := selfSigned(env, "Edges CA", true)
	ca, err := certs.NewClient(env.Client).Authorities.Create(env.Ctx, &certs.AuthorityCreateParams{CAPEM: caPEM})
	require.NoError(env.T, err)
	refs := edgesRefs{backend: bkd.ID, ipPolicy: pol.ID, authority: ca.ID}

	// HTTPS and TLS edges take only the account's reserved domains.
	for _, domain := range []string{"tls.example.com", "bare.example.com", "app.example.com", "bare-https.example.com"} {
		require.NoError(env.T, env.Client.Do(env.Ctx, "POST", "/reserved_domains", map[string]string{"domain": domain}, nil))
	}
	c := edgeapi.NewClient(env.Client)
	edgesTLS(env, c.TLS, refs)
	edgesTCP(env, c.TCP, refs)
	edgesHTTPS(env, c, refs)
}

func edgesTLS(env *Env, tls *edgeapi.TLSClient, refs edgesRefs) {
	edges := exercise(env, tls,
		&edgeapi.TLSEdgeCreateParams{
			Description:    new("conformance"),
			Metadata:       new(`{"n":1}`),
			Hostports:      []string{"tls.example.com:443"},
			Backend:        &edgeapi.BackendParams{BackendID: refs.backend},
			IPRestriction:  &edgeapi.IPRestrictionParams{IPPolicyIDs: []string{refs.ipPolicy}},
			MutualTLS:      &edgeapi.MutualTLSParams{CertificateAuthorityIDs: []string{refs.authority}},
			TLSTermination: &edgeapi.TLSTerminationParams{TerminateAt: edgeapi.TerminateAtEdge, MinVersion: new(edgeapi.TLS12)},
			TrafficPolicy:  &edgeapi.TrafficPolicyParams{Value: "{}"},
		},
		&edgeapi.TLSEdgeCreateParams{Hostports: []string{"bare.example.com:443"}},
		&edgeapi.TLSEdgeUpdateParams{
			Description:    new("updated"),
			TLSTermination: &edgeapi.TLSTerminationParams{TerminateAt: edgeapi.TerminateAtUpstream},
			MutualTLS:      &edgeapi.MutualTLSParams{Enabled: new(false), CertificateAuthorityIDs: []string{refs.authority}},
			TrafficPolicy:  &edgeapi.TrafficPolicyParams{Enabled: new(false), Value: "{}"},
		})
	require.Equal(env.T, edges.First.ID, edges.Got.ID)
	require.Equal(env.T, edges.newestFirst(), edges.Listed)
	require.Equal(env.T, edgeapi.TerminateAtUpstream, edges.Updated.TLSTermination.TerminateAt)

	bare := edges.Second.ID
	edgesModule(env, tls.Backend, bare, &edgeapi.BackendParams{BackendID: refs.backend})
	edgesModule(env, tls.IPRestriction, bare, &edgeapi.IPRestrictionParams{IPPolicyIDs: []string{refs.ipPolicy}})
	edgesModule(env, tls.MutualTLS, bare, &edgeapi.MutualTLSParams{CertificateAuthorityIDs: []string{refs.authority}})
	edgesModule(env, tls.TLSTermination, bare, &edgeapi.TLSTerminationParams{TerminateAt: edgeapi.TerminateAtEdge, MinVersion: new(edgeapi.TLS13)})
	edgesModule(env, tls.TrafficPolicy, bare, &edgeapi.TrafficPolicyParams{Value: `{"on_tcp_connect":[]}`})

	remove(env, tls, edges.First.ID, bare)
}

// edgesTCP exercises TCP edges, on addresses it reserves: TCP edges take
// only the account's reserved addresses.
func edgesTCP(env *Env, tcp *edgeapi.TCPClient, refs edgesRefs) {
	addrs := reservedaddrs.NewClient(env.Client)
	var reserved [3]string
	for i := range reserved {
		a, err := addrs.Create(env.Ctx, nil)
		require.NoError(env.T, err)
		reserved[i] = a.Addr
	}
	edges := exercise(env, tcp,
		&edgeapi.TCPEdgeCreateParams{
			Description:   new("conformance"),
			Metadata:      new("m"),
			Hostports:     []string{reserved[0]},
			Backend:       &edgeapi.BackendParams{BackendID: refs.backend},
			IPRestriction: &edgeapi.IPRestrictionParams{IPPolicyIDs: []string{refs.ipPolicy}},
			TrafficPolicy: &edgeapi.TrafficPolicyParams{Value: "{}"},
		},
		&edgeapi.TCPEdgeCreateParams{Hostports: []string{reserved[1]}},
		&edgeapi.TCPEdgeUpdateParams{Hostports: []string{reserved[2]}, Backend: &edgeapi.BackendParams{Enabled: new(false), BackendID: refs.backend}})
	require.Equal(env.T, edges.First.Hostports, edges.Got.Hostports)
	require.Equal(env.T, edges.newestFirst(), edges.Listed)

	// An edge without hostports reads them back as null, as SPEC.md says.
	noHostports, err := tcp.Create(env.Ctx, nil)
	require.NoError(env.T, err)
	require.Nil(env.T, noHostports.Hostports)
	remove(env, tcp, noHostports.ID)

	bare := edges.Second.ID
	edgesModule(env, tcp.Backend, bare, &edgeapi.BackendParams{BackendID: refs.backend})
	edgesModule(env, tcp.IPRestriction, bare, &edgeapi.IPRestrictionParams{IPPolicyIDs: []string{refs.ipPolicy}})
	edgesModule(env, tcp.TrafficPolicy, bare, &edgeapi.TrafficPolicyParams{Value: "{}"})

	remove(env, tcp, edges.First.ID, bare)
}

func edgesHTTPS(env *Env, c *edgeapi.Client, refs edgesRefs) {
	edges := exercise(env, c.HTTPS,
		&edgeapi.HTTPSEdgeCreateParams{
			Description:    new("conformance"),
			Metadata:       new("m"),
			Hostports:      []string{"app.example.com:443"},
			MutualTLS:      &edgeapi.MutualTLSParams{CertificateAuthorityIDs: []string{refs.authority}},
			TLSTermination: &edgeapi.TLSTerminationAtEdgeParams{MinVersion: new(edgeapi.TLS12)},
		},
		&edgeapi.HTTPSEdgeCreateParams{Hostports: []string{"bare-https.example.com:443"}},
		&edgeapi.HTTPSEdgeUpdateParams{Description: new("updated"), TLSTermination: &edgeapi.TLSTerminationAtEdgeParams{}})
	require.Equal(env.T, edges.newestFirst(), edges.Listed)
	edge, bare := edges.First.ID, edges.Second.ID

	route, err := c.Routes.Create(env.Ctx, edge, &edgeapi.RouteCreateParams{
		MatchType:   edgeapi.MatchPathPrefix,
		Match:       "/",
		Description: new("everything"),
		Metadata:    new("m"),
		Backend:     &edgeapi.BackendParams{BackendID: refs.backend},
		OIDC:        &edgeapi.OIDCParams{Issuer: "https://accounts.example.com", ClientID: "id", ClientSecret: "secret", Scopes: []string{"openid"}},
		SAML:        &edgeapi.SAMLParams{IdPMetadata: edgesIdPMetadata},
		Compression: &edgeapi.CompressionParams{},
	})
	require.NoError(env.T, err)
	got, err := c.Routes.Get(env.Ctx, edge, route.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, route.ID, got.ID)
	_, err = c.Routes.Update(env.Ctx, edge, route.ID, &edgeapi.RouteUpdateParams{
		Match:           new("/app"),
		RequestHeaders:  &edgeapi.HeadersParams{Add: map[string]string{"X-Edge": "1"}},
		UserAgentFilter: &edgeapi.UserAgentFilterParams{Deny: []string{"bot"}},
	})
	require.NoError(env.T, err)
	withRoute, err := c.HTTPS.Get(env.Ctx, edge)
	require.NoError(env.T, err)
	require.Len(env.T, withRoute.Routes, 1)

	edgesModule(env, c.HTTPS.MutualTLS, bare, &edgeapi.MutualTLSParams{CertificateAuthorityIDs: []string{refs.authority}})
	edgesModule(env, c.HTTPS.TLSTermination, bare, &edgeapi.TLSTerminationAtEdgeParams{MinVersion: new(edgeapi.TLS13)})

	bareRoute, err := c.Routes.Create(env.Ctx, bare, &edgeapi.RouteCreateParams{MatchType: edgeapi.MatchExactPath, Match: "/hook"})
	require.NoError(env.T, err)
	edgesRouteModules(env, c.Routes, bare, bareRoute.ID, refs)

	require.NoError(env.T, c.Routes.Delete(env.Ctx, edge, route.ID))
	remove(env, c.HTTPS, edge, bare)
}

// edgesRouteModules replaces, reads and deletes every module of a route.
func edgesRouteModules(env *Env, r *edgeapi.RouteClient, edgeID, routeID string, refs edgesRefs) {
	edgesRouteModule(env, r.Backend, edgeID, routeID, &edgeapi.BackendParams{BackendID: refs.backend})
	edgesRouteModule(env, r.IPRestriction, edgeID, routeID, &edgeapi.IPRestrictionParams{IPPolicyIDs: []string{refs.ipPolicy}})
	edgesRouteModule(env, r.CircuitBreaker, edgeID, routeID, &edgeapi.CircuitBreakerParams{
		TrippedDuration: new(uint32(10)), RollingWindow: new(uint32(60)), NumBuckets: new(uint32(10)),
		VolumeThreshold: new(uint32(20)), ErrorThresholdPercentage: new(0.5),
	})
	edgesRouteModule(env, r.Compression, edgeID, routeID, &edgeapi.CompressionParams{Enabled: new(true)})
	edgesRouteModule(env, r.RequestHeaders, edgeID, routeID, &edgeapi.HeadersParams{Add: map[string]string{"X-A": "1"}, Remove: []string{"X-B"}})
	edgesRouteModule(env, r.ResponseHeaders, edgeID, routeID, &edgeapi.HeadersParams{Add: map[string]string{"X-C": "1"}, Remove: []string{"Server"}})
	edgesRouteModule(env, r.WebhookVerification, edgeID, routeID, &edgeapi.WebhookVerificationParams{Provider: "github", Secret: new("s")})
	edgesRouteModule(env, r.OAuth, edgeID, routeID, &edgeapi.OAuthParams{
		Provider:     edgeapi.OAuthProvider{Google: &edgeapi.OAuthApp{EmailDomains: []string{"example.com"}}},
		CookiePrefix: new("app."), InactivityTimeout: new(uint32(600)), MaximumDuration: new(uint32(3600)), AuthCheckInterval: new(uint32(300)),
	})
	edgesRouteModule(env, r.SAML, edgeID, routeID, &edgeapi.SAMLParams{IdPMetadata: edgesIdPMetadata, AuthorizedGroups: []string{"eng"}})
	edgesRouteModule(env, r.OIDC, edgeID, routeID, &edgeapi.OIDCParams{Issuer: "https://accounts.example.com", ClientID: "id", ClientSecret: "secret"})
	edgesRouteModule(env, r.WebsocketTCPConverter, edgeID, routeID, &edgeapi.WebsocketTCPConverterParams{})
	edgesRouteModule(env, r.UserAgentFilter, edgeID, routeID, &edgeapi.UserAgentFilterParams{Allow: []string{"curl"}, Deny: []string{"bot"}})
	edgesRouteModule(env, r.TrafficPolicy, edgeID, routeID, &edgeapi.TrafficPolicyParams{Value: `{"on_http_request":[]}`})
}

// edgesModule replaces, reads and deletes one module of an edge.
func edgesModule[Req, Resp any](env *Env, m edgeapi.EdgeModule[Req, Resp], edgeID string, p *Req) {
	env.T.Helper()
	_, err := m.Replace(env.Ctx, edgeID, p)
	require.NoError(env.T, err)
	_, err = m.Get(env.Ctx, edgeID)
	require.NoError(env.T, err)
	require.NoError(env.T, m.Delete(env.Ctx, edgeID))
}

// edgesRouteModule replaces, reads and deletes one module of a route.
func edgesRouteModule[Req, Resp any](env *Env, m edgeapi.RouteModule[Req, Resp], edgeID, routeID string, p *Req) {
	env.T.Helper()
	_, err := m.Replace(env.Ctx, edgeID, routeID, p)
	require.NoError(env.T, err)
	_, err = m.Get(env.Ctx, edgeID, routeID)
	require.NoError(env.T, err)
	require.NoError(env.T, m.Delete(env.Ctx, edgeID, routeID))
}

// edgesIdPMetadata is the metadata of a SAML identity provider.
const edgesIdPMetadata = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`
