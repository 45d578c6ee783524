package setup_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// TestFilterErrorLeavesRecordOut lists the TLS edges that setup made, two
// with a backend module and one without, through a filter that compares
// the backend's ID: on the edge without one the member is null and the
// expression fails, which leaves exactly that edge out, of the filter and
// of its negation alike.
func TestFilterErrorLeavesRecordOut(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: "a.example.com"}, {Domain: "b.example.com"}, {Domain: "c.example.com"}},
		StaticBackends:  []setup.StaticBackend{{Name: "origin", Address: "origin.example.com:443"}},
		TLSEdges: []setup.TLSEdge{
			{Name: "a", Hostports: []string{"a.example.com:443"}, EdgeModules: setup.EdgeModules{Backend: "origin"}},
			{Name: "b", Hostports: []string{"b.example.com:443"}, EdgeModules: setup.EdgeModules{Backend: "origin"}},
			{Name: "bare", Hostports: []string{"c.example.com:443"}},
		},
	})

	list := func(filter string) []string {
		var hosts []string
		for e, err := range edges.NewClient(c).TLS.List(t.Context(), &ingress.ListParams{Filter: new(filter)}).All() {
			require.NoError(t, err, filter)
			hosts = append(hosts, e.Hostports...)
		}
		slices.Sort(hosts)
		return hosts
	}
	all := list(`obj.hostports.size() > 0`)
	require.Equal(t, []string{"a.example.com:443", "b.example.com:443", "c.example.com:443"}, all)
	assert.Equal(t, []string{"a.example.com:443", "b.example.com:443"}, list(`obj.backend.backend.id > ""`))
	assert.Empty(t, list(`!(obj.backend.backend.id > "")`), "the negation fails on the same edge")
	assert.Equal(t, all, list(`obj.hostports.size() > 0 || obj.backend.backend.id > ""`),
		"a disjunction that another member makes true keeps the edge")
}

// TestRateLimitWithoutRate refuses a rate-limit action without its rate:
// trafficpolicy.Validate names the member, and a plan of a cloud endpoint
// with that policy, typed or as text, fails before any write.
func TestRateLimitWithoutRate(t *testing.T) {
	limit := trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RateLimit{
		Name: "per ip", Algorithm: trafficpolicy.AlgorithmSlidingWindow, Capacity: new(10), BucketKey: []string{"conn.client_ip"},
	}}}}}}
	err := limit.Validate()
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rate-limit: rate: is required")

	text := `on_http_request:
  - actions:
      - type: rate-limit
        config: {name: per ip, algorithm: sliding_window, capacity: 10, bucket_key: [conn.client_ip]}
`
	parsed, err := trafficpolicy.Parse([]byte(text))
	require.NoError(t, err, "Parse keeps what it reads; Validate judges it")
	assert.ErrorContains(t, parsed.Validate(), "rate-limit: rate: is required")

	srv, writes := counted(t)
	want := setup.Account{CloudEndpoints: []setup.CloudEndpoint{{Name: "limited", URL: "https://limited.internal",
		Bindings: []endpoints.Binding{endpoints.BindingInternal}, Policy: &limit}}}
	_, err = setup.NewPlan(t.Context(), srv.Client(), want)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "rate-limit: rate: is required")
	assert.Zero(t, writes.Load())
}

// TestEdgeHostWithNumericFirstLabel serves an HTTPS edge on
// 1.example.com: a first label that is a number makes a TCP address only
// when the second is "tcp", like 1.tcp.ngrok.io, so this is a domain,
// which the description reserves and the edge takes.
func TestEdgeHostWithNumericFirstLabel(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	want := setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: "1.example.com"}},
		HTTPSEdges:      []setup.HTTPSEdge{{Name: "numbered", Hostports: []string{"1.example.com:443"}}},
	}
	apply(t, c, want)
	var hosts []string
	for e, err := range edges.NewClient(c).HTTPS.List(t.Context(), nil).All() {
		require.NoError(t, err)
		hosts = append(hosts, e.Hostports...)
	}
	assert.Equal(t, []string{"1.example.com:443"}, hosts)
	assertConverged(t, c, want)
}
