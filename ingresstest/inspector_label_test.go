package ingresstest_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// TestInspectorNamesWhatTheCommandManages checks that a record without a
// naming field of its own, which the ingress command manages by a name
// in its metadata, shows that name in the Name column.
func TestInspectorNamesWhatTheCommandManages(t *testing.T) {
	srv, c := newServer(t)
	policy, err := ippolicies.NewClient(c).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{
		Metadata: new(`{"ingress-setup":"office-allowlist","team":"net"}`),
	})
	require.NoError(t, err)
	resp := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, signIn(t, srv))
	require.Equal(t, http.StatusOK, resp.status)
	assert.Contains(t, resp.body, policy.ID+`</code></a></td><td>office-allowlist</td>`)
}
