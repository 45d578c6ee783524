package ingress_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

const (
	callsAPIKey = "ik_calls_4Rt8Wq1Zp6Xn3Lm9Ks2Vb7Jc5Hd0Fg"
	callsKeyID  = "ak_2gCa1lLs9B8e7N6c5H4m3R2k1Q0"
	// callsGoroutines is how many goroutines share one client in
	// BenchmarkGetParallel and TestParallelGetConnections.
	callsGoroutines = 64
)

// callsServer is a loopback API server for single calls on one API key:
// GET and PATCH /api_keys/<callsKeyID> and POST /api_keys, answered from
// prebuilt JSON so that the server costs as little as it can. It reads
// each request body, as a real server does, and counts the TCP
// connections it accepts.
type callsServer struct {
	*httptest.Server
	item, created []byte
	// conns counts the connections accepted; open those open now, and
	// mostOpen the most that were open at once.
	conns, open, mostOpen atomic.Int64
}

func newCallsServer() *callsServer {
	s := &callsServer{}
	s.Server = httptest.NewUnstartedServer(http.HandlerFunc(s.serve))
	s.Config.ConnState = func(_ net.Conn, state http.ConnState) {
		switch state {
		case http.StateNew:
			s.conns.Add(1)
			n := s.open.Add(1)
			for m := s.mostOpen.Load(); n > m && !s.mostOpen.CompareAndSwap(m, n); m = s.mostOpen.Load() {
			}
		case http.StateClosed, http.StateHijacked:
			s.open.Add(-1)
		}
	}
	base := "http://" + s.Listener.Addr().String()
	key := apikeys.APIKey{
		ID: callsKeyID, URI: base + "/api_keys/" + callsKeyID,
		Description: "key for the benchmark", Metadata: `{"team":"platform"}`,
		CreatedAt: time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC), OwnerID: "usr_2gCa1lLs9B8e7N6c5H4m3R2k1Q1",
	}
	s.item = callsJSON(key)
	key.Token = new("2gCa1lLs9B8e7N6c5H4m3R2k1Q2_7Hq2Zr9Lw4Xp1Kc8Vn3Bt6")
	s.created = callsJSON(key)
	s.Start()
	return s
}

func callsJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

func (s *callsServer) serve(w http.ResponseWriter, r *http.Request) {
	io.Copy(io.Discard, r.Body)
	if r.Header.Get("Authorization") != "Bearer "+callsAPIKey || r.Header.Get("Ngrok-Version") != "2" {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var body []byte
	status := http.StatusOK
	switch {
	case r.URL.Path == "/api_keys/"+callsKeyID && (r.Method == http.MethodGet || r.Method == http.MethodPatch):
		body = s.item
	case r.URL.Path == "/api_keys" && r.Method == http.MethodPost:
		body, status = s.created, http.StatusCreated
	default:
		w.WriteHeader(http.StatusNotFound)
		return
	}
	h := w.Header()
	h["Content-Type"] = []string{"application/json"}
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	w.Write(body)
}

// callsShared is the server every benchmark of this file shares; the
// process's exit closes it.
var callsShared = sync.OnceValue(newCallsServer)

// callsSDK returns an API key client of srv; opts come after the API key
// and base URL, so that without WithHTTPClient it has the SDK's default
// transport.
func callsSDK(tb testing.TB, srv *callsServer, opts ...ingress.Option) *apikeys.Client {
	c, err := ingress.NewClient(append([]ingress.Option{ingress.WithAPIKey(callsAPIKey), ingress.WithBaseURL(srv.URL)}, opts...)...)
	if err != nil {
		tb.Fatal(err)
	}
	return apikeys.NewClient(c)
}

// callsTransport is a transport of its own, configured like
// http.DefaultTransport, for one side of a sequential benchmark.
func callsTransport(b *testing.B) *http.Client {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	b.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr}
}

func BenchmarkCreate(b *testing.B) {
	srv := callsShared()
	ctx := context.Background()
	params := &apikeys.CreateParams{Description: new("key for the benchmark"), Metadata: new(`{"team":"platform"}`)}

	b.Run("impl=sdk", func(b *testing.B) {
		keys := callsSDK(b, srv, ingress.WithHTTPClient(callsTransport(b)))
		b.ReportAllocs()
		for b.Loop() {
			k, err := keys.Create(ctx, params)
			if err != nil || k.Token == nil {
				b.Fatalf("Create: %v, %v", k, err)
			}
		}
	})
	b.Run("impl=nethttp", func(b *testing.B) {
		p := newPlainClientOf(callsTransport(b), callsAPIKey)
		url := srv.URL + "/api_keys"
		b.ReportAllocs()
		for b.Loop() {
			k := new(apikeys.APIKey)
			if err := p.do(ctx, http.MethodPost, url, params, k); err != nil || k.Token == nil {
				b.Fatalf("create: %v, %v", k, err)
			}
		}
	})
}

