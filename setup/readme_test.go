package setup_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestREADMEExample reads the README's YAML description: it parses, and
// every list of it is filled.
func TestREADMEExample(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	_, rest, ok := strings.Cut(string(b), "The description, in YAML")
	require.True(t, ok)
	_, rest, ok = strings.Cut(rest, "```yaml\n")
	require.True(t, ok)
	doc, _, ok := strings.Cut(rest, "```")
	require.True(t, ok)
	a, err := setup.Parse("README.md", []byte(doc))
	require.NoError(t, err)
	assert.Equal(t, 35, countResources(a))
	require.NotNil(t, a.HTTPSEdges[0].Routes[3].OAuth)
	assert.Equal(t, "github", a.HTTPSEdges[0].Routes[3].OAuth.Provider)
	require.NotNil(t, a.CloudEndpoints[1].Policy)
	assert.NoError(t, a.CloudEndpoints[1].Policy.Validate())
	assert.Equal(t, "vault_2abc...", a.Vaults[1].Adopt)
}
