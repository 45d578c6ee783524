package ingresstest_test

import (
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
)

// TestCatalogueServesTheDeclaredCodes checks that the codes ingresstest
// declares, those it answers with, are exactly those the catalogue of
// docs/ERRORS.md marks served: a code the fake gives is catalogued with
// its condition and status, and a code marked served is one it gives.
func TestCatalogueServesTheDeclaredCodes(t *testing.T) {
	declared := map[string]bool{}
	for name, literal := range declaredCodes(t, ".") {
		code, err := strconv.Unquote(literal)
		require.NoError(t, err, name)
		if code != "" {
			declared[code] = true
		}
	}
	served := map[string]bool{}
	for _, e := range errcatalog.Entries() {
		if e.Class == errcatalog.Served {
			served[e.Name()] = true
		}
	}
	assert.Empty(t, missingFrom(declared, served), "declared by ingresstest but not marked served in the catalogue")
	assert.Empty(t, missingFrom(served, declared), "marked served in the catalogue but declared by no constant of ingresstest")
}

// missingFrom returns the keys of from that are not in in, sorted.
func missingFrom(from, in map[string]bool) []string {
	var missing []string
	for code := range from {
		if !in[code] {
			missing = append(missing, code)
		}
	}
	sort.Strings(missing)
	return missing
}
