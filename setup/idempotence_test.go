package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestIdempotence applies a description to an empty account: the second
// plan is empty and its apply sends no write request.
func TestIdempotence(t *testing.T) {
	srv, writes := counted(t)
	c := srv.Client()

	first := apply(t, c, fixture())
	assert.Len(t, first.Changes, fixtureChanges, "%s", first)
	for _, ch := range first.Changes {
		assert.Equal(t, setup.Create, ch.Action, "%s", ch)
	}
	assert.Equal(t, int64(fixtureChanges), writes.Load(), "one write per change")

	second, err := setup.NewPlan(t.Context(), c, fixture())
	require.NoError(t, err)
	assert.True(t, second.Empty(), "second plan:\n%s", second)
	assert.Equal(t, "No changes.\n", second.String())
	before := writes.Load()
	require.NoError(t, second.Apply(t.Context()))
	assert.Equal(t, before, writes.Load(), "the second apply writes nothing")
}
