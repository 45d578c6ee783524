package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
)

// TestBeforeIDNeverIssued checks that before_id is a cursor over IDs, as
// the API documents it: a well-formed ID that was never issued lists the
// items whose IDs sort before it.
func TestBeforeIDNeverIssued(t *testing.T) {
	_, c := newServer(t)
	keys := apikeys.NewClient(c)
	for range 2 {
		_, err := keys.Create(t.Context(), nil)
		require.NoError(t, err)
	}
	for cursor, want := range map[string]int{
		"ak_000000000000000000000000000": 0,
		"ak_ZZZZZZZZZZZZZZZZZZZZZZZZZZZ": 3,
	} {
		var page keyPage
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?before_id="+cursor, nil, &page), cursor)
		assert.Len(t, page.Keys, want, cursor)
	}
}
