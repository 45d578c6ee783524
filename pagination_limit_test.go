package ingress_test

import (
	"net/http"
	"testing"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
)

// TestListLimitIsChecked checks that a page size outside 1 to 100 is
// refused before anything is sent, unless validation is off.
func TestListLimitIsChecked(t *testing.T) {
	for _, limit := range []int{0, -1, ingress.MaxPageSize + 1} {
		c, mock := newMockClient(t)
		it := ingress.List[map[string]any](t.Context(), c, "/api_keys", "keys", &ingress.ListParams{Limit: new(limit)})
		require.False(t, it.Next())
		var verr *ingress.ValidationError
		require.ErrorAs(t, it.Err(), &verr, "limit %d", limit)
		assert.Equal(t, "limit", verr.Field)
		assert.Zero(t, mock.GetTotalCallCount(), "limit %d was sent", limit)
	}
	for _, limit := range []int{1, ingress.MaxPageSize} {
		c, mock := newMockClient(t)
		mock.RegisterResponder(http.MethodGet, "=~/api_keys", httpmock.NewStringResponder(200, `{"keys":[],"next_page_uri":null}`))
		it := ingress.List[map[string]any](t.Context(), c, "/api_keys", "keys", &ingress.ListParams{Limit: new(limit)})
		require.False(t, it.Next())
		require.NoError(t, it.Err(), "limit %d", limit)
	}
}
