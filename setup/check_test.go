package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/trafficpolicy"
)

// TestPlanRefusesWhatApplyWould changes the fixture in ways that the API
// refuses: NewPlan refuses each, naming the resource, the field and the
// reference (or the cycle of backends) at fault, and nothing is changed.
// A reference to a resource of the wrong kind is refused too.
func TestPlanRefusesWhatApplyWould(t *testing.T) {
	srv, writes := counted(t)
	for _, tc := range []struct {
		name   string
		change func(a *setup.Account)
		want   string
	}{
		{"endpoint with both policies", func(a *setup.Account) { a.CloudEndpoints[0].Policy = a.CloudEndpoints[1].Policy },
			`cloud_endpoint "hello": give traffic_policy or policy, not both`},
		{"endpoint with an invalid typed policy", func(a *setup.Account) {
			a.CloudEndpoints[1].Policy = &trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
				Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RestrictIPs{Allow: []string{"not a CIDR"}}}},
			}}}
		}, `cloud_endpoint "intranet": policy: `},
		{"weighted naming itself", func(a *setup.Account) { a.WeightedBackends[0].Backends["canary"] = 1 },
			`weighted_backend "canary": backends: "canary" is the backend itself`},
		{"failover naming itself", func(a *setup.Account) {
			a.FailoverBackends[0].Backends = append(a.FailoverBackends[0].Backends, "resilient")
		}, `failover_backend "resilient": backends: "resilient" is the backend itself`},
		{"weighted and failover naming each other", func(a *setup.Account) { a.WeightedBackends[0].Backends["resilient"] = 1 },
			`weighted_backend "canary": backends: cycle canary → resilient → canary`},
		{"a cycle through four backends", func(a *setup.Account) {
			a.WeightedBackends = append(a.WeightedBackends, setup.WeightedBackend{Name: "outer", Backends: map[string]int64{"resilient": 1, "origin": 1}})
			a.FailoverBackends = append(a.FailoverBackends, setup.FailoverBackend{Name: "spare", Backends: []string{"welcome", "outer"}})
			a.WeightedBackends[0].Backends["spare"] = 1
		}, `weighted_backend "canary": backends: cycle canary → spare → outer → resilient → canary`},
		{"two kinds of backend with one name", func(a *setup.Account) {
			a.FailoverBackends = append(a.FailoverBackends, setup.FailoverBackend{Name: "origin", Backends: []string{"welcome"}})
		}, `failover_backend "origin": has the name of a static_backend: every kind of backend shares one set of names`},
		{"a kind naming one twice", func(a *setup.Account) { a.StaticBackends = append(a.StaticBackends, a.StaticBackends[0]) },
			`static_backend "origin": is described twice`},
		{"TLS passed through with mutual TLS", func(a *setup.Account) {
			a.TLSEdges[0].TerminateAt, a.TLSEdges[0].MinTLSVersion = edges.TerminateAtUpstream, ""
		}, `tls_edge "mtls": mutual_tls: not allowed with terminate_at "upstream", where TLS passes through the edge`},
		{"TLS passed through with a lowest version", func(a *setup.Account) { a.TLSEdges[0].TerminateAt = edges.TerminateAtUpstream },
			`tls_edge "mtls": min_tls_version: not allowed with terminate_at "upstream"`},
		{"TLS passed through with a Traffic Policy", func(a *setup.Account) {
			a.TLSEdges[0].TerminateAt, a.TLSEdges[0].MinTLSVersion, a.TLSEdges[0].MutualTLS = edges.TerminateAtUpstream, "", nil
			a.TLSEdges[0].TrafficPolicy = tcpPolicy
		}, `tls_edge "mtls": traffic_policy: not allowed with terminate_at "upstream"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := fixture()
			tc.change(&a)
			_, err := setup.NewPlan(t.Context(), srv.Client(), a)
			assert.ErrorContains(t, err, tc.want)
		})
	}

	a := fixture()
	a.TLSEdges[0].MutualTLS = []string{"origin"}
	_, err := setup.NewPlan(t.Context(), srv.Client(), a)
	assert.EqualError(t, err, `tls_edge "mtls": refers to the certificate_authority "origin", which the description does not hold`,
		"a reference of the wrong kind is refused while planning")
	assert.Zero(t, writes.Load(), "nothing was changed")
}
