package ingresstest_test

import (
	"net/http"
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

func TestFilterNestingRefusedCheaply(t *testing.T) {
	srv, _ := newServer(t)
	nested := strings.Repeat("[", 240) + strings.Repeat("]", 240) + "==[]"
	filter := strings.Repeat(nested+" && ", 7) + nested
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	requireFilterRefused(t, srv, "/api_keys", filter, "recursion limit exceeded: 32")
	runtime.ReadMemStats(&after)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(32<<20), "bytes allocated refusing it")
}

func TestFilterEstimatedCostRefused(t *testing.T) {
	srv, _ := newServer(t)
	// Each comparison of two members is estimated at about 105,000 units.
	filter := strings.Repeat("obj.id==obj.id||", 240) + "true"
	requireFilterRefused(t, srv, "/api_keys", filter, "above the limit of 16777216 (maxFilterEstimatedCost)")
	// A few of them are an ordinary filter.
	res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys?filter=" + url.QueryEscape(strings.Repeat("obj.id==obj.id||", 10)+"false")})
	assert.Equal(t, http.StatusOK, res.status, string(res.body))
}

func TestFilterScanBoundedByRecords(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	first, err := keys.Create(t.Context(), &apikeys.CreateParams{Description: new("first")})
	require.NoError(t, err)
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 25_000)
	filter := `obj.description == "first"`
	// The first page reads maxFilterScan records, of which none matches,
	// and says where the list goes on.
	res := send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys?filter=" + url.QueryEscape(filter)})
	require.Equal(t, http.StatusOK, res.status, string(res.body))
	assert.Contains(t, string(res.body), `"keys":[]`)
	assert.Contains(t, string(res.body), "before_id=")
	// Following the pages finds it.
	var got []string
	for k, err := range keys.List(t.Context(), &ingress.ListParams{Filter: &filter}).All() {
		require.NoError(t, err)
		got = append(got, k.ID)
	}
	assert.Equal(t, []string{first.ID}, got)
}
