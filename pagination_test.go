package ingress_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// pager serves /api_keys from total keys ak_00000, ak_00001, ... in pages
// of the requested limit (default pageSize), linking them with absolute
// next_page_uris under base.
type pager struct {
	base     string
	total    int
	pageSize int
	pages    atomic.Int32
	// nextURI, when set, overrides the next_page_uri of page number n
	// (starting at 1).
	nextURI func(n int, def string) string
}

func (p *pager) respond(req *http.Request) (*http.Response, error) {
	n := int(p.pages.Add(1))
	q := req.URL.Query()
	limit := p.pageSize
	if l := q.Get("limit"); l != "" {
		limit, _ = strconv.Atoi(l)
	}
	start := 0
	if b := q.Get("before_id"); b != "" {
		i, err := strconv.Atoi(strings.TrimPrefix(b, "ak_"))
		if err != nil {
			return httpmock.NewStringResponse(400, `{"msg":"bad before_id"}`), nil
		}
		start = i + 1
	}
	end := min(start+limit, p.total)
	var keys []json.RawMessage
	for i := start; i < end; i++ {
		keys = append(keys, json.RawMessage(keyJSON(fmt.Sprintf("ak_%05d", i))))
	}
	var next *string
	if end < p.total {
		v := fmt.Sprintf("%s/api_keys?before_id=ak_%05d&limit=%d", p.base, end-1, limit)
		next = &v
	}
	if p.nextURI != nil {
		def := ""
		if next != nil {
			def = *next
		}
		if v := p.nextURI(n, def); v != def {
			next = &v
		}
	}
	body, err := json.Marshal(map[string]any{"keys": keys, "uri": p.base + "/api_keys", "next_page_uri": next})
	if err != nil {
		return nil, err
	}
	resp := httpmock.NewBytesResponse(200, body)
	resp.Request = req
	return resp, nil
}

// newPagedClient returns a client whose /api_keys lists total keys.
func newPagedClient(t *testing.T, total, pageSize int, opts ...ingress.Option) (*apikeys.Client, *pager, *httpmock.MockTransport) {
	t.Helper()
	c, mt := newMockClient(t, opts...)
	p := &pager{base: testBase, total: total, pageSize: pageSize}
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", p.respond)
	return apikeys.NewClient(c), p, mt
}

func wantIDs(from, to int) []string {
	var ids []string
	for i := from; i < to; i++ {
		ids = append(ids, fmt.Sprintf("ak_%05d", i))
	}
	return ids
}

func TestListNextItemErr(t *testing.T) {
	keys, p, mt := newPagedClient(t, 7, 100)
	var rec recorder
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(p.respond))

	it := keys.List(context.Background(), &ingress.ListParams{Limit: new(3)})
	var ids []string
	for it.Next() {
		ids = append(ids, it.Item().ID)
	}
	require.NoError(t, it.Err())
	assert.Equal(t, wantIDs(0, 7), ids)
	assert.Nil(t, it.Item(), "Item is the zero value after the end")
	assert.False(t, it.Next(), "Next stays false")

	reqs := rec.all()
	require.Len(t, reqs, 3, "7 items in pages of 3")
	assert.Equal(t, "limit=3", reqs[0].URL.RawQuery)
	assert.Equal(t, url.Values{"before_id": {"ak_00002"}, "limit": {"3"}}, reqs[1].URL.Query())
	assert.Equal(t, url.Values{"before_id": {"ak_00005"}, "limit": {"3"}}, reqs[2].URL.Query())
	for _, r := range reqs {
		assert.Equal(t, "Bearer "+testKey, r.Header.Get("Authorization"), "every page is authenticated")
	}
}

