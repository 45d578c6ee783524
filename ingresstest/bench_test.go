package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// BenchmarkListPage lists one page of 100 API keys from stores of 100 and
// 100,000 keys: over loopback through the SDK, and through the handler
// alone, which shows the cost of the store without the network. A page
// costs the same whatever the size of the store.
func BenchmarkListPage(b *testing.B) {
	for _, n := range []int{100, 100_000} {
		srv, c := newServer(b)
		ingresstest.SeedAPIKeys(srv, srv.AdminID, n-1)
		b.Run("sdk/keys="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			var page keyPage
			for b.Loop() {
				if err := c.Do(b.Context(), "GET", "/api_keys?limit=100", nil, &page); err != nil {
					b.Fatal(err)
				}
			}
			if len(page.Keys) != 100 {
				b.Fatalf("a page of %d keys", len(page.Keys))
			}
		})
		b.Run("handler/keys="+strconv.Itoa(n), func(b *testing.B) {
			b.ReportAllocs()
			h := srv.Handler()
			req := httptest.NewRequest("GET", "/api_keys?limit=100", nil)
			req.Header.Set("Authorization", "Bearer "+srv.APIKey)
			req.Header.Set("Ngrok-Version", "2")
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != http.StatusOK {
					b.Fatalf("status %d: %s", rec.Code, rec.Body)
				}
			}
		})
	}
}

// BenchmarkNewServer measures starting and closing a server.
func BenchmarkNewServer(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ingresstest.NewServer().Close()
	}
}
