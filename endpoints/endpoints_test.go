package endpoints_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

func TestRoundTrip(t *testing.T) {
	e := newEnv(t)
	d := e.domain(t, "app.example.com")
	params := &endpoints.CreateParams{
		URL: "https://APP.example.com:443", TrafficPolicy: new(policy), Description: new("front"), Metadata: new(`{"t":1}`),
	}
	created, err := e.eps.Create(e.ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "ep_"), created.ID)
	assert.Equal(t, e.srv.URL+"/endpoints/"+created.ID, created.URI)
	assert.Equal(t, endpoints.TypeCloud, created.Type)
	assert.Equal(t, "https://app.example.com", created.URL, "the URL is stored in canonical form")
	assert.Equal(t, created.URL, created.PublicURL)
	assert.Equal(t, endpoints.ProtoHTTPS, created.Proto)
	assert.Equal(t, "app.example.com:443", created.Hostport)
	assert.Equal(t, 443, created.Port)
	assert.Equal(t, []endpoints.Binding{endpoints.BindingPublic}, created.Bindings, "public is the default binding")
	assert.False(t, created.PoolingEnabled)
	assert.Equal(t, policy, created.TrafficPolicy, "the policy reads back as it was given")
	assert.Equal(t, &ingress.Ref{ID: d.ID, URI: d.URI}, created.Domain)
	assert.Nil(t, created.TCPAddr)
	assert.Nil(t, created.TunnelSession)
	require.NotNil(t, created.Principal)
	assert.True(t, strings.HasPrefix(created.Principal.ID, "usr_"))
	assert.Equal(t, e.clock.Now(), created.CreatedAt)
	assert.Equal(t, "global", created.Region)

	got, err := e.eps.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	e.clock.Advance(time.Minute)
	denyAll := `{"on_http_request":[{"actions":[{"type":"deny"}]}]}`
	update := &endpoints.UpdateParams{TrafficPolicy: new(denyAll), PoolingEnabled: new(false)}
	updated, err := e.eps.Update(e.ctx, created.ID, update)
	require.NoError(t, err, "pooling_enabled given its own value")
	assert.Equal(t, denyAll, updated.TrafficPolicy)
	assert.False(t, updated.PoolingEnabled)
	assert.Equal(t, "front", updated.Description, "fields not supplied keep their value")
	assert.Equal(t, e.clock.Now(), updated.UpdatedAt)
	assert.Equal(t, created.CreatedAt, updated.CreatedAt)
	assert.Nil(t, update.Description, "Update does not change the caller's params")

	require.NoError(t, e.eps.Delete(e.ctx, created.ID))
	_, err = e.eps.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	e.create(t, "https://app.example.com")
}

func TestURLForms(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "*.example.com")
	e.domain(t, "plain.ngrok.app")
	a := e.addr(t)
	for _, tc := range []struct {
		url, binding, want string
		port               int
	}{
		{"https://plain.ngrok.app", "", "https://plain.ngrok.app", 443},
		{"http://a.example.com", "", "http://a.example.com", 80},
		{"tls://b.example.com:443", "", "tls://b.example.com", 443},
		{"https://deep.c.example.com", "", "https://deep.c.example.com", 443},
		{"https://*.example.com", "", "https://*.example.com", 443},
		{"tcp://" + a.Addr, "", "tcp://" + a.Addr, 0},
		{"https://api.internal", "internal", "https://api.internal", 443},
		{"tcp://db.internal:5432", "internal", "tcp://db.internal:5432", 5432},
		{"http://svc.prod", "kubernetes", "http://svc.prod", 80},
		{"tcp://db.prod:5432", "kubernetes", "tcp://db.prod:5432", 5432},
	} {
		t.Run(tc.url, func(t *testing.T) {
			ep := e.create(t, tc.url, func(p *endpoints.CreateParams) {
				if tc.binding != "" {
					p.Bindings = []endpoints.Binding{endpoints.Binding(tc.binding)}
				}
			})
			assert.Equal(t, tc.want, ep.URL)
			if tc.port != 0 {
				assert.Equal(t, tc.port, ep.Port)
			}
			assert.Equal(t, tc.binding == "" && !strings.HasPrefix(tc.url, "tcp"), ep.Domain != nil, "domain ref")
			assert.Equal(t, tc.binding == "" && strings.HasPrefix(tc.url, "tcp"), ep.TCPAddr != nil, "tcp_addr ref")
		})
	}
}