func TestListParamsEncoding(t *testing.T) {
	tests := []struct {
		params    *ingress.ListParams
		wantQuery string
	}{
		{nil, ""},
		{&ingress.ListParams{}, ""},
		{&ingress.ListParams{Limit: new(50)}, "limit=50"},
		{&ingress.ListParams{BeforeID: new("ak 1&x=y")}, "before_id=ak+1%26x%3Dy"},
		{&ingress.ListParams{BeforeID: new("ak_1"), Limit: new(2)}, "before_id=ak_1&limit=2"},
	}
	for _, tt := range tests {
		c, mt := newMockClient(t)
		var rec recorder
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(httpmock.NewStringResponder(200, `{"keys":[],"next_page_uri":null}`)))
		it := apikeys.NewClient(c).List(context.Background(), tt.params)
		assert.False(t, it.Next())
		require.NoError(t, it.Err())
		require.Equal(t, 1, rec.count())
		assert.Equal(t, tt.wantQuery, rec.all()[0].URL.RawQuery)
	}
}

func TestListAllOverPages(t *testing.T) {
	keys, p, _ := newPagedClient(t, 10, 3)
	var ids []string
	for k, err := range keys.List(context.Background(), nil).All() {
		require.NoError(t, err)
		ids = append(ids, k.ID)
	}
	assert.Equal(t, wantIDs(0, 10), ids)
	assert.Equal(t, int32(4), p.pages.Load())
}

func TestListIsLazy(t *testing.T) {
	keys, p, _ := newPagedClient(t, 9, 3)
	it := keys.List(context.Background(), nil)
	assert.Zero(t, p.pages.Load(), "List sends nothing")
	for range 3 {
		require.True(t, it.Next())
	}
	assert.Equal(t, int32(1), p.pages.Load(), "the first page serves the first three items")
	require.True(t, it.Next())
	assert.Equal(t, int32(2), p.pages.Load(), "the second page is fetched on reaching it")
}

func TestListEarlyBreak(t *testing.T) {
	for _, tt := range []struct {
		breakAfter int
		wantPages  int32
	}{
		{1, 1},
		{3, 1},
		{4, 2},
		{7, 3},
	} {
		t.Run(strconv.Itoa(tt.breakAfter), func(t *testing.T) {
			keys, p, _ := newPagedClient(t, 12, 3)
			n := 0
			for k, err := range keys.List(context.Background(), nil).All() {
				require.NoError(t, err)
				require.NotNil(t, k)
				n++
				if n == tt.breakAfter {
					break
				}
			}
			assert.Equal(t, tt.breakAfter, n)
			assert.Equal(t, tt.wantPages, p.pages.Load(), "no page after the break is fetched")
		})
	}
}

func TestListUsesCallersContext(t *testing.T) {
	type ctxKey struct{}
	keys, p, mt := newPagedClient(t, 9, 3)
	var rec recorder
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(p.respond))
	ctx := context.WithValue(context.Background(), ctxKey{}, "mine")

	n := 0
	for _, err := range keys.List(ctx, nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Equal(t, 9, n)
	reqs := rec.all()
	require.Len(t, reqs, 3)
	for i, r := range reqs {
		assert.Equal(t, "mine", r.Ctx.Value(ctxKey{}), "page %d carries the caller's context", i+1)
	}
}

func TestListCancelledBetweenPages(t *testing.T) {
	// A real loopback server: a transport must not send a request whose
	// context is done (httpmock runs its responders regardless).
	srv := newKeyServer(t, 9, 3, 0)
	c, err := ingress.NewClient(ingress.WithAPIKey(benchKey), ingress.WithBaseURL(srv.URL), fastRetry(3))
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var n int
	var last error
	for k, err := range apikeys.NewClient(c).List(ctx, &ingress.ListParams{Limit: new(3)}).All() {
		if err != nil {
			last = err
			assert.Nil(t, k, "the error comes with the zero item")
			break
		}
		n++
		if n == 3 {
			cancel()
		}
	}
	assert.Equal(t, 3, n)
	assert.ErrorIs(t, last, context.Canceled)
	assert.Equal(t, int64(1), srv.requests.Load(), "no page is fetched after cancellation")
}

