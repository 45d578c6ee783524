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

func TestTCPEdgeRoundTrip(t *testing.T) {
	e := newEnv(t)
	tcp := e.edges.TCP
	bkd, ipp := e.backend(), e.ipPolicy()
	_, addr := e.reservedAddr()

	created, err := tcp.Create(e.ctx, &edges.TCPEdgeCreateParams{
		Description:   new("ssh"),
		Hostports:     []string{addr},
		Backend:       &edges.BackendParams{BackendID: bkd},
		IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp}},
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "edgtcp_"), created.ID)
	assert.Equal(t, e.srv.URL+"/edges/tcp/"+created.ID, created.URI)
	assert.Equal(t, []string{addr}, created.Hostports)
	assert.Equal(t, bkd, created.Backend.Backend.ID)
	assert.Equal(t, ipp, created.IPRestriction.IPPolicies[0].ID)
	assert.Nil(t, created.TrafficPolicy)

	got, err := tcp.Get(e.ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	updated, err := tcp.Update(e.ctx, created.ID, &edges.TCPEdgeUpdateParams{
		Description:   new("ssh bastion"),
		TrafficPolicy: &edges.TrafficPolicyParams{Enabled: new(false), Value: "{}"},
	})
	require.NoError(t, err)
	assert.Equal(t, "ssh bastion", updated.Description)
	assert.Equal(t, created.Backend, updated.Backend, "a module not supplied is unchanged")
	assert.Equal(t, &edges.TrafficPolicy{Value: "{}"}, updated.TrafficPolicy)

	var n int
	for edge, err := range tcp.List(e.ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		assert.Equal(t, created.ID, edge.ID)
		n++
	}
	assert.Equal(t, 1, n)

	require.NoError(t, tcp.Delete(e.ctx, created.ID))
	_, err = tcp.Get(e.ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestTCPEdgeModules(t *testing.T) {
	e := newEnv(t)
	tcp := e.edges.TCP
	_, addr := e.reservedAddr()
	edge, err := tcp.Create(e.ctx, &edges.TCPEdgeCreateParams{Hostports: []string{addr}})
	require.NoError(t, err)

	bkd, ipp := e.backend(), e.ipPolicy()
	b, err := tcp.Backend.Replace(e.ctx, edge.ID, &edges.BackendParams{Enabled: new(false), BackendID: bkd})
	require.NoError(t, err)
	assert.Equal(t, &edges.Backend{Backend: &ingress.Ref{ID: bkd, URI: e.srv.URL + "/backends/http_response/" + bkd}}, b)
	ipr, err := tcp.IPRestriction.Replace(e.ctx, edge.ID, &edges.IPRestrictionParams{IPPolicyIDs: []string{ipp}})
	require.NoError(t, err)
	assert.True(t, ipr.Enabled)
	tp, err := tcp.TrafficPolicy.Replace(e.ctx, edge.ID, &edges.TrafficPolicyParams{Value: "{}"})
	require.NoError(t, err)

	gb, err := tcp.Backend.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, b, gb)
	gi, err := tcp.IPRestriction.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, ipr, gi)
	gp, err := tcp.TrafficPolicy.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, tp, gp)

	require.NoError(t, tcp.Backend.Delete(e.ctx, edge.ID))
	require.NoError(t, tcp.IPRestriction.Delete(e.ctx, edge.ID))
	require.NoError(t, tcp.TrafficPolicy.Delete(e.ctx, edge.ID))
	got, err := tcp.Get(e.ctx, edge.ID)
	require.NoError(t, err)
	assert.Equal(t, edge, got)
}

func TestTCPEdgeRules(t *testing.T) {
	e := newEnv(t)
	edge, err := e.edges.TCP.Create(e.ctx, nil)
	require.NoError(t, err)
	e.refusedWith("hostports[0]", ingresstest.CodeHostPortForm, func(c *edges.Client) error {
		_, err := c.TCP.Create(e.ctx, &edges.TCPEdgeCreateParams{Hostports: []string{"tcp.example.com:port"}})
		return err
	})
	e.refused("ip_restriction.ip_policy_ids[0]", func(c *edges.Client) error {
		_, err := c.TCP.Update(e.ctx, edge.ID, &edges.TCPEdgeUpdateParams{IPRestriction: &edges.IPRestrictionParams{IPPolicyIDs: []string{"a/b"}}})
		return err
	})
	e.refused("backend_id", func(c *edges.Client) error {
		_, err := c.TCP.Backend.Replace(e.ctx, edge.ID, &edges.BackendParams{})
		return err
	})
	e.refused("value", func(c *edges.Client) error {
		_, err := c.TCP.TrafficPolicy.Replace(e.ctx, edge.ID, &edges.TrafficPolicyParams{Value: " "})
		return err
	})
}

func TestTCPEdgeReservedAddrs(t *testing.T) {
	e := newEnv(t)
	tcp := e.edges.TCP
	addrID, addr := e.reservedAddr()
	for _, tc := range []struct{ hostport, code string }{
		{"1.tcp.ngrok.io:20001", ingresstest.CodeAddrNotReserved},
		{"192.0.2.1:20001", ingresstest.CodeAddrNotReserved},
		{"db.example.com:5432", ingresstest.CodeTCPEdgeDomain},
	} {
		t.Run(tc.hostport, func(t *testing.T) {
			_, err := tcp.Create(e.ctx, &edges.TCPEdgeCreateParams{Hostports: []string{addr, tc.hostport}})
			testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.hostport)
		})
	}

	edge, err := tcp.Create(e.ctx, &edges.TCPEdgeCreateParams{Hostports: []string{addr}})
	require.NoError(t, err)
	_, err = tcp.Update(e.ctx, edge.ID, &edges.TCPEdgeUpdateParams{Hostports: []string{"db.example.com:5432"}})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeTCPEdgeDomain)

	// The address stays reserved while the edge is on it.
	err = e.raw.Do(e.ctx, http.MethodDelete, "/reserved_addrs/"+addrID, nil, nil)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeAddrInUse, edge.ID)
	require.NoError(t, tcp.Delete(e.ctx, edge.ID))
	e.remove("/reserved_addrs", addrID)
}
