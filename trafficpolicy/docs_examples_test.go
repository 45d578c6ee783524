package trafficpolicy_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// The example policies of the actions reference, in testdata/docs, parse
// into typed configs, validate, and survive a round trip through JSON.
func TestDocumentedExamplePolicies(t *testing.T) {
	files, err := filepath.Glob("testdata/docs/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			doc, err := os.ReadFile(file)
			require.NoError(t, err)
			p, err := trafficpolicy.Parse(doc)
			require.NoError(t, err)
			assert.Empty(t, p.Extra, "every phase is typed")
			for _, a := range actionsOf(p) {
				_, raw := a.Config.(trafficpolicy.RawConfig)
				assert.False(t, raw, "%s has a typed config", a.Type)
			}
			assert.NoError(t, p.Validate())

			out, err := p.JSON()
			require.NoError(t, err)
			again, err := trafficpolicy.Parse([]byte(out))
			require.NoError(t, err)
			assert.JSONEq(t, out, again.String())
		})
	}
}
