package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/setup"
)

// TestDriftOfTCPAndTLSEdges removes modules of a TCP and a TLS edge by
// hand: the plan puts them back.
func TestDriftOfTCPAndTLSEdges(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	ctx := t.Context()
	apply(t, c, fixture())

	ec := edges.NewClient(c)
	for ed, err := range ec.TCP.List(ctx, nil).All() {
		require.NoError(t, err)
		require.NoError(t, ec.TCP.TrafficPolicy.Delete(ctx, ed.ID))
	}
	for ed, err := range ec.TLS.List(ctx, nil).All() {
		require.NoError(t, err)
		require.NoError(t, ec.TLS.MutualTLS.Delete(ctx, ed.ID))
	}

	plan, err := setup.NewPlan(ctx, c, fixture())
	require.NoError(t, err)
	diff := plan.String()
	assert.Contains(t, diff, "~ tcp_edge bastion (")
	assert.Contains(t, diff, "    + traffic_policy:\n      + on_tcp_connect:\n")
	assert.Contains(t, diff, "~ tls_edge mtls (")
	assert.Contains(t, diff, "+ mutual_tls = [\"clients\"]")
	require.Len(t, plan.Changes, 2, diff)
	require.NoError(t, plan.Apply(ctx))
	again, err := setup.NewPlan(ctx, c, fixture())
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}