func TestInvalidCreate(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "app.example.com")
	bind := func(b ...endpoints.Binding) []endpoints.Binding { return b }
	for _, tc := range []struct {
		name string
		p    endpoints.CreateParams
		code string
	}{
		{"no url", endpoints.CreateParams{TrafficPolicy: new(policy)}, ingresstest.CodeEndpointMissing},
		{"no policy", endpoints.CreateParams{URL: "https://app.example.com"}, ingresstest.CodeEndpointMissing},
		{"type", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Type: endpoints.TypeAgent}, ingresstest.CodeEndpointType},
		{"two bindings", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Bindings: bind("public", "internal")}, ingresstest.CodeEndpointField},
		{"unknown binding", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Bindings: bind("private")}, ingresstest.CodeEndpointBinding},
		{"not a url", endpoints.CreateParams{URL: "app.example.com", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointURL},
		{"path", endpoints.CreateParams{URL: "https://app.example.com/x", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointURLPart},
		{"bad host", endpoints.CreateParams{URL: "https://app_1.example.com", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointDomain},
		{"port range", endpoints.CreateParams{URL: "tcp://db.internal:70000", TrafficPolicy: new(policy), Bindings: bind("internal")}, ingresstest.CodeEndpointPortRange},
		{"scheme", endpoints.CreateParams{URL: "ftp://app.example.com", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointScheme},
		{"kubernetes https", endpoints.CreateParams{URL: "https://svc.prod", TrafficPolicy: new(policy), Bindings: bind("kubernetes")}, ingresstest.CodeKubernetesScheme},
		{"tcp without port", endpoints.CreateParams{URL: "tcp://db.internal", TrafficPolicy: new(policy), Bindings: bind("internal")}, ingresstest.CodeEndpointPort},
		{"https port", endpoints.CreateParams{URL: "https://app.example.com:8443", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointSchemePort},
		{"internal host", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Bindings: bind("internal")}, ingresstest.CodeInternalBinding},
		{"internal url, public binding", endpoints.CreateParams{URL: "https://api.internal", TrafficPolicy: new(policy), Bindings: bind("public")}, ingresstest.CodeEndpointField},
		{"kubernetes host", endpoints.CreateParams{URL: "http://a.b.c", TrafficPolicy: new(policy), Bindings: bind("kubernetes")}, ingresstest.CodeEndpointField},
		{"repeated binding", endpoints.CreateParams{URL: "https://app.internal", TrafficPolicy: new(policy), Bindings: bind("internal", "internal")}, ingresstest.CodeBindingRepeated},
		{"no host", endpoints.CreateParams{URL: "https://", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointHostMissing},
		{"no internal host", endpoints.CreateParams{URL: "https://:443", TrafficPolicy: new(policy), Bindings: bind("internal")}, ingresstest.CodeInternalHostMissing},
		{"no kubernetes host", endpoints.CreateParams{URL: "http://", TrafficPolicy: new(policy), Bindings: bind("kubernetes")}, ingresstest.CodeKubernetesHostMissing},
		{"malformed", endpoints.CreateParams{URL: "https://app example.com", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointURLMalformed},
		{"trailing slash", endpoints.CreateParams{URL: "https://app.example.com/", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointTrailingSlash},
		{"port not a number", endpoints.CreateParams{URL: "https://app.example.com:https", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointPortNotNumber},
		{"internal subdomains", endpoints.CreateParams{URL: "https://a.b.c.d.e.f.internal", TrafficPolicy: new(policy)}, ingresstest.CodeInternalHostDepth},
		{"single label", endpoints.CreateParams{URL: "https://localhost", TrafficPolicy: new(policy)}, ingresstest.CodeEndpointField},
		{"blank policy", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(" ")}, ingresstest.CodeEndpointPolicyEmpty},
		{"empty policy", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new("")}, ingresstest.CodeEndpointPolicyEmpty},
		{"policy scalar", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new("allow all")}, ingresstest.CodeEndpointPolicy},
		{"policy list", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(`[1, 2]`)}, ingresstest.CodeEndpointPolicy},
		{"policy yaml", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new("on_http_request: [\n")}, ingresstest.CodeEndpointPolicy},
		{"description", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Description: new(strings.Repeat("d", 256))}, ingresstest.CodeEndpointDescription},
		{"metadata", endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), Metadata: new(strings.Repeat("m", 4097))}, ingresstest.CodeEndpointMetadata},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := e.eps.Create(e.ctx, &tc.p)
			assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
			_, err = e.raw.Create(e.ctx, &tc.p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, tc.code)
		})
	}
}

