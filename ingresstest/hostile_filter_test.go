package ingresstest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// serveAdmin sends a request with the admin's key to s, in memory, and
// returns the answer.
func serveAdmin(s *Server, method, path, body string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, "http://fake.test"+path, strings.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+s.APIKey)
	r.Header.Set("Ngrok-Version", "2")
	r.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	s.serveHTTP(w, r)
	return w
}

// seedMetadata stores n API keys of the admin whose metadata is metadata,
// beyond what a request may set, for filters that cost much per record.
func seedMetadata(s *Server, n int, metadata string) {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	for range n {
		k := *s.issueAPIKey(s.AdminID, nil)
		k.Token, k.Metadata = nil, metadata
		s.engine.Records.APIKeys.Put(k.ID, &k)
	}
}

// keyPage is a page of API keys as the server sends it.
type keyPage struct {
	Keys        []json.RawMessage `json:"keys"`
	NextPageURI *string           `json:"next_page_uri"`
}

// filterPath is the path listing API keys with filter.
func filterPath(filter string) string { return "/api_keys?filter=" + url.QueryEscape(filter) }

func TestFilterOverRuntimeCostRefused(t *testing.T) {
	s := NewServer()
	t.Cleanup(s.Close)
	// Comparing two members of 1 MiB costs about 105,000 units, above
	// maxFilterCost, on every record.
	seedMetadata(s, 20, strings.Repeat("m", 1<<20))
	w := serveAdmin(s, http.MethodGet, filterPath(`obj.metadata != obj.metadata`), "")
	require.Equal(t, http.StatusBadRequest, w.Code, w.Body.String())
	assert.Contains(t, w.Body.String(), CodeInvalidFilter)
	assert.Contains(t, w.Body.String(), "the limit of 100000 units (maxFilterCost)")
}

func TestFilterScanCostEndsThePage(t *testing.T) {
	s := NewServer()
	t.Cleanup(s.Close)
	// Comparing two members of 64 KiB costs about 6,600 units: the
	// request's maxFilterScanCost is spent after some 1,500 records.
	const n = 4000
	seedMetadata(s, n, strings.Repeat("m", 64<<10))
	path, pages := filterPath(`obj.metadata != obj.metadata`), 0
	for path != "" {
		w := serveAdmin(s, http.MethodGet, path, "")
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		var page keyPage
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &page))
		assert.Empty(t, page.Keys)
		pages, path = pages+1, ""
		if page.NextPageURI != nil {
			path = strings.TrimPrefix(*page.NextPageURI, s.URL)
		}
	}
	assert.GreaterOrEqual(t, pages, 3, "each page reads the records that maxFilterScanCost pays for")
}
