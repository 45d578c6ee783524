package ingresstest_test

import (
	"encoding/json"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
)

// keyPage is one page of API keys as the server sends it.
type keyPage struct {
	Keys        []apikeys.APIKey `json:"keys"`
	URI         string           `json:"uri"`
	NextPageURI *string          `json:"next_page_uri"`
}

func TestPaging(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	created := []string{}
	for k, err := range keys.List(t.Context(), nil).All() {
		require.NoError(t, err)
		created = append(created, k.ID) // the admin's key
	}
	for i := range 250 {
		k, err := keys.Create(t.Context(), &apikeys.CreateParams{Description: new(strconv.Itoa(i))})
		require.NoError(t, err)
		created = append(created, k.ID)
	}
	newestFirst := slices.Clone(created)
	slices.Reverse(newestFirst)

	for _, limit := range []int{100, 7} {
		t.Run("limit "+strconv.Itoa(limit), func(t *testing.T) {
			var listed []string
			for k, err := range keys.List(t.Context(), &ingress.ListParams{Limit: &limit}).All() {
				require.NoError(t, err)
				listed = append(listed, k.ID)
			}
			assert.Equal(t, newestFirst, listed, "each key exactly once, newest first")

			// The pages themselves: full pages, then the rest, and a null
			// next_page_uri on the last one.
			var sizes []int
			next := "/api_keys?limit=" + strconv.Itoa(limit)
			for next != "" {
				var page keyPage
				require.NoError(t, c.Do(t.Context(), "GET", next, nil, &page))
				assert.Equal(t, srv.URL+"/api_keys", page.URI)
				sizes = append(sizes, len(page.Keys))
				next = ""
				if page.NextPageURI != nil {
					next = *page.NextPageURI
					u, err := url.Parse(next)
					require.NoError(t, err)
					assert.Equal(t, srv.URL+"/api_keys", u.Scheme+"://"+u.Host+u.Path, "next_page_uri is absolute")
					assert.Equal(t, strconv.Itoa(limit), u.Query().Get("limit"), "next_page_uri keeps the limit")
					assert.Equal(t, page.Keys[len(page.Keys)-1].ID, u.Query().Get("before_id"))
				}
			}
			want := make([]int, 251/limit)
			for i := range want {
				want[i] = limit
			}
			want = append(want, 251%limit)
			assert.Equal(t, want, sizes)
		})
	}
	t.Run("default limit is 100", func(t *testing.T) {
		var page keyPage
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, &page))
		assert.Len(t, page.Keys, 100)
		require.NotNil(t, page.NextPageURI)
		assert.NotContains(t, *page.NextPageURI, "limit=", "no limit given, none added")
	})
	t.Run("a deleted key drops out of the list", func(t *testing.T) {
		require.NoError(t, keys.Delete(t.Context(), newestFirst[0]))
		var page keyPage
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?limit=1", nil, &page))
		require.Len(t, page.Keys, 1)
		assert.Equal(t, newestFirst[1], page.Keys[0].ID)
	})
}

func TestPagingErrors(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	gone, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	require.NoError(t, keys.Delete(t.Context(), gone.ID))
	for _, query := range []string{
		"limit=0", "limit=-1", "limit=101", "limit=abc", "limit=", "limit=1.5", "limit=99999999999999999999",
		"before_id=nope", "before_id=cr_000000000000000000000000000",
		"before_id=" + srv.AdminID,
	} {
		t.Run(query, func(t *testing.T) {
			name, _, _ := strings.Cut(query, "=")
			code := ingresstest.CodeBadPaging
			if name == "limit" {
				code = ingresstest.CodeBadLimit
			}
			doc := requireError(t, send(t, srv, rawCall{method: "GET", path: "/api_keys?" + query}), 400, code)
			assert.Contains(t, doc.Msg, name)
		})
	}
	t.Run("through the SDK", func(t *testing.T) {
		raw := apikeys.NewClient(srv.Client(ingress.WithoutValidation()))
		for p, code := range map[*ingress.ListParams]string{{Limit: new(101)}: ingresstest.CodeBadLimit, {BeforeID: new("ak_x")}: ingresstest.CodeBadPaging} {
			it := raw.List(t.Context(), p)
			require.False(t, it.Next(), "a refused page yields nothing")
			testkit.RequireAPIError(t, it.Err(), 400, code)
		}
	})
	t.Run("a deleted before_id goes on from where it stood", func(t *testing.T) {
		var page keyPage
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?before_id="+gone.ID, nil, &page))
		require.Len(t, page.Keys, 1)
		assert.Equal(t, srv.AdminID, page.Keys[0].OwnerID, "only the admin's key is older")
	})
	t.Run("a known before_id", func(t *testing.T) {
		k, err := keys.Create(t.Context(), nil)
		require.NoError(t, err)
		var page keyPage
		require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?before_id="+k.ID, nil, &page))
		require.Len(t, page.Keys, 1)
		assert.Equal(t, srv.AdminID, page.Keys[0].OwnerID, "only the admin's older key")
		assert.Nil(t, page.NextPageURI)
	})
}

func TestWithPageLimits(t *testing.T) {
	srv, c := newServer(t, ingresstest.WithPageLimits(5, 10))
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 30)
	var page keyPage
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, &page))
	assert.Len(t, page.Keys, 5, "the default page size")
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys?limit=10", nil, &page))
	assert.Len(t, page.Keys, 10, "the largest page size")
	doc := requireError(t, send(t, srv, rawCall{method: "GET", path: "/api_keys?limit=11"}), 400, ingresstest.CodeBadLimit)
	assert.Contains(t, doc.Msg, "10")

	var n int
	for _, err := range apikeys.NewClient(c).List(t.Context(), nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Equal(t, 31, n, "the iterator pages through small pages")

	// A default larger than the maximum is the maximum.
	srv, c = newServer(t, ingresstest.WithPageLimits(50, 3))
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 5)
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, &page))
	assert.Len(t, page.Keys, 3)
}

func TestListEnvelope(t *testing.T) {
	srv, c := newServer(t)
	var raw map[string]json.RawMessage
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, &raw))
	assert.ElementsMatch(t, []string{"keys", "uri", "next_page_uri"}, slices.Collect(maps.Keys(raw)))
	assert.JSONEq(t, "null", string(raw["next_page_uri"]))
	assert.JSONEq(t, `"`+srv.URL+`/api_keys"`, string(raw["uri"]))
}
