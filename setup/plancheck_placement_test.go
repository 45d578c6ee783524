package setup_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/reserveddomains"
	"github.com/ingresskit/ingress/setup"
)

// planOn plans doc, the description in account.yaml, on an account to
// which byHand first adds what a user made by hand, and returns the
// problems one a line; it checks that the plan wrote nothing.
func planOn(t *testing.T, byHand func(c *ingress.Client), doc string) []string {
	t.Helper()
	want, src, err := setup.ParseSource("account.yaml", []byte(doc))
	require.NoError(t, err)
	srv, writes := counted(t)
	c := srv.Client()
	byHand(c)
	before := writes.Load()
	_, err = setup.NewPlan(t.Context(), c, want, setup.From(src))
	assert.Equal(t, before, writes.Load(), "nothing was changed")
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// reserve reserves domain by hand, without a marker.
func reserve(t *testing.T, c *ingress.Client, domain string) {
	t.Helper()
	_, err := reserveddomains.NewClient(c).Create(t.Context(), &reserveddomains.CreateParams{Domain: domain})
	require.NoError(t, err)
}

// TestPlanRefusesWhatApplyCannotPlace checks that the plan refuses, each
// at the line of the field at fault, what the API would refuse at apply
// for where it is put: edges and cloud endpoints on domains and
// addresses that nothing reserves, an HTTPS or TLS edge on a port other
// than 443, a hostport that another edge serves, and a URL that another
// endpoint has while either does not enable pooling. Each refused case
// has a twin that the plan accepts.
func TestPlanRefusesWhatApplyCannotPlace(t *testing.T) {
	nothing := func(*ingress.Client) {}
	handEdge := func(c *ingress.Client) {
		reserve(t, c, "app.example.com")
		_, err := edges.NewClient(c).HTTPS.Create(t.Context(), &edges.HTTPSEdgeCreateParams{Hostports: []string{"app.example.com:443"}})
		require.NoError(t, err)
	}
	handEndpoint := func(pooled bool) func(c *ingress.Client) {
		return func(c *ingress.Client) {
			reserve(t, c, "app.example.com")
			_, err := endpoints.NewClient(c).Create(t.Context(), &endpoints.CreateParams{URL: "https://app.example.com",
				TrafficPolicy: new(helloPolicy), PoolingEnabled: new(pooled)})
			require.NoError(t, err)
		}
	}
	const policy = "\n    traffic_policy: 'on_http_request: [{actions: [{type: deny}]}]'"
	for _, tc := range []struct {
		name   string
		byHand func(*ingress.Client)
		doc    string
		want   string // the problem, "" for none
	}{
		{"cloud endpoint on a domain not reserved", nothing, `
cloud_endpoints:
  - name: app
    url: https://app.example.com` + policy,
			"account.yaml:4: cloud_endpoints[0].url: the domain app.example.com is not reserved: describe it under reserved_domains"},
		{"cloud endpoint on a domain described", nothing, `
reserved_domains: [{domain: app.example.com}]
cloud_endpoints:
  - name: app
    url: https://app.example.com` + policy, ""},
		{"cloud endpoint under a wildcard the account reserves", func(c *ingress.Client) { reserve(t, c, "*.example.com") }, `
cloud_endpoints:
  - name: app
    url: https://app.example.com` + policy, ""},
		{"internal cloud endpoint", nothing, `
cloud_endpoints:
  - name: app
    url: https://app.internal
    bindings: [internal]` + policy, ""},
		{"cloud endpoint on an address not reserved", nothing, `
cloud_endpoints:
  - name: db
    url: tcp://1.tcp.ngrok.io:20000
    traffic_policy: 'on_tcp_connect: [{actions: [{type: deny}]}]'`,
			"account.yaml:4: cloud_endpoints[0].url: the address 1.tcp.ngrok.io:20000 is not reserved: a tcp URL needs an address the account has reserved"},
		{"HTTPS edge on port 80", nothing, `
reserved_domains: [{domain: app.example.com}]
https_edges:
  - name: web
    hostports: [app.example.com:80]`,
			"account.yaml:5: https_edges[0].hostports[0]: the domain app.example.com:80 does not use port 443"},
		{"TLS edge on port 8443", nothing, `
reserved_domains: [{domain: app.example.com}]
tls_edges:
  - name: web
    hostports: [app.example.com:8443]`,
			"account.yaml:5: tls_edges[0].hostports[0]: the domain app.example.com:8443 does not use port 443"},
		{"HTTPS edge on a domain not reserved", nothing, `
https_edges:
  - name: web
    hostports: [app.example.com:443]`,
			"account.yaml:4: https_edges[0].hostports[0]: the domain app.example.com is not reserved: describe it under reserved_domains"},
		{"TLS edge on a domain not reserved", nothing, `
tls_edges:
  - name: web
    hostports: [app.example.com:443]`,
			"account.yaml:4: tls_edges[0].hostports[0]: the domain app.example.com is not reserved: describe it under reserved_domains"},
		{"TLS edge on a domain the account reserves", func(c *ingress.Client) { reserve(t, c, "app.example.com") }, `
tls_edges:
  - name: web
    hostports: [app.example.com:443]`, ""},
		{"hostport of two described edges", nothing, `
reserved_domains: [{domain: app.example.com}]
https_edges:
  - name: web
    hostports: [app.example.com:443]
tls_edges:
  - name: web
    hostports: [APP.example.com:443]`,
			`account.yaml:8: tls_edges[0].hostports[0]: APP.example.com:443 is also served by the https_edge "web" of the description: an edge's hostports are its own`},
		{"hostport of an edge made by hand", handEdge, `
tls_edges:
  - name: web
    hostports: [app.example.com:443]`,
			"account.yaml:4: tls_edges[0].hostports[0]: app.example.com:443 is served by https_edge edghts_"},
		{"URL of two described endpoints without pooling", nothing, `
reserved_domains: [{domain: app.example.com}]
cloud_endpoints:
  - name: blue
    url: https://app.example.com
    pooling_enabled: true` + policy + `
  - name: green
    url: https://app.example.com:443` + policy,
			`account.yaml:9: cloud_endpoints[1].url: https://app.example.com is also the URL of the cloud_endpoint "blue" of the description: endpoints share a URL only when each enables pooling_enabled`},
		{"URL of two described endpoints with pooling", nothing, `
reserved_domains: [{domain: app.example.com}]
cloud_endpoints:
  - name: blue
    url: https://app.example.com
    pooling_enabled: true` + policy + `
  - name: green
    url: https://app.example.com:443
    pooling_enabled: true` + policy, ""},
		{"URL of an endpoint made by hand without pooling", handEndpoint(false), `
cloud_endpoints:
  - name: app
    url: https://app.example.com
    pooling_enabled: true` + policy,
			"account.yaml:4: cloud_endpoints[0].url: https://app.example.com is also the URL of cloud_endpoint ep_"},
		{"URL of an endpoint made by hand with pooling", handEndpoint(true), `
cloud_endpoints:
  - name: app
    url: https://app.example.com
    pooling_enabled: true` + policy, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			problems := planOn(t, tc.byHand, tc.doc)
			if tc.want == "" {
				assert.Empty(t, problems)
				return
			}
			require.Len(t, problems, 1, "%q", problems)
			assert.True(t, strings.HasPrefix(problems[0], tc.want), "got  %s\nwant %s…", problems[0], tc.want)
		})
	}
}