func BenchmarkUpdate(b *testing.B) {
	srv := callsShared()
	ctx := context.Background()
	params := &apikeys.UpdateParams{Metadata: new(`{"team":"platform"}`)}

	b.Run("impl=sdk", func(b *testing.B) {
		keys := callsSDK(b, srv, ingress.WithHTTPClient(callsTransport(b)))
		b.ReportAllocs()
		for b.Loop() {
			if k, err := keys.Update(ctx, callsKeyID, params); err != nil || k.ID != callsKeyID {
				b.Fatalf("Update: %v, %v", k, err)
			}
		}
	})
	b.Run("impl=nethttp", func(b *testing.B) {
		p := newPlainClientOf(callsTransport(b), callsAPIKey)
		url := srv.URL + "/api_keys/" + callsKeyID
		b.ReportAllocs()
		for b.Loop() {
			k := new(apikeys.APIKey)
			if err := p.do(ctx, http.MethodPatch, url, params, k); err != nil || k.ID != callsKeyID {
				b.Fatalf("update: %v, %v", k, err)
			}
		}
	})
}

// BenchmarkGetParallel runs Gets from callsGoroutines goroutines sharing
// one client: the SDK's with its default transport (no WithHTTPClient),
// and a net/http client whose transport keeps as many idle connections,
// so that both sides measure calls rather than connection churn
// (http.DefaultTransport keeps 2 idle connections per host and would open
// a new one for most calls). Each run starts with a new client and reports
// the TCP connections the server accepted during the run as "conns".
func BenchmarkGetParallel(b *testing.B) {
	srv := callsShared()

	b.Run("impl=sdk", func(b *testing.B) {
		keys := callsSDK(b, srv)
		callsParallel(b, srv, func(ctx context.Context) error {
			k, err := keys.Get(ctx, callsKeyID)
			if err == nil && k.ID != callsKeyID {
				err = fmt.Errorf("got key %s", k.ID)
			}
			return err
		})
	})
	b.Run("impl=nethttp", func(b *testing.B) {
		hc := callsTransport(b)
		hc.Transport.(*http.Transport).MaxIdleConnsPerHost = callsGoroutines
		p := newPlainClientOf(hc, callsAPIKey)
		url := srv.URL + "/api_keys/" + callsKeyID
		callsParallel(b, srv, func(ctx context.Context) error {
			k := new(apikeys.APIKey)
			err := p.do(ctx, http.MethodGet, url, nil, k)
			if err == nil && k.ID != callsKeyID {
				err = fmt.Errorf("got key %s", k.ID)
			}
			return err
		})
	})
}

// callsParallel runs b.N calls of get from callsGoroutines goroutines and
// reports the connections the server accepted meanwhile. The server then
// closes them, since the SDK's client offers no way to close its idle
// connections and each run has a client of its own.
func callsParallel(b *testing.B, srv *callsServer, get func(context.Context) error) {
	ctx := context.Background()
	before := srv.conns.Load()
	var next atomic.Int64
	var wg sync.WaitGroup
	b.ReportAllocs()
	b.ResetTimer()
	for range callsGoroutines {
		wg.Go(func() {
			for next.Add(1) <= int64(b.N) {
				if err := get(ctx); err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	b.ReportMetric(float64(srv.conns.Load()-before), "conns")
	srv.CloseClientConnections()
}

// TestParallelGetConnections checks that a client with the SDK's default
// transport, shared by callsGoroutines goroutines, holds no more than
// callsGoroutines connections open at once (the transport's per-host
// limit) and keeps them for reuse: it opens a small fraction of one
// connection a request. (A connection may still be replaced when an
// attempt times out on a loaded machine, so the total is not held to the
// limit itself.)
func TestParallelGetConnections(t *testing.T) {
	const getsEach = 50
	srv := newCallsServer()
	t.Cleanup(srv.Close)
	keys := callsSDK(t, srv)
	ctx := t.Context()

	var failed atomic.Int64
	var wg sync.WaitGroup
	for range callsGoroutines {
		wg.Go(func() {
			for range getsEach {
				if _, err := keys.Get(ctx, callsKeyID); err != nil {
					failed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	require.Zero(t, failed.Load(), "failed Gets")
	conns, most := srv.conns.Load(), srv.mostOpen.Load()
	t.Logf("%d goroutines × %d Gets opened %d connections, at most %d at once", callsGoroutines, getsEach, conns, most)
	assert.LessOrEqual(t, most, int64(callsGoroutines), "connections open at once")
	assert.LessOrEqual(t, conns, int64(2*callsGoroutines), "connections opened for %d Gets: they are reused", callsGoroutines*getsEach)
}
