package setup_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// requestLog is a transport that records the method and path of each
// request.
type requestLog struct {
	mu   sync.Mutex
	seen map[string]int
}

func (l *requestLog) RoundTrip(req *http.Request) (*http.Response, error) {
	l.mu.Lock()
	l.seen[req.Method+" "+req.URL.Path]++
	l.mu.Unlock()
	return http.DefaultTransport.RoundTrip(req)
}

// largeAccount describes 1,000 resources of 20 kinds, n of each kind by its
// name in plans.
func largeAccount() (a setup.Account, n map[string]int) {
	n = map[string]int{
		"reserved_domain": 120, "https_edge": 120, "https_edge_route": 120,
		"reserved_addr": 30, "tcp_edge": 30,
		"ip_policy": 60, "ip_policy_rule": 60,
		"http_response_backend": 60, "static_backend": 60, "tunnel_group_backend": 30,
		"weighted_backend": 30, "failover_backend": 30,
		"cloud_endpoint":    30,
		"event_destination": 20, "event_subscription": 20,
		"tunnel_credential": 40, "api_key": 40, "bot_user": 60,
		"vault": 20, "vault_secret": 20,
	}
	for i := range n["reserved_domain"] {
		domain := fmt.Sprintf("d%d.example.com", i)
		a.ReservedDomains = append(a.ReservedDomains, setup.ReservedDomain{Domain: domain})
		a.HTTPSEdges = append(a.HTTPSEdges, setup.HTTPSEdge{Name: domain, Hostports: []string{domain + ":443"},
			Routes: []setup.Route{{MatchType: "path_prefix", Match: "/", Backend: fmt.Sprintf("response%d", i%60)}}})
	}
	for i := range n["reserved_addr"] {
		a.ReservedAddrs = append(a.ReservedAddrs, setup.ReservedAddr{Name: fmt.Sprintf("addr%d", i)})
		a.TCPEdges = append(a.TCPEdges, setup.TCPEdge{Name: fmt.Sprintf("tcp%d", i), Addresses: []string{fmt.Sprintf("addr%d", i)}})
		a.TunnelGroupBackends = append(a.TunnelGroupBackends, setup.TunnelGroupBackend{Name: fmt.Sprintf("group%d", i),
			Labels: map[string]string{"n": fmt.Sprint(i)}})
		a.WeightedBackends = append(a.WeightedBackends, setup.WeightedBackend{Name: fmt.Sprintf("weighted%d", i),
			Backends: map[string]int64{fmt.Sprintf("static%d", i): 1}})
		a.FailoverBackends = append(a.FailoverBackends, setup.FailoverBackend{Name: fmt.Sprintf("failover%d", i),
			Backends: []string{fmt.Sprintf("static%d", i)}})
		a.CloudEndpoints = append(a.CloudEndpoints, setup.CloudEndpoint{Name: fmt.Sprintf("endpoint%d", i),
			URL: fmt.Sprintf("https://e%d.internal", i), Bindings: []endpoints.Binding{endpoints.BindingInternal}, TrafficPolicy: helloPolicy})
	}
	for i := range n["ip_policy"] {
		a.IPPolicies = append(a.IPPolicies, setup.IPPolicy{Name: fmt.Sprintf("policy%d", i),
			Rules: []setup.IPRule{{CIDR: fmt.Sprintf("10.0.%d.0/24", i), Action: ippolicies.ActionAllow}}})
		a.HTTPResponseBackends = append(a.HTTPResponseBackends, setup.HTTPResponseBackend{Name: fmt.Sprintf("response%d", i),
			StatusCode: 200, Body: "ok"})
		a.StaticBackends = append(a.StaticBackends, setup.StaticBackend{Name: fmt.Sprintf("static%d", i),
			Address: fmt.Sprintf("origin%d.example.com:443", i)})
		a.BotUsers = append(a.BotUsers, setup.BotUser{Name: fmt.Sprintf("bot%d", i)})
	}
	target := events.Target{CloudwatchLogs: &events.CloudwatchLogs{
		Auth:        &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}},
		LogGroupARN: "arn:aws:logs:us-east-1:123456789012:log-group:audit",
	}}
	for i := range n["event_destination"] {
		a.EventDestinations = append(a.EventDestinations, setup.EventDestination{Name: fmt.Sprintf("dest%d", i), Target: target})
		a.EventSubscriptions = append(a.EventSubscriptions, setup.EventSubscription{Name: fmt.Sprintf("sub%d", i),
			EventTypes: []events.EventType{events.IPPolicyCreated}, Destinations: []string{fmt.Sprintf("dest%d", i)}})
		a.Vaults = append(a.Vaults, setup.Vault{Name: fmt.Sprintf("vault%d", i), Secrets: []setup.Secret{
			{Name: "password", Value: setup.SecretSource{Env: "SETUP_TEST_DB_PASSWORD"}},
		}})
	}
	for i := range n["api_key"] {
		a.TunnelCredentials = append(a.TunnelCredentials, setup.TunnelCredential{Name: fmt.Sprintf("cred%d", i)})
		a.APIKeys = append(a.APIKeys, setup.APIKey{Name: fmt.Sprintf("key%d", i)})
	}
	return a, n
}

