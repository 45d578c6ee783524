package ingresstest

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// raceDetector reports whether the test binary runs under the race
// detector, from its build settings.
func raceDetector() bool {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return false
	}
	for _, s := range info.Settings {
		if s.Key == "-race" {
			return s.Value == "true"
		}
	}
	return false
}

// discardResponse is a ResponseWriter that keeps nothing.
type discardResponse struct{ header http.Header }

func (w *discardResponse) Header() http.Header         { return w.header }
func (w *discardResponse) WriteHeader(int)             {}
func (w *discardResponse) Write(p []byte) (int, error) { return len(p), nil }

// TestJournalHeapStaysBounded drives 1,000,000 requests through the
// capture layer at the journal's default bounds (100,000 under the race
// detector, which makes each request many times slower) and checks, from
// runtime.MemStats after a collection, that the heap never grows by more
// than the bound on bytes plus the ring's slots. Every fiftieth request
// sends and gets 20 KiB, past the cut of 16 KiB; the others the size of a
// reserved domain. The account's handler is replaced by one that answers
// at once, so that the journal's cost is what is measured.
func TestJournalHeapStaysBounded(t *testing.T) {
	requests := 1_000_000
	if raceDetector() {
		requests = 100_000
	}
	s := newServer("http://127.0.0.1", config{})
	small, large := bytes.Repeat([]byte("s"), 600), bytes.Repeat([]byte("L"), 20<<10)
	var answer []byte
	inner := http.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.WriteHeader(http.StatusOK)
		w.Write(answer)
	}))
	s.handler.Store(&inner)

	bound := uint64(DefaultJournalBytes) + DefaultJournalEntries*uint64(journal.SizeOfRecord)
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	base := ms.HeapAlloc
	var peak uint64
	w := &discardResponse{header: http.Header{}}
	body := bytes.NewReader(nil)
	u := &url.URL{Path: "/reserved_domains/rd_2x5mXrWTTb3G1pqG1K2QqQZ0Ck5"}
	for i := range requests {
		payload := small
		if i%50 == 0 {
			payload = large
		}
		answer = payload
		body.Reset(payload)
		r := &http.Request{Method: http.MethodPost, URL: u, RequestURI: u.Path, Body: io.NopCloser(body), ContentLength: int64(len(payload)), Header: http.Header{}}
		s.serveCaptured(w, r)
		if i%(requests/10) == requests/10-1 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapAlloc-min(ms.HeapAlloc, base))
		}
	}
	j := s.Journal(JournalFilter{})
	if len(j.Entries) == 0 || j.Entries[0].Seq != uint64(requests) || j.Dropped != requests-len(j.Entries) {
		t.Fatalf("the journal holds %d entries, the newest %d, dropped %d, after %d requests", len(j.Entries), j.Entries[0].Seq, j.Dropped, requests)
	}
	t.Logf("%d requests: the journal holds %d entries, dropped %d; heap growth after GC at most %.2f MiB (bound %.2f MiB)",
		requests, len(j.Entries), j.Dropped, float64(peak)/(1<<20), float64(bound)/(1<<20))
	if peak > bound {
		t.Fatalf("the heap grew by %d bytes, more than the bound of %d", peak, bound)
	}
}
