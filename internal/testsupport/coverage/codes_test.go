package coverage_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serverDir holds package ingresstest, where every error code the server
// answers with is declared.
const serverDir = "../../../ingresstest"

// errorsPath is the page whose tables list the error codes.
const errorsPath = "../../../docs/ERRORS.md"

// listedCode matches a row of the table of error codes.
var listedCode = regexp.MustCompile("(?m)^\\| `(ERR_NGROK_[0-9]+|ERR_INGRESSTEST_[A-Z_]+)` \\|")

// TestErrorCodesPage checks that the table of error codes of docs/ERRORS.md
// lists every code that ingresstest declares, and no other.
func TestErrorCodesPage(t *testing.T) {
	declared := declaredCodes(t)
	require.NotEmpty(t, declared)
	raw, err := os.ReadFile(errorsPath)
	require.NoError(t, err)
	listed := make(map[string]bool)
	for _, m := range listedCode.FindAllStringSubmatch(string(raw), -1) {
		assert.False(t, listed[m[1]], "docs/ERRORS.md lists %s twice", m[1])
		listed[m[1]] = true
	}
	for code, name := range declared {
		assert.True(t, listed[code], "docs/ERRORS.md does not list %s (ingresstest.%s)", code, name)
	}
	for code := range listed {
		_, ok := declared[code]
		assert.True(t, ok, "docs/ERRORS.md lists %s, which ingresstest does not declare", code)
	}
}

// declaredCodes returns the error codes that the constants named Code...
// of package ingresstest hold, with the constants' names.
func declaredCodes(t *testing.T) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(serverDir)
	require.NoError(t, err)
	codes := make(map[string]string)
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), filepath.Join(serverDir, e.Name()), nil, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok {
				return true
			}
			for i, name := range spec.Names {
				if !strings.HasPrefix(name.Name, "Code") || i >= len(spec.Values) {
					continue
				}
				lit, ok := spec.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				code, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				if strings.HasPrefix(code, "ERR_NGROK_") || strings.HasPrefix(code, "ERR_INGRESSTEST_") {
					codes[code] = name.Name
				}
			}
			return true
		})
	}
	return codes
}