func TestListErrorOnLaterPage(t *testing.T) {
	c, mt := newMockClient(t)
	p := &pager{base: testBase, total: 9, pageSize: 3}
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", func(req *http.Request) (*http.Response, error) {
		if req.URL.Query().Get("before_id") == "ak_00002" {
			return apiError(403, "ERR_NGROK_403", "forbidden", "op_p2")(req)
		}
		return p.respond(req)
	})
	it := apikeys.NewClient(c).List(context.Background(), nil)
	var ids []string
	for it.Next() {
		ids = append(ids, it.Item().ID)
	}
	assert.Equal(t, wantIDs(0, 3), ids)
	var e *ingress.Error
	require.ErrorAs(t, it.Err(), &e)
	assert.Equal(t, 403, e.StatusCode)
	assert.Equal(t, "op_p2", e.OperationID)
	assert.False(t, it.Next(), "the iteration stays stopped")
}

func TestListRefusesCrossOriginNextPage(t *testing.T) {
	tests := []struct {
		name string
		next string
	}{
		{"other host", "https://evil.test/api_keys?before_id=ak_00002"},
		{"other scheme", "http://api.example.test/api_keys?before_id=ak_00002"},
		// Only the scheme differs: http on the port of the base URL's https.
		{"other scheme, same port", "http://api.example.test:443/api_keys?before_id=ak_00002"},
		{"other port", "https://api.example.test:8443/api_keys?before_id=ak_00002"},
		{"user info trick", "https://api.example.test@evil.test/api_keys?before_id=ak_00002"},
		{"upper-case scheme", "HTTPS://evil.test/api_keys?before_id=ak_00002"},
		{"no scheme", "evil.test/api_keys?before_id=ak_00002"},
		{"scheme-relative", "//evil.test/api_keys?before_id=ak_00002"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			keys, p, mt := newPagedClient(t, 9, 3)
			var elsewhere recorder
			mt.RegisterNoResponder(elsewhere.wrap(httpmock.NewStringResponder(200, `{"keys":[],"next_page_uri":null}`)))
			p.nextURI = func(n int, def string) string {
				if n == 1 {
					return tt.next
				}
				return def
			}

			var ids []string
			var last error
			for k, err := range keys.List(context.Background(), nil).All() {
				if err != nil {
					last = err
					continue
				}
				ids = append(ids, k.ID)
			}
			assert.Equal(t, wantIDs(0, 3), ids, "the first page is served")
			require.Error(t, last, "the foreign next_page_uri is refused")
			assert.NotContains(t, last.Error(), testKey)
			assert.Zero(t, elsewhere.count(), "no request leaves for another origin")
			assert.Equal(t, int32(1), p.pages.Load())
		})
	}
}

func TestListSameOriginSpellings(t *testing.T) {
	// The origin comparison ignores case and the default port.
	for _, next := range []string{
		"https://API.EXAMPLE.TEST/api_keys?before_id=ak_00002",
		"https://api.example.test:443/api_keys?before_id=ak_00002",
	} {
		keys, p, mt := newPagedClient(t, 6, 3)
		// httpmock matches hosts case-sensitively; the real network does not.
		mt.RegisterNoResponder(p.respond)
		p.nextURI = func(n int, def string) string {
			if n == 1 {
				return next
			}
			return def
		}
		var ids []string
		for k, err := range keys.List(context.Background(), nil).All() {
			require.NoError(t, err, next)
			ids = append(ids, k.ID)
		}
		assert.Equal(t, wantIDs(0, 6), ids, next)
	}
}

func TestListRepeatedNextPageStops(t *testing.T) {
	keys, p, _ := newPagedClient(t, 9, 3)
	p.nextURI = func(n int, def string) string {
		return testBase + "/api_keys?before_id=ak_00002&limit=3"
	}
	n := 0
	var last error
	for _, err := range keys.List(context.Background(), nil).All() {
		if err != nil {
			last = err
			continue
		}
		n++
		require.Less(t, n, 100, "the iteration must not loop forever")
	}
	require.Error(t, last)
	assert.LessOrEqual(t, p.pages.Load(), int32(3))
}

