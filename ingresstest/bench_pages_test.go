package ingresstest_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/reserveddomains"
)

// The shape of BenchmarkPagesAgainstPlain: its store, its clients and its
// rounds.
const (
	pagesStored  = 1000
	pagesWorkers = 16
	pagesRounds  = 10
	pagesRound   = 500 * time.Millisecond
	// pagesSlices is how many slices of its round each side runs, the
	// sides taking turns, so that a burst of load from elsewhere falls on
	// both.
	pagesSlices = 5
)

// pagesFilter selects half of the stored domains, so that a filtered
// page of 100 reads 200 records.
const pagesFilter = `obj.description == "even"`

// BenchmarkPagesAgainstPlain measures how fast a server with its default
// options (the journal among them) answers, side by side with a plain
// net/http handler that writes the very bytes and headers the server
// answered: a GET of one reserved domain, a page of 100 and a page of
// 100 with a filter, with 1,000 reserved domains stored. The same client
// (net/http, keep-alive, 16 workers, the default GOMAXPROCS) sends
// requests to one side then the other, in rounds that alternate which
// goes first and within which the sides take turns every 100 ms, so that
// both see the same load of a shared machine. Each
// case reports the median rate of each side, and the ratio server/plain
// of each pair of rounds as its median, lowest and highest; it logs the
// rounds. It runs its rounds once, whatever b.N: run it with
// -benchtime=1x.
func BenchmarkPagesAgainstPlain(b *testing.B) {
	srv := ingresstest.NewServer()
	b.Cleanup(srv.Close)
	ids := storeDomains(b, srv, pagesStored)
	cases := []struct{ name, path string }{
		{"get", "/reserved_domains/" + ids[pagesStored/2]},
		{"page100", "/reserved_domains?limit=100"},
		{"page100filtered", "/reserved_domains?limit=100&filter=" + url.QueryEscape(pagesFilter)},
	}
	for _, tc := range cases {
		b.Run(tc.name, func(b *testing.B) {
			fake := newPagesSide(b, srv.URL+tc.path, srv.APIKey)
			plain := httptest.NewServer(replay(b, fake))
			b.Cleanup(plain.Close)
			other := newPagesSide(b, plain.URL+tc.path, srv.APIKey)
			fake.run(b, pagesRound/pagesSlices) // connections open, code warm
			other.run(b, pagesRound/pagesSlices)
			var fakeRates, plainRates, ratios []float64
			for i := range pagesRounds {
				f, p := pagesRoundOf(b, fake, other, i%2 == 1)
				fakeRates, plainRates, ratios = append(fakeRates, f), append(plainRates, p), append(ratios, f/p)
				b.Logf("round %d: server %.0f/s, plain %.0f/s, ratio %.3f", i+1, f, p, f/p)
			}
			b.ReportMetric(median(fakeRates), "server-req/s")
			b.ReportMetric(median(plainRates), "plain-req/s")
			b.ReportMetric(median(ratios), "ratio-median")
			b.ReportMetric(slices.Min(ratios), "ratio-min")
			b.ReportMetric(slices.Max(ratios), "ratio-max")
		})
	}
}

// pagesRoundOf runs one round: each side for pagesRound, in pagesSlices
// slices, the sides taking turns, fake first unless plainFirst. It
// returns the rate of each side over its slices.
func pagesRoundOf(b *testing.B, fake, plain *pagesSide, plainFirst bool) (fakeRate, plainRate float64) {
	var fakeN, plainN int64
	var fakeD, plainD time.Duration
	slice := pagesRound / pagesSlices
	for j := range 2 * pagesSlices {
		if (j%2 == 0) != plainFirst {
			n, d := fake.run(b, slice)
			fakeN, fakeD = fakeN+n, fakeD+d
		} else {
			n, d := plain.run(b, slice)
			plainN, plainD = plainN+n, plainD+d
		}
	}
	return float64(fakeN) / fakeD.Seconds(), float64(plainN) / plainD.Seconds()
}

// storeDomains creates n reserved domains through the API, every other
// one described "even", and returns their IDs, oldest first.
func storeDomains(b *testing.B, srv *ingresstest.Server, n int) []string {
	domains := reserveddomains.NewClient(srv.Client(ingress.WithoutRetries()))
	ids := make([]string, n)
	for i := range n {
		desc := "odd"
		if i%2 == 0 {
			desc = "even"
		}
		d, err := domains.Create(b.Context(), &reserveddomains.CreateParams{
			Domain: fmt.Sprintf("app-%04d.example.com", i), Region: new(reserveddomains.RegionUS),
			Description: new(desc), Metadata: new(`{"team":"platform"}`),
		})
		if err != nil {
			b.Fatal(err)
		}
		ids[i] = d.ID
	}
	return ids
}

// pagesSide is one side of the benchmark: a URL, and the client that
// sends GETs of it.
type pagesSide struct {
	url, key string
	client   *http.Client
}

// newPagesSide returns the side that sends GETs of rawURL with the API
// key key, over connections of its own kept alive between requests.
func newPagesSide(b *testing.B, rawURL, key string) *pagesSide {
	t := &http.Transport{MaxIdleConnsPerHost: pagesWorkers, MaxConnsPerHost: pagesWorkers}
	b.Cleanup(t.CloseIdleConnections)
	return &pagesSide{url: rawURL, key: key, client: &http.Client{Transport: t}}
}

// get sends one GET and reads its answer, which must be a 200.
func (s *pagesSide) get(ctx context.Context) ([]byte, http.Header, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("Authorization", "Bearer "+s.key)
	req.Header.Set("Ngrok-Version", "2")
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err == nil && resp.StatusCode != http.StatusOK {
		err = fmt.Errorf("status %d: %s", resp.StatusCode, body)
	}
	return body, resp.Header, err
}

// run sends GETs from pagesWorkers workers for d and returns how many
// were answered, and in what time.
func (s *pagesSide) run(b *testing.B, d time.Duration) (int64, time.Duration) {
	var done atomic.Int64
	var failed atomic.Pointer[error]
	deadline := time.Now().Add(d)
	var wg sync.WaitGroup
	start := time.Now()
	for range pagesWorkers {
		wg.Go(func() {
			for time.Now().Before(deadline) {
				if _, _, err := s.get(b.Context()); err != nil {
					failed.CompareAndSwap(nil, &err)
					return
				}
				done.Add(1)
			}
		})
	}
	wg.Wait()
	if err := failed.Load(); err != nil {
		b.Fatal(*err)
	}
	return done.Load(), time.Since(start)
}

// replay returns a plain handler that answers every request with the
// body and headers (but Date and Content-Length, which net/http writes)
// of the server's answer to side's request.
func replay(b *testing.B, side *pagesSide) http.Handler {
	body, header, err := side.get(b.Context())
	if err != nil {
		b.Fatal(err)
	}
	if !bytes.HasPrefix(body, []byte("{")) || strings.Contains(string(body), `"error_code"`) {
		b.Fatalf("not an answer to replay: %s", body)
	}
	header = header.Clone()
	header.Del("Date")
	header.Del("Content-Length")
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		for name, values := range header {
			w.Header()[name] = values
		}
		w.Write(body)
	})
}

// median returns the median of xs.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if n := len(s); n%2 == 1 {
		return s[n/2]
	} else {
		return (s[n/2-1] + s[n/2]) / 2
	}
}
