package edges_test

import (
	"net/netip"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/ippolicies"
)

// officePolicy creates a policy that allows 203.0.113.0/24 but denies
// 203.0.113.66, and returns its ID.
func officePolicy(e *env, ipp *ippolicies.Client) string {
	e.t.Helper()
	pol, err := ipp.Policies.Create(e.ctx, &ippolicies.PolicyCreateParams{Description: new("office")})
	require.NoError(e.t, err)
	for cidr, action := range map[string]ippolicies.Action{
		"203.0.113.0/24":  ippolicies.ActionAllow,
		"203.0.113.66/32": ippolicies.ActionDeny,
	} {
		_, err := ipp.Rules.Create(e.ctx, &ippolicies.RuleCreateParams{IPPolicyID: pol.ID, CIDR: cidr, Action: action})
		require.NoError(e.t, err)
	}
	return pol.ID
}

// requireAllows checks what the edge (and route) answers for each address.
func requireAllows(e *env, edgeID, routeID string, want map[string]bool) {
	e.t.Helper()
	for addr, allowed := range want {
		got, err := e.srv.EdgeAllows(edgeID, routeID, netip.MustParseAddr(addr))
		require.NoError(e.t, err)
		assert.Equal(e.t, allowed, got, "%s via %s %s", addr, edgeID, routeID)
	}
}

// office is what a restriction to officePolicy answers.
var office = map[string]bool{"203.0.113.7": true, "203.0.113.66": false, "198.51.100.1": false}

// everyone is what an edge without an enabled restriction answers.
var everyone = map[string]bool{"203.0.113.7": true, "203.0.113.66": true, "198.51.100.1": true}

// nobody is what a restriction whose policies have no rules answers.
var nobody = map[string]bool{"203.0.113.7": false, "203.0.113.66": false, "198.51.100.1": false}

func TestEdgeAllowsTLS(t *testing.T) {
	e := newEnv(t)
	ipp := ippolicies.NewClient(e.raw)
	pol := officePolicy(e, ipp)

	open, err := e.edges.TLS.Create(e.ctx, nil)
	require.NoError(t, err)
	requireAllows(e, open.ID, "", everyone)

	edge, err := e.edges.TLS.Create(e.ctx, &edges.TLSEdgeCreateParams{
		IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{pol}},
	})
	require.NoError(t, err)
	requireAllows(e, edge.ID, "", office)

	_, err = e.edges.TLS.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{Enabled: new(false), IPPolicyIDs: []string{pol}})
	require.NoError(t, err)
	requireAllows(e, edge.ID, "", everyone)

	_, err = e.edges.TLS.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{IPPolicyIDs: []string{pol}})
	require.NoError(t, err)
	requireAllows(e, edge.ID, "", office)

	// Deleting the policy deletes its rules: the module keeps the
	// reference, to a policy with no rules, which lets nobody through.
	require.NoError(t, ipp.Policies.Delete(e.ctx, pol))
	requireAllows(e, edge.ID, "", nobody)
}

func TestEdgeAllowsTCP(t *testing.T) {
	e := newEnv(t)
	pol := officePolicy(e, ippolicies.NewClient(e.raw))
	edge, err := e.edges.TCP.Create(e.ctx, &edges.TCPEdgeCreateParams{
		IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{pol}},
	})
	require.NoError(t, err)
	requireAllows(e, edge.ID, "", office)

	require.NoError(t, e.edges.TCP.IPRestriction.Delete(e.ctx, edge.ID))
	requireAllows(e, edge.ID, "", everyone)
}

func TestEdgeAllowsHTTPSRoute(t *testing.T) {
	e := newEnv(t)
	ipp := ippolicies.NewClient(e.raw)
	pol := officePolicy(e, ipp)
	edge, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	restricted, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{
		MatchType: edges.MatchPathPrefix, Match: "/admin",
		IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{pol}},
	})
	require.NoError(t, err)
	open, err := e.edges.Routes.Create(e.ctx, edge.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(t, err)

	requireAllows(e, edge.ID, restricted.ID, office)
	requireAllows(e, edge.ID, open.ID, everyone)

	require.NoError(t, ipp.Policies.Delete(e.ctx, pol))
	requireAllows(e, edge.ID, restricted.ID, nobody)
	requireAllows(e, edge.ID, open.ID, everyone)
}

func TestEdgeAllowsUnknown(t *testing.T) {
	e := newEnv(t)
	tls, err := e.edges.TLS.Create(e.ctx, nil)
	require.NoError(t, err)
	https, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	other, err := e.edges.HTTPS.Create(e.ctx, nil)
	require.NoError(t, err)
	route, err := e.edges.Routes.Create(e.ctx, other.ID, &edges.RouteCreateParams{MatchType: edges.MatchPathPrefix, Match: "/"})
	require.NoError(t, err)
	require.NoError(t, e.edges.TLS.Delete(e.ctx, tls.ID))

	addr := netip.MustParseAddr("203.0.113.7")
	for _, c := range []struct{ name, edgeID, routeID string }{
		{"deleted TLS edge", tls.ID, ""},
		{"unknown TCP edge", "edgtcp_000000000000000000000000000", ""},
		{"unknown HTTPS edge", "edghts_000000000000000000000000000", route.ID},
		{"HTTPS edge without the route", https.ID, route.ID},
		{"HTTPS edge without a route ID", https.ID, ""},
		{"not an edge", "ipp_000000000000000000000000000", ""},
	} {
		got, err := e.srv.EdgeAllows(c.edgeID, c.routeID, addr)
		require.Error(t, err, c.name)
		assert.Contains(t, err.Error(), "not found", c.name)
		assert.False(t, got, c.name)
	}
}
