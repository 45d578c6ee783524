package ingress_test

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// BenchmarkInterleaved measures each call of the SDK against the same call
// through plain net/http (plainClient) in one loop: every iteration makes
// one of each, in an order swapped each time, and times each. On a shared
// machine both sides then see the same load, which runs of one side after
// the other do not. Each sub-benchmark reports sdk-ns/op, nethttp-ns/op and
// their ratio sdk/nethttp; the allocations of each side come from the
// benchmark of the same name (BenchmarkGet, BenchmarkCreate, ...), whose
// sides run apart.
func BenchmarkInterleaved(b *testing.B) {
	srv, calls := sharedServer(b), callsShared()
	ctx := context.Background()

	b.Run("Get", func(b *testing.B) {
		keys, p := benchSDK(b, srv), newPlainClient(b)
		url := srv.URL + "/api_keys/" + benchID
		interleave(b,
			func() error { return wantKey(keys.Get(ctx, benchID)) },
			func() error { k := new(apikeys.APIKey); return wantKey(k, p.get(ctx, url, k)) })
	})
	b.Run("Create", func(b *testing.B) {
		keys := callsSDK(b, calls, ingress.WithHTTPClient(callsTransport(b)))
		p := newPlainClientOf(callsTransport(b), callsAPIKey)
		params := &apikeys.CreateParams{Description: new("key for the benchmark"), Metadata: new(`{"team":"platform"}`)}
		url := calls.URL + "/api_keys"
		interleave(b,
			func() error { return wantToken(keys.Create(ctx, params)) },
			func() error {
				k := new(apikeys.APIKey)
				return wantToken(k, p.do(ctx, http.MethodPost, url, params, k))
			})
	})
	b.Run("Update", func(b *testing.B) {
		keys := callsSDK(b, calls, ingress.WithHTTPClient(callsTransport(b)))
		p := newPlainClientOf(callsTransport(b), callsAPIKey)
		params := &apikeys.UpdateParams{Metadata: new(`{"team":"platform"}`)}
		url := calls.URL + "/api_keys/" + callsKeyID
		interleave(b,
			func() error { return wantCallsKey(keys.Update(ctx, callsKeyID, params)) },
			func() error {
				k := new(apikeys.APIKey)
				return wantCallsKey(k, p.do(ctx, http.MethodPatch, url, params, k))
			})
	})
	b.Run("ListAll", func(b *testing.B) {
		keys, p := benchSDK(b, srv), newPlainClient(b)
		interleave(b,
			func() error { return listAllSDK(ctx, keys) },
			func() error { return listAllPlain(ctx, p, srv.URL) })
	})
	b.Run("GetClientOnly", func(b *testing.B) {
		const base = "http://api.example.test"
		hc := &http.Client{Transport: memTransport{body: srv.item}}
		c, err := ingress.NewClient(ingress.WithAPIKey(benchKey), ingress.WithBaseURL(base), ingress.WithHTTPClient(hc))
		if err != nil {
			b.Fatal(err)
		}
		keys, p := apikeys.NewClient(c), newPlainClientOf(hc, benchKey)
		url := base + "/api_keys/" + benchID
		interleave(b,
			func() error { return wantKey(keys.Get(ctx, benchID)) },
			func() error { k := new(apikeys.APIKey); return wantKey(k, p.get(ctx, url, k)) })
	})
	b.Run("GetParallel", func(b *testing.B) {
		keys := callsSDK(b, calls)
		hc := callsTransport(b)
		hc.Transport.(*http.Transport).MaxIdleConnsPerHost = callsGoroutines
		p := newPlainClientOf(hc, callsAPIKey)
		url := calls.URL + "/api_keys/" + callsKeyID
		interleaveParallel(b,
			func() error { return wantCallsKey(keys.Get(ctx, callsKeyID)) },
			func() error { k := new(apikeys.APIKey); return wantCallsKey(k, p.get(ctx, url, k)) })
		calls.CloseClientConnections()
	})
}

// wantKey checks the result of a call for the key benchID.
func wantKey(k *apikeys.APIKey, err error) error {
	if err == nil && k.ID != benchID {
		err = fmt.Errorf("got key %q, want %q", k.ID, benchID)
	}
	return err
}