func TestListLoopingNextPagesStop(t *testing.T) {
	keys, p, _ := newPagedClient(t, 9, 3)
	pageTwo := testBase + "/api_keys?before_id=ak_00002&limit=3"
	pageThree := testBase + "/api_keys?before_id=ak_00005&limit=3"
	p.nextURI = func(n int, def string) string {
		if n%2 == 1 {
			return pageTwo
		}
		return pageThree // page three points back at page two
	}
	// Without the loop check the listing would never end: the deadline
	// makes that a failure, not a hang.
	ctx, cancel := context.WithTimeout(context.Background(), listDeadline)
	defer cancel()
	var last error
	for _, err := range keys.List(ctx, nil).All() {
		if err != nil {
			last = err
		}
	}
	require.ErrorContains(t, last, "already listed")
	assert.Equal(t, int32(3), p.pages.Load(), "pages one, two and three, then the loop is seen")
}

func TestListPathWithQuery(t *testing.T) {
	c, mt := newMockClient(t)
	rec := &recorder{}
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys", rec.wrap(httpmock.NewStringResponder(200, `{"keys":[],"next_page_uri":null}`)))
	it := ingress.List[*apikeys.APIKey](context.Background(), c, "/api_keys?owner=me", "keys", &ingress.ListParams{Limit: new(5)})
	require.False(t, it.Next())
	require.NoError(t, it.Err())
	require.Equal(t, 1, rec.count())
	q := rec.all()[0].URL.Query()
	assert.Equal(t, "me", q.Get("owner"))
	assert.Equal(t, "5", q.Get("limit"))
}

func TestListWithPathPrefix(t *testing.T) {
	const base = "http://host.test/api"
	c, mt := newMockClient(t, ingress.WithBaseURL(base))
	p := &pager{base: base, total: 7, pageSize: 3}
	mt.RegisterResponder(http.MethodGet, base+"/api_keys", p.respond)
	var ids []string
	for k, err := range apikeys.NewClient(c).List(context.Background(), nil).All() {
		require.NoError(t, err)
		ids = append(ids, k.ID)
	}
	assert.Equal(t, wantIDs(0, 7), ids)
	assert.Equal(t, int32(3), p.pages.Load())
}

// TestListHeapBoundedByOnePage lists 10,000 large items and checks that the
// live heap does not grow with the number of items seen: the iterator holds
// at most one page.
func TestListHeapBoundedByOnePage(t *testing.T) {
	const total, pageSize, metadata = 10_000, 100, 2048
	srv := newKeyServer(t, total, pageSize, metadata)
	c, err := ingress.NewClient(ingress.WithAPIKey(benchKey), ingress.WithBaseURL(srv.URL))
	require.NoError(t, err)
	keys := apikeys.NewClient(c)

	liveHeap := func() uint64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	before := liveHeap()
	var early, late uint64
	n := 0
	for k, err := range keys.List(context.Background(), &ingress.ListParams{Limit: new(pageSize)}).All() {
		require.NoError(t, err)
		require.Len(t, k.Metadata, metadata)
		n++
		switch n {
		case 1_050:
			early = liveHeap()
		case 9_050:
			late = liveHeap()
		}
	}
	require.Equal(t, total, n)

	// Keeping the 8,000 items seen between the two readings would take
	// more than 8,000 * 2 KiB = 16 MiB.
	page := uint64(srv.pageBytes)
	t.Logf("page of %d items: %d bytes; live heap before %d, at item 1,050 %d, at item 9,050 %d", pageSize, page, before, early, late)
	assert.Less(t, int64(late)-int64(early), int64(2*page), "the heap does not grow with the items seen")
	assert.Less(t, int64(late)-int64(before), int64(4*page), "iteration holds about one page")
}
