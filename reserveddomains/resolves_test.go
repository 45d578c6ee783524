package reserveddomains_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/reserveddomains"
)

// TestResolvesToRoundTrip checks that resolves_to, which the official
// client has and the published description lacks, is kept: given at
// creation, replaced by an update that supplies it, kept by one that does
// not, and cleared by an empty list.
func TestResolvesToRoundTrip(t *testing.T) {
	e := newEnv(t)
	plain, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "plain.example.com"})
	require.NoError(t, err)
	assert.Equal(t, []reserveddomains.ResolvesToEntry{}, plain.ResolvesTo, "none given reads back empty")

	eu := []reserveddomains.ResolvesToEntry{{Value: "eu"}, {Value: "us"}}
	d, err := e.domains.Create(e.ctx, &reserveddomains.CreateParams{Domain: "app.example.com", ResolvesTo: eu})
	require.NoError(t, err)
	assert.Equal(t, eu, d.ResolvesTo)
	assert.Equal(t, eu, e.get(t, d.ID).ResolvesTo)

	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{Description: new("kept")})
	require.NoError(t, err)
	assert.Equal(t, eu, d.ResolvesTo, "an update without resolves_to keeps it")

	global := []reserveddomains.ResolvesToEntry{{Value: "global"}}
	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{ResolvesTo: global})
	require.NoError(t, err)
	assert.Equal(t, global, d.ResolvesTo, "a supplied list replaces")

	d, err = e.domains.Update(e.ctx, d.ID, &reserveddomains.UpdateParams{ResolvesTo: []reserveddomains.ResolvesToEntry{}})
	require.NoError(t, err)
	assert.Empty(t, d.ResolvesTo, "an empty list clears")
	assert.Empty(t, e.get(t, d.ID).ResolvesTo)
}
