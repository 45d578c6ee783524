package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// BenchmarkListFiltered lists the first page of API keys with a filter,
// through the handler alone, from stores of 100, 10,000 and 100,000 keys.
// With match=none no key matches, so the server evaluates the filter on
// every key (up to filter.MaxScan); with match=all every key matches and
// it stops after 101. The filters with a timestamp go through cel-go's
// interpreter; match=none-direct compares a member with a literal, which
// the server evaluates directly. A filter is compiled by the first
// request and kept for the next.
func BenchmarkListFiltered(b *testing.B) {
	filters := []struct{ name, expr string }{
		{"none", `obj.description == "ci" && obj.created_at >= timestamp(time.now).subtract("7d")`},
		{"all", `obj.description == "" && obj.created_at >= timestamp(time.now).subtract("7d")`},
		{"none-direct", `obj.description == "ci"`},
	}
	for _, n := range []int{100, 10_000, 100_000} {
		srv, _ := newServer(b)
		ingresstest.SeedAPIKeys(srv, srv.AdminID, n-1)
		h := srv.Handler()
		for _, f := range filters {
			b.Run("keys="+strconv.Itoa(n)+"/match="+f.name, func(b *testing.B) {
				b.ReportAllocs()
				req := httptest.NewRequest("GET", "/api_keys?limit=100&filter="+url.QueryEscape(f.expr), nil)
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
}
