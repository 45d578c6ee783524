package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/setup"
)

// assertConverged checks that a plan of want on c changes nothing.
func assertConverged(t *testing.T, c *ingress.Client, want setup.Account) {
	t.Helper()
	again, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "%s", again)
}
