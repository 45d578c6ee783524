package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

// BenchmarkJournal measures what the journal costs a request: a GET of
// one reserved domain through the server's handler, in process, with the
// journal at its default bounds and off.
func BenchmarkJournal(b *testing.B) {
	for _, bench := range []struct {
		name   string
		limits ingresstest.JournalLimits
	}{{"on", ingresstest.JournalLimits{}}, {"off", ingresstest.JournalLimits{Entries: -1}}} {
		b.Run(bench.name, func(b *testing.B) {
			srv := ingresstest.NewServer(ingresstest.WithJournalLimits(bench.limits))
			b.Cleanup(srv.Close)
			d, err := reserveddomains.NewClient(srv.Client()).Create(b.Context(), &reserveddomains.CreateParams{Domain: "bench.example.com"})
			if err != nil {
				b.Fatal(err)
			}
			h := srv.Handler()
			req := httptest.NewRequest(http.MethodGet, "/reserved_domains/"+d.ID, nil)
			req.Header.Set("Authorization", "Bearer "+srv.APIKey)
			req.Header.Set("Ngrok-Version", "2")
			b.ReportAllocs()
			for b.Loop() {
				w := httptest.NewRecorder()
				h.ServeHTTP(w, req)
				if w.Code != http.StatusOK {
					b.Fatalf("status %d: %s", w.Code, w.Body)
				}
			}
		})
	}
}
