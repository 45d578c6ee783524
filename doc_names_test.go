package ingress_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPackageDocNamesEveryPackage checks that the root package's doc
// comment names every package at the top of the module (each family,
// trafficpolicy, setup, ingresstest), so that a new family is not left
// out of it.
func TestPackageDocNamesEveryPackage(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	require.NoError(t, err)
	doc := f.Doc.Text()
	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	var packages []string
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "internal" || e.Name() == "testdata" || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		sources, err := filepath.Glob(filepath.Join(e.Name(), "*.go"))
		require.NoError(t, err)
		for _, src := range sources {
			if !strings.HasSuffix(src, "_test.go") {
				packages = append(packages, e.Name())
				break
			}
		}
	}
	assert.GreaterOrEqual(t, len(packages), 25, "the 22 families, trafficpolicy, setup and ingresstest: %v", packages)
	for _, p := range packages {
		assert.Regexp(t, regexp.MustCompile(`\b`+p+`\b`), doc, "the package doc names %s", p)
	}
}
