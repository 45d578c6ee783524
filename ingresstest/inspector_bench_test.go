package ingresstest_test

import (
	"io"
	"net/http"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// BenchmarkInspectorPage renders the overview of a server whose default
// account holds 10,000 API keys and four more accounts: the page's work
// is bounded by what it lists, not by the size of the store.
func BenchmarkInspectorPage(b *testing.B) {
	srv, _ := newServer(b)
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 10_000)
	for range 4 {
		acct, err := srv.NewAccount()
		if err != nil {
			b.Fatal(err)
		}
		ingresstest.SeedAPIKeys(acct, acct.AdminID, 100)
	}
	req, err := http.NewRequest(http.MethodGet, srv.URL+ingresstest.InspectorPath, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
	b.ReportAllocs()
	for b.Loop() {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("status %d", resp.StatusCode)
		}
		b.SetBytes(n)
	}
}
