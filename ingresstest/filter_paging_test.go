package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// filteredPage is a page of API keys as the server sends it.
type filteredPage struct {
	Keys        []apikeys.APIKey `json:"keys"`
	NextPageURI *string          `json:"next_page_uri"`
}

// seedAlternating creates n API keys described "a", "b", "a", ... and
// returns their IDs, oldest first.
func seedAlternating(t *testing.T, c *ingress.Client, n int) []string {
	t.Helper()
	ids := make([]string, n)
	for i := range ids {
		k, err := apikeys.NewClient(c).Create(t.Context(), &apikeys.CreateParams{Description: new("ab"[i%2 : i%2+1])})
		require.NoError(t, err)
		ids[i] = k.ID
	}
	return ids
}

func TestFilterPaging(t *testing.T) {
	srv, c := newServer(t)
	ids := seedAlternating(t, c, 9) // "a" at 0, 2, 4, 6, 8
	get := func(t *testing.T, path string) filteredPage {
		t.Helper()
		res := send(t, srv, rawCall{method: http.MethodGet, path: path})
		require.Equal(t, http.StatusOK, res.status, "%s", res.body)
		var p filteredPage
		require.NoError(t, json.Unmarshal(res.body, &p))
		return p
	}
	filter := url.QueryEscape(`obj.description == "a"`)
	idsOf := func(p filteredPage) []string {
		out := []string{}
		for _, k := range p.Keys {
			out = append(out, k.ID)
		}
		return out
	}

	t.Run("limit counts matches and next_page_uri keeps the filter", func(t *testing.T) {
		p1 := get(t, "/api_keys?limit=2&filter="+filter)
		assert.Equal(t, []string{ids[8], ids[6]}, idsOf(p1))
		require.NotNil(t, p1.NextPageURI)
		next, err := url.Parse(*p1.NextPageURI)
		require.NoError(t, err)
		assert.Equal(t, url.Values{"before_id": {ids[6]}, "limit": {"2"}, "filter": {`obj.description == "a"`}}, next.Query())

		p2 := get(t, next.RequestURI())
		assert.Equal(t, []string{ids[4], ids[2]}, idsOf(p2), "page 2 is filtered too")
		require.NotNil(t, p2.NextPageURI)
		next, err = url.Parse(*p2.NextPageURI)
		require.NoError(t, err)
		p3 := get(t, next.RequestURI())
		assert.Equal(t, []string{ids[0]}, idsOf(p3))
		assert.Nil(t, p3.NextPageURI)
	})
	t.Run("no next page when no older item matches", func(t *testing.T) {
		p := get(t, "/api_keys?limit=2&filter="+url.QueryEscape(`obj.description == "b"`)+"&before_id="+ids[4])
		assert.Equal(t, []string{ids[3], ids[1]}, idsOf(p))
		assert.Nil(t, p.NextPageURI, "the admin's key, older, does not match")
	})
	t.Run("before_id need not match", func(t *testing.T) {
		p := get(t, "/api_keys?filter="+filter+"&before_id="+ids[5])
		assert.Equal(t, []string{ids[4], ids[2], ids[0]}, idsOf(p))
		assert.Nil(t, p.NextPageURI)
	})
	t.Run("nothing matches", func(t *testing.T) {
		p := get(t, "/api_keys?filter="+url.QueryEscape(`obj.description == "c"`))
		assert.Equal(t, []string{}, idsOf(p))
		assert.NotNil(t, p.Keys, "an empty list, not null")
		assert.Nil(t, p.NextPageURI)
	})
	t.Run("an empty filter is no filter", func(t *testing.T) {
		p := get(t, "/api_keys?limit=3&filter=")
		assert.Equal(t, []string{ids[8], ids[7], ids[6]}, idsOf(p))
		require.NotNil(t, p.NextPageURI)
		assert.NotContains(t, *p.NextPageURI, "filter")
	})
	t.Run("the SDK pages through a filter", func(t *testing.T) {
		var got []string
		for k, err := range apikeys.NewClient(c).List(t.Context(), &ingress.ListParams{Filter: new(`obj.description == "b"`), Limit: new(1)}).All() {
			require.NoError(t, err)
			got = append(got, k.ID)
		}
		assert.Equal(t, []string{ids[7], ids[5], ids[3], ids[1]}, got)
	})
}
