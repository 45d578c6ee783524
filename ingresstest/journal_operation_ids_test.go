package ingresstest_test

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// wildcard matches a wildcard of a path template or a route pattern.
var wildcard = regexp.MustCompile(`\{[^}]*\}`)

// TestOperationIDsMatchTheDescription checks that the journal names each
// route the published description describes by its operationId, and
// prints the table to paste when the routes have changed.
func TestOperationIDsMatchTheDescription(t *testing.T) {
	doc, err := conformance.LoadDescription()
	require.NoError(t, err)
	described := map[string]string{}
	for path, item := range doc.Paths.Map() {
		for method, op := range item.Operations() {
			described[method+" "+wildcard.ReplaceAllString(path, "{}")] = op.OperationID
		}
	}
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	want := map[string]string{}
	for _, pattern := range srv.Routes() {
		if id, ok := described[wildcard.ReplaceAllString(pattern, "{}")]; ok {
			want[pattern] = id
		}
	}
	require.Contains(t, want, "GET /reserved_domains/{id}")
	if !assert.Equal(t, want, ingresstest.OperationIDs) {
		var b strings.Builder
		for _, k := range slices.Sorted(maps.Keys(want)) {
			fmt.Fprintf(&b, "\t%q: %q,\n", k, want[k])
		}
		t.Logf("the table of ingresstest/internal/journal/operation_ids.go:\n%s", b.String())
	}
	t.Logf("%d routes, %d described", len(srv.Routes()), len(want))
}