// TestPlanAppliesAnEndpointURLInAnyForm checks that an endpoint's URL
// written with its scheme's default port, which the API drops, is no
// drift once applied.
func TestPlanAppliesAnEndpointURLInAnyForm(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: "app.example.com"}},
		CloudEndpoints: []setup.CloudEndpoint{
			{Name: "tls", URL: "tls://app.example.com:443", TrafficPolicy: "on_tcp_connect: [{actions: [{type: deny}]}]"},
			{Name: "web", URL: "HTTPS://App.Example.com:443", TrafficPolicy: helloPolicy},
		},
	}
	apply(t, c, want)
	again, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestPlanReplacesAnEndpointOfAnotherScheme checks that a cloud
// endpoint whose URL changes scheme, which the API does not change in
// place, is replaced, and the plan applies.
func TestPlanReplacesAnEndpointOfAnotherScheme(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	web := setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: "app.example.com"}},
		CloudEndpoints:  []setup.CloudEndpoint{{Name: "app", URL: "https://app.example.com", TrafficPolicy: helloPolicy}},
	}
	apply(t, c, web)
	tls := web
	tls.CloudEndpoints = []setup.CloudEndpoint{{Name: "app", URL: "tls://app.example.com", TrafficPolicy: "on_tcp_connect: [{actions: [{type: deny}]}]"}}
	p := apply(t, c, tls)
	require.Len(t, p.Changes, 1)
	assert.Equal(t, setup.Replace, p.Changes[0].Action)
	again, err := setup.NewPlan(t.Context(), c, tls)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}

// TestPlanReplacesAnEndpointWhosePoolingChanges checks that a cloud
// endpoint whose pooling_enabled changes, which the API sets only at
// creation (endpoints/endpoint-pooling.mdx), is replaced, both ways, and
// that an update of another field sends the kept value, which the API
// takes.
func TestPlanReplacesAnEndpointWhosePoolingChanges(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	alone := setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: "app.example.com"}},
		CloudEndpoints:  []setup.CloudEndpoint{{Name: "app", URL: "https://app.example.com", TrafficPolicy: helloPolicy}},
	}
	apply(t, c, alone)
	pooled := alone
	pooled.CloudEndpoints = []setup.CloudEndpoint{{Name: "app", URL: "https://app.example.com", TrafficPolicy: helloPolicy, PoolingEnabled: true}}
	for _, want := range []setup.Account{pooled, alone} {
		p := apply(t, c, want)
		require.Len(t, p.Changes, 1)
		assert.Equal(t, setup.Replace, p.Changes[0].Action)
		again, err := setup.NewPlan(t.Context(), c, want)
		require.NoError(t, err)
		assert.True(t, again.Empty(), "%s", again)
	}
	described := pooled
	described.CloudEndpoints = []setup.CloudEndpoint{{Name: "app", URL: "https://app.example.com", TrafficPolicy: helloPolicy, PoolingEnabled: true}}
	apply(t, c, described)
	described.CloudEndpoints[0].Description = "pooled"
	p := apply(t, c, described)
	require.Len(t, p.Changes, 1)
	assert.Equal(t, setup.Update, p.Changes[0].Action, "the kept pooling_enabled is sent again")
}