// TestReservations checks that a public cloud endpoint URL with nothing
// reserved that matches it, domain, wildcard domain or TCP address alike,
// is ERR_NGROK_18006 (errors/err_ngrok_18006.mdx: "This account does not
// have any domains or addresses reserved that match the provided URL").
func TestReservations(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "*.example.com")
	a := e.addr(t)
	for _, tc := range []struct{ url, code string }{
		{"https://app.other.com", ingresstest.CodeEndpointNotReserved},
		{"https://example.com", ingresstest.CodeEndpointNotReserved},
		{"http://x.ngrok.app", ingresstest.CodeEndpointNotReserved},
		{"https://*.other.com", ingresstest.CodeEndpointNotReserved},
		{"https://*.a.example.com", ingresstest.CodeEndpointNotReserved},
		{"tcp://1.tcp.ngrok.io:1", ingresstest.CodeEndpointNotReserved},
		{"tcp://" + strings.Split(a.Addr, ":")[0] + ":1", ingresstest.CodeEndpointNotReserved},
	} {
		t.Run(tc.url, func(t *testing.T) {
			_, err := e.eps.Create(e.ctx, &endpoints.CreateParams{URL: tc.url, TrafficPolicy: new(policyFor(tc.url))})
			testkit.RequireAPIError(t, err, http.StatusBadRequest, tc.code)
		})
	}
}

func TestUpdate(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "app.example.com")
	e.domain(t, "api.example.com")
	ep := e.create(t, "https://app.example.com")

	moved, err := e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{URL: new("https://api.example.com")})
	require.NoError(t, err)
	assert.Equal(t, "https://api.example.com", moved.URL)
	assert.Equal(t, "api.example.com", moved.Host)

	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{URL: new("https://web.example.com")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointNotReserved)
	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{Bindings: []endpoints.Binding{endpoints.BindingInternal}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeInternalBinding, "a kept URL must suit a new binding")
	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{TrafficPolicy: new("- a\n- b\n")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointPolicy)
	_, err = e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{TrafficPolicy: new("- a\n- b\n")})
	assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{TrafficPolicy: new("")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointPolicyEmpty, "an empty policy is none")
	_, err = e.raw.Update(e.ctx, ep.ID, &endpoints.UpdateParams{Metadata: new(strings.Repeat("m", 4097))})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointMetadata)
	_, err = e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{Metadata: new(strings.Repeat("m", 4097))})
	assert.True(t, ingress.IsValidation(err), "client-side: got %v", err)
	kept, err := e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{Metadata: new(strings.Repeat("m", 4096))})
	require.NoError(t, err, "4096 bytes of metadata are the limit")
	assert.Len(t, kept.Metadata, 4096)

	internal, err := e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{
		URL: new("https://api.internal"), Bindings: []endpoints.Binding{endpoints.BindingInternal},
	})
	require.NoError(t, err)
	assert.Equal(t, []endpoints.Binding{endpoints.BindingInternal}, internal.Bindings)
	assert.Nil(t, internal.Domain, "an internal endpoint is on no reserved domain")
	renamed, err := e.eps.Update(e.ctx, ep.ID, &endpoints.UpdateParams{URL: new("https://web.internal")})
	require.NoError(t, err, "a new URL is checked against the kept binding")
	assert.Equal(t, "https://web.internal", renamed.URL)

	_, err = e.eps.Update(e.ctx, "ep_0000000000000000000000000", &endpoints.UpdateParams{Description: new("d")})
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

