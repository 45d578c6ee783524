package ingress_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// listDeadline bounds a listing that a regression could make endless, so
// that the test fails instead of hanging.
const listDeadline = 10 * time.Second

// pagesOf returns a client whose GET /api_keys answers from serve, called
// with the page number (from 1) and the request, without a network.
func pagesOf(t *testing.T, serve func(n int, r *http.Request) string) *apikeys.Client {
	t.Helper()
	n := 0
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		n++
		body := serve(n, r)
		return &http.Response{StatusCode: 200, Header: http.Header{}, ContentLength: int64(len(body)),
			Body: io.NopCloser(strings.NewReader(body)), Request: r}, nil
	})
	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase),
		ingress.WithHTTPClient(&http.Client{Transport: rt}), ingress.WithoutRetries())
	require.NoError(t, err)
	return apikeys.NewClient(c)
}

// listIDs lists every key within listDeadline and returns their IDs, the
// error that ended the list and the number of pages fetched.
func listIDs(t *testing.T, keys *apikeys.Client) (ids []string, err error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), listDeadline)
	defer cancel()
	for k, err := range keys.List(ctx, nil).All() {
		if err != nil {
			return ids, err
		}
		ids = append(ids, k.ID)
	}
	return ids, nil
}

func TestListLoopYieldsTheClosingPage(t *testing.T) {
	// ak_1's page leads to ak_2's, which leads back to ak_1's.
	pages := 0
	keys := pagesOf(t, func(n int, r *http.Request) string {
		pages = n
		if r.URL.Query().Get("before_id") == "ak_1" {
			return `{"keys":[{"id":"ak_2"},{"id":"ak_3"}],"next_page_uri":"/api_keys"}`
		}
		return `{"keys":[{"id":"ak_1"}],"next_page_uri":"/api_keys?before_id=ak_1"}`
	})
	ids, err := listIDs(t, keys)
	assert.Equal(t, []string{"ak_1", "ak_2", "ak_3"}, ids, "the page that closes the loop is yielded")
	require.ErrorContains(t, err, "already listed")
	assert.Equal(t, 2, pages)
}

func TestListLoopRespelled(t *testing.T) {
	for name, spell := range map[string]func(n int) string{
		"an & more each time": func(n int) string { return "/api_keys?before_id=ak_1" + strings.Repeat("&", n) },
		"an empty parameter more each time": func(n int) string {
			return "/api_keys?before_id=ak_1" + strings.Repeat("&=", n)
		},
		"parameters in another order": func(n int) string {
			if n%2 == 0 {
				return "/api_keys?limit=1&before_id=ak_1"
			}
			return "/api_keys?before_id=ak_1&limit=1"
		},
		"percent-encoded": func(n int) string {
			if n%2 == 0 {
				return "/api_keys?before_id=%61k_1"
			}
			return "/api_keys?before_id=ak_1"
		},
		"absolute and relative": func(n int) string {
			if n%2 == 0 {
				return "https://API.EXAMPLE.TEST:443/api_keys?before_id=ak_1"
			}
			return "/api_keys?before_id=ak_1"
		},
	} {
		t.Run(name, func(t *testing.T) {
			pages := 0
			keys := pagesOf(t, func(n int, _ *http.Request) string {
				pages = n
				return fmt.Sprintf(`{"keys":[{"id":"ak_%d"}],"next_page_uri":%q}`, n, spell(n))
			})
			ids, err := listIDs(t, keys)
			require.ErrorContains(t, err, "already listed")
			assert.LessOrEqual(t, pages, 8, "the loop is seen within a few pages")
			assert.Len(t, ids, pages, "every page fetched is yielded")
		})
	}
}

// TestListMemoryDoesNotGrowWithPages lists 30,000 pages of one key and
// checks that the live heap does not grow with the number of pages: the
// iterator holds one page, not a record of every page seen.
func TestListMemoryDoesNotGrowWithPages(t *testing.T) {
	const pages = 30_000
	keys := pagesOf(t, func(n int, _ *http.Request) string {
		next := "null"
		if n < pages {
			next = fmt.Sprintf(`"/api_keys?before_id=ak_%026d&limit=1"`, n)
		}
		return fmt.Sprintf(`{"keys":[{"id":"ak_%026d"}],"next_page_uri":%s}`, n, next)
	})
	liveHeap := func() int64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return int64(ms.HeapAlloc)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var early, late int64
	n := 0
	for _, err := range keys.List(ctx, nil).All() {
		require.NoError(t, err)
		n++
		switch n {
		case 1_000:
			early = liveHeap()
		case pages - 1_000:
			late = liveHeap()
		}
	}
	require.Equal(t, pages, n)
	// A record of 28,000 page URIs of about 60 bytes would take over 1.6 MB.
	t.Logf("live heap at page 1,000: %d B, at page %d: %d B", early, pages-1_000, late)
	assert.Less(t, late-early, int64(256<<10), "the heap does not grow with the pages listed")
}

func TestListLongLoopStops(t *testing.T) {
	// Pages 1 to 10, then page 10 leads back to page 4: a loop of 7 pages
	// that does not come back to the first page or the one before.
	pages := 0
	keys := pagesOf(t, func(n int, r *http.Request) string {
		pages = n
		page := 1
		fmt.Sscan(r.URL.Query().Get("before_id"), &page)
		next := page + 1
		if page == 10 {
			next = 4
		}
		return fmt.Sprintf(`{"keys":[{"id":"ak_%d"}],"next_page_uri":"/api_keys?before_id=%d"}`, page, next)
	})
	ids, err := listIDs(t, keys)
	require.ErrorContains(t, err, "already listed")
	assert.LessOrEqual(t, pages, 3+2*7, "the loop is seen within twice its length")
	assert.Len(t, ids, pages, "every page fetched is yielded")
	assert.Equal(t, "ak_1", ids[0])
}