// wantCallsKey checks the result of a call for the key callsKeyID.
func wantCallsKey(k *apikeys.APIKey, err error) error {
	if err == nil && k.ID != callsKeyID {
		err = fmt.Errorf("got key %q, want %q", k.ID, callsKeyID)
	}
	return err
}

// wantToken checks the result of a create: a key with its token.
func wantToken(k *apikeys.APIKey, err error) error {
	if err == nil && k.Token == nil {
		err = fmt.Errorf("created key %q has no token", k.ID)
	}
	return err
}

// listAllSDK lists every key of the shared server through the SDK.
func listAllSDK(ctx context.Context, keys *apikeys.Client) error {
	n := 0
	for k, err := range keys.List(ctx, &ingress.ListParams{Limit: new(benchPageSize)}).All() {
		if err != nil {
			return err
		}
		if k.ID != "" {
			n++
		}
	}
	return wantListed(n)
}

// listAllPlain lists every key of the shared server at base with p,
// following next_page_uri.
func listAllPlain(ctx context.Context, p *plainClient, base string) error {
	n := 0
	for next := base + "/api_keys?limit=" + strconv.Itoa(benchPageSize); next != ""; {
		var page struct {
			Keys        []*apikeys.APIKey `json:"keys"`
			NextPageURI *string           `json:"next_page_uri"`
		}
		if err := p.get(ctx, next, &page); err != nil {
			return err
		}
		for _, k := range page.Keys {
			if k.ID != "" {
				n++
			}
		}
		next = ""
		if page.NextPageURI != nil {
			next = *page.NextPageURI
		}
	}
	return wantListed(n)
}

// wantListed checks that a listing saw every key of the shared server.
func wantListed(n int) error {
	if n != benchTotal {
		return fmt.Errorf("listed %d keys, want %d", n, benchTotal)
	}
	return nil
}

// interleave makes one call of sdk and one of plain per iteration, the
// first of them swapped each time, and reports the time of each side per
// call and their ratio.
func interleave(b *testing.B, sdk, plain func() error) {
	var sdkTime, plainTime time.Duration
	timed := func(call func() error, total *time.Duration) {
		start := time.Now()
		err := call()
		*total += time.Since(start)
		if err != nil {
			b.Fatal(err)
		}
	}
	n := 0
	for b.Loop() {
		if n%2 == 0 {
			timed(sdk, &sdkTime)
			timed(plain, &plainTime)
		} else {
			timed(plain, &plainTime)
			timed(sdk, &sdkTime)
		}
		n++
	}
	reportSides(b, n, sdkTime, plainTime)
}

// interleaveParallel is interleave from callsGoroutines goroutines that
// share the b.N iterations: each side's time is the mean time of its
// calls while the other goroutines call too.
func interleaveParallel(b *testing.B, sdk, plain func() error) {
	var sdkTime, plainTime, next atomic.Int64
	timed := func(call func() error, total *atomic.Int64) error {
		start := time.Now()
		err := call()
		total.Add(int64(time.Since(start)))
		return err
	}
	var wg sync.WaitGroup
	b.ResetTimer()
	for range callsGoroutines {
		wg.Go(func() {
			for i := next.Add(1); i <= int64(b.N); i = next.Add(1) {
				first, second, firstTime, secondTime := sdk, plain, &sdkTime, &plainTime
				if i%2 == 0 {
					first, second, firstTime, secondTime = plain, sdk, &plainTime, &sdkTime
				}
				if err := timed(first, firstTime); err != nil {
					b.Error(err)
					return
				}
				if err := timed(second, secondTime); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	reportSides(b, b.N, time.Duration(sdkTime.Load()), time.Duration(plainTime.Load()))
}

// reportSides reports the time per call of each side over n calls of each
// and their ratio.
func reportSides(b *testing.B, n int, sdkTime, plainTime time.Duration) {
	b.ReportMetric(float64(sdkTime.Nanoseconds())/float64(n), "sdk-ns/op")
	b.ReportMetric(float64(plainTime.Nanoseconds())/float64(n), "nethttp-ns/op")
	b.ReportMetric(float64(sdkTime)/float64(plainTime), "sdk/nethttp")
}