// TestPooling checks pooling as the endpoint pooling page
// (endpoints/endpoint-pooling.mdx) describes it: cloud endpoints on one URL
// that enable pooling pool with each other and with agent endpoints, and
// the conflicts answer 400 with ERR_NGROK_18016 and ERR_NGROK_18017 as the
// error reference says. Two cloud endpoints of which neither enables
// pooling still meet ERR_NGROK_18009. Pooling is set at creation: the
// page says "the pooling enabled property may not be updated after an
// endpoint has been created", so an update that changes it is
// ERR_NGROK_18014, and one that gives the same value is taken.
func TestPooling(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "app.example.com")
	first := e.create(t, "https://app.example.com")
	_, err := e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy)})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeEndpointURLTaken, "two cloud endpoints without pooling")
	_, err = e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), PoolingEnabled: new(true)})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodePoolingEnabled, "pooling enabled beside one without it")

	session := e.session(t)
	_, err = e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: "https://app.example.com", PoolingEnabled: true})
	assert.ErrorContains(t, err, "with pooling disabled", "the cloud endpoint does not pool")
	_, err = e.eps.Update(e.ctx, first.ID, &endpoints.UpdateParams{PoolingEnabled: new(true)})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointField, "pooling_enabled")
	require.NoError(t, e.eps.Delete(e.ctx, first.ID), "pooling comes with a new endpoint")
	first, err = e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), PoolingEnabled: new(true)})
	require.NoError(t, err)
	_, err = e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: "https://app.example.com"})
	assert.ErrorContains(t, err, "enable pooling on both", "the agent endpoint does not pool")
	agent, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session, URL: "https://app.example.com", PoolingEnabled: true})
	require.NoError(t, err)
	second, err := e.eps.Create(e.ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy), PoolingEnabled: new(true)})
	require.NoError(t, err, "cloud endpoints pool with each other")
	_, err = e.raw.Create(e.ctx, &endpoints.CreateParams{URL: "https://app.example.com", TrafficPolicy: new(policy)})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodePoolingDisabled, "pooling disabled beside a pool")

	_, err = e.raw.Update(e.ctx, first.ID, &endpoints.UpdateParams{PoolingEnabled: new(false)})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeEndpointField, "pooling is not turned off")
	_, err = e.eps.Update(e.ctx, first.ID, &endpoints.UpdateParams{PoolingEnabled: new(true), Description: new("pooled")})
	require.NoError(t, err, "pooling_enabled given its own value")
	assert.ElementsMatch(t, []string{first.ID, second.ID, agent}, e.list(t, &endpoints.ListParams{URLs: []string{"https://app.example.com:443"}}))
}