// idSegment matches a path segment that is a resource's ID.
var idSegment = regexp.MustCompile(`/[a-z]+_[0-9A-Za-z]{20,}`)

// TestPlanGets applies a description of 1,000 resources of 20 kinds, then
// counts the requests of a plan of it: one GET per page of each collection
// it reads, none of a single resource, and no write.
func TestPlanGets(t *testing.T) {
	// 50 vaults, over the default quota of 5.
	srv, _ := counted(t, ingresstest.WithQuotas(ingresstest.Quotas{Vaults: -1}))
	want, n := largeAccount()
	total := 0
	for _, k := range n {
		total += k
	}
	require.Equal(t, 1000, total)
	require.Len(t, n, 20)
	first := apply(t, srv.Client(), want, setup.Parallel(32))
	require.Len(t, first.Changes, total)

	log := &requestLog{seen: make(map[string]int)}
	c := srv.Client(ingress.WithHTTPClient(&http.Client{Transport: log}))
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	require.True(t, plan.Empty(), "%s", plan)

	items := map[string]int{ // by the collection NewPlan lists, with its items
		"/reserved_domains": n["reserved_domain"], "/reserved_addrs": n["reserved_addr"],
		"/ip_policies": n["ip_policy"], "/ip_policy_rules": n["ip_policy_rule"], "/ip_restrictions": 0,
		"/certificate_authorities": 0, "/tls_certificates": 0, "/ssh_certificate_authorities": 0,
		"/backends/http_response": n["http_response_backend"], "/backends/static": n["static_backend"],
		"/backends/tunnel_group": n["tunnel_group_backend"], "/backends/weighted": n["weighted_backend"],
		"/backends/failover": n["failover_backend"],
		"/edges/https":       n["https_edge"], "/edges/tcp": n["tcp_edge"], "/edges/tls": 0, "/endpoints": n["cloud_endpoint"],
		"/event_destinations": n["event_destination"], "/event_subscriptions": n["event_subscription"],
		"/credentials": n["tunnel_credential"], "/ssh_credentials": 0, "/api_keys": n["api_key"],
		"/bot_users": n["bot_user"], "/service_users": 0, "/vaults": n["vault"], "/vault_secrets": n["vault_secret"],
	}
	gets, pages := 0, 0
	for req, count := range log.seen {
		path, isGet := strings.CutPrefix(req, "GET ")
		require.True(t, isGet, "a plan only reads: %s", req)
		assert.NotRegexp(t, idSegment, path, "no GET of a single resource")
		gets += count
		held, ok := items[path]
		require.True(t, ok, "%s is not a collection of the description", req)
		want := max(1, (held+99)/100) // pages of 100
		pages += want
		assert.Equal(t, want, count, "%s: one GET per page of %d items", req, held)
	}
	assert.Len(t, log.seen, len(items), "every collection is read")
	t.Logf("%d GETs (%d pages of %d collections) for %d resources of %d kinds", gets, pages, len(items), total, len(n))
}