func TestAgentEndpoints(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "agent.example.com")
	session := e.session(t)
	id, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{
		SessionID: session, URL: "https://agent.example.com", UpstreamURL: "http://localhost:3000", Metadata: "m",
	})
	require.NoError(t, err)
	ep, err := e.eps.Get(e.ctx, id)
	require.NoError(t, err)
	assert.Equal(t, endpoints.TypeAgent, ep.Type)
	assert.Equal(t, "http://localhost:3000", ep.UpstreamURL)
	assert.Equal(t, "http1", ep.UpstreamProtocol)
	assert.Equal(t, "eu", ep.Region, "the region of the agent's session")
	require.NotNil(t, ep.TunnelSession)
	assert.Equal(t, session, ep.TunnelSession.ID)
	require.NotNil(t, ep.Principal, "the owner of the agent's credential")
	assert.True(t, strings.HasPrefix(ep.Principal.ID, "usr_"))

	dev, err := e.srv.StartAgentEndpoint(ingresstest.AgentEndpoint{SessionID: session})
	require.NoError(t, err, "without a URL the agent gets a generated domain")
	devEP, err := e.eps.Get(e.ctx, dev)
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(devEP.URL, ".ngrok-free.app"), devEP.URL)

	_, err = e.raw.Update(e.ctx, id, &endpoints.UpdateParams{Metadata: new("x")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeNotCloudEndpoint)
	err = e.eps.Delete(e.ctx, id)
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeNotCloudEndpoint)

	for _, bad := range []ingresstest.AgentEndpoint{
		{SessionID: "ts_0000000000000000000000000"},
		{SessionID: session, URL: "https://nope.example.com"},
		{SessionID: session, URL: "https://x.internal", Bindings: []string{"public"}},
		{SessionID: session, URL: "https://a.b.c.d.e.f.internal"},
		{SessionID: session, TrafficPolicy: "[]"},
	} {
		_, err := e.srv.StartAgentEndpoint(bad)
		assert.Error(t, err, "%+v", bad)
	}

	require.NoError(t, e.srv.StopAgentEndpoint(dev))
	assert.Error(t, e.srv.StopAgentEndpoint(dev), "stopped already")
	_, err = e.eps.Get(e.ctx, dev)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)

	require.NoError(t, sessionsStop(e, session))
	_, err = e.eps.Get(e.ctx, id)
	assert.True(t, ingress.IsNotFound(err), "an agent's endpoints go with its session: %v", err)
}

func TestListFilters(t *testing.T) {
	e := newEnv(t)
	e.domain(t, "*.example.com")
	var all []*endpoints.Endpoint
	for _, host := range []string{"a", "b", "c", "d", "e"} {
		all = append(all, e.create(t, "https://"+host+".example.com"))
	}
	ids := func(eps ...*endpoints.Endpoint) []string {
		var out []string
		for _, ep := range eps {
			out = append(out, ep.ID)
		}
		return out
	}
	one := &endpoints.ListParams{ListParams: ingress.ListParams{Limit: new(1)}}
	assert.Equal(t, ids(all[4], all[3], all[2], all[1], all[0]), e.list(t, one), "no filter, newest first")

	byID := &endpoints.ListParams{ListParams: ingress.ListParams{Limit: new(1)}, IDs: ids(all[0], all[3], all[1], all[3])}
	assert.Equal(t, ids(all[3], all[1], all[0]), e.list(t, byID), "the ids filter, over pages")

	byURL := &endpoints.ListParams{ListParams: ingress.ListParams{Limit: new(1)}, URLs: []string{"https://c.example.com", "https://e.example.com:443", "https://z.example.com"}}
	assert.Equal(t, ids(all[4], all[2]), e.list(t, byURL), "the urls filter, over pages")

	both := &endpoints.ListParams{IDs: ids(all[0], all[2]), URLs: []string{"https://c.example.com"}}
	assert.Equal(t, ids(all[2]), e.list(t, both), "both filters")

	byIDAndCEL := &endpoints.ListParams{
		ListParams: ingress.ListParams{Limit: new(1), Filter: new(`obj.url != "https://b.example.com"`)},
		IDs:        ids(all[0], all[1], all[2]),
	}
	assert.Equal(t, ids(all[2], all[0]), e.list(t, byIDAndCEL), "the ids filter and a CEL filter, over pages")

	assert.Empty(t, e.list(t, &endpoints.ListParams{IDs: []string{"ep_0000000000000000000000000"}}))
	assert.Len(t, e.list(t, nil), 5)
}
