package ingress_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

const (
	benchKey      = "ik_bench_7Hq2Zr9Lw4Xp1Kc8Vn3Bt6Ym5Sd0Fg"
	benchID       = "ak_2fZxA1b2C3d4E5f6G7h8I9j0K1l"
	benchTotal    = 10_000
	benchPageSize = 100
)

// keyServer is a loopback API server that answers from prebuilt JSON, so
// that its own cost is as small as it can be: GET /api_keys/<benchID>
// returns one key, GET /api_keys returns pages of the list.
type keyServer struct {
	*httptest.Server
	item      []byte
	pages     map[string][]byte // by before_id, "" for the first page
	pageBytes int               // size of the largest page
	requests  atomic.Int64      // requests served
}

func newKeyServer(tb testing.TB, total, pageSize, metadataLen int) *keyServer {
	tb.Helper()
	ks := &keyServer{pages: make(map[string][]byte)}
	ks.Server = httptest.NewUnstartedServer(http.HandlerFunc(ks.serve))
	base := "http://" + ks.Listener.Addr().String()

	meta := strings.Repeat("m", metadataLen)
	key := func(i int) apikeys.APIKey {
		return apikeys.APIKey{
			ID:          fmt.Sprintf("ak_%026d", i),
			URI:         fmt.Sprintf("%s/api_keys/ak_%026d", base, i),
			Description: "key for the benchmark",
			Metadata:    meta,
			CreatedAt:   time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC).Add(-time.Duration(i) * time.Second),
			OwnerID:     "usr_2fZxA1b2C3d4E5f6G7h8I9j0K1m",
		}
	}
	one := key(0)
	one.ID, one.URI = benchID, base+"/api_keys/"+benchID
	ks.item = mustJSON(tb, one)

	before := ""
	for start := 0; start < total; start += pageSize {
		end := min(start+pageSize, total)
		page := struct {
			Keys        []apikeys.APIKey `json:"keys"`
			URI         string           `json:"uri"`
			NextPageURI *string          `json:"next_page_uri"`
		}{URI: base + "/api_keys"}
		for i := start; i < end; i++ {
			page.Keys = append(page.Keys, key(i))
		}
		if end < total {
			next := fmt.Sprintf("%s/api_keys?before_id=%s&limit=%d", base, page.Keys[len(page.Keys)-1].ID, pageSize)
			page.NextPageURI = &next
		}
		body := mustJSON(tb, page)
		ks.pages[before] = body
		ks.pageBytes = max(ks.pageBytes, len(body))
		before = page.Keys[len(page.Keys)-1].ID
	}
	ks.Start()
	tb.Cleanup(ks.Close)
	return ks
}

func mustJSON(tb testing.TB, v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func (ks *keyServer) serve(w http.ResponseWriter, r *http.Request) {
	ks.requests.Add(1)
	if r.Header.Get("Authorization") != "Bearer "+benchKey || r.Header.Get("Ngrok-Version") != "2" {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var body []byte
	switch r.URL.Path {
	case "/api_keys/" + benchID:
		body = ks.item
	case "/api_keys":
		body = ks.pages[r.URL.Query().Get("before_id")]
	}
	if body == nil {
		w.WriteHeader(http.StatusNotFound)
		return
	}
	h := w.Header()
	h["Content-Type"] = []string{"application/json"}
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.Write(body)
}

// benchTransport is a transport of its own for each side of a benchmark,
// configured like http.DefaultTransport.
func benchTransport(b *testing.B) *http.Transport {
	tr := http.DefaultTransport.(*http.Transport).Clone()
	b.Cleanup(tr.CloseIdleConnections)
	return tr
}

func benchSDK(b *testing.B, srv *keyServer) *apikeys.Client {
	c, err := ingress.NewClient(ingress.WithAPIKey(benchKey), ingress.WithBaseURL(srv.URL),
		ingress.WithHTTPClient(&http.Client{Transport: benchTransport(b)}))
	if err != nil {
		b.Fatal(err)
	}
	return apikeys.NewClient(c)
}

// plainClient is the leanest call a caller writes with net/http and
// encoding/json alone that does the SDK's work: the same headers
// (authorization, version, user agent, and the content type of a body),
// their values computed once, the request body marshalled, the response
// read whole (so that the connection is reused) and unmarshalled into the
// same struct.
type plainClient struct {
	hc            *http.Client
	authorization string
	userAgent     string
}

func newPlainClient(b *testing.B) *plainClient {
	return newPlainClientOf(&http.Client{Transport: benchTransport(b)}, benchKey)
}

func newPlainClientOf(hc *http.Client, key string) *plainClient {
	return &plainClient{
		hc:            hc,
		authorization: "Bearer " + key,
		userAgent:     "ingress-go/" + ingress.Version + " (" + runtime.Version() + ")",
	}
}

func (p *plainClient) get(ctx context.Context, url string, out any) error {
	return p.do(ctx, http.MethodGet, url, nil, out)
}

func (p *plainClient) do(ctx context.Context, method, url string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", p.authorization)
	req.Header.Set("Ngrok-Version", "2")
	req.Header.Set("User-Agent", p.userAgent)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	respBody, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 400 {
		return fmt.Errorf("%s %s: status %d", method, url, resp.StatusCode)
	}
	return json.Unmarshal(respBody, out)
}

// benchServer is shared by every benchmark of a run.
var benchServer *keyServer

func sharedServer(b *testing.B) *keyServer {
	if benchServer == nil {
		benchServer = newKeyServer(&serverTB{b}, benchTotal, benchPageSize, 64)
	}
	return benchServer
}

// serverTB keeps the shared server alive past the first benchmark's
// Cleanup; the process exit closes its listener.
type serverTB struct{ *testing.B }

func (s *serverTB) Cleanup(func()) {}

func BenchmarkGet(b *testing.B) {
	srv := sharedServer(b)
	ctx := context.Background()

	b.Run("sdk", func(b *testing.B) {
		keys := benchSDK(b, srv)
		b.ReportAllocs()
		for b.Loop() {
			k, err := keys.Get(ctx, benchID)
			if err != nil || k.ID != benchID {
				b.Fatalf("Get: %v, %v", k, err)
			}
		}
	})
	b.Run("nethttp", func(b *testing.B) {
		p := newPlainClient(b)
		url := srv.URL + "/api_keys/" + benchID
		b.ReportAllocs()
		for b.Loop() {
			k := new(apikeys.APIKey)
			if err := p.get(ctx, url, k); err != nil || k.ID != benchID {
				b.Fatalf("get: %v, %v", k, err)
			}
		}
	})
}

func BenchmarkListAll(b *testing.B) {
	srv := sharedServer(b)
	ctx := context.Background()

	b.Run("sdk", func(b *testing.B) {
		keys := benchSDK(b, srv)
		b.ReportAllocs()
		for b.Loop() {
			if err := listAllSDK(ctx, keys); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("nethttp", func(b *testing.B) {
		p := newPlainClient(b)
		b.ReportAllocs()
		for b.Loop() {
			if err := listAllPlain(ctx, p, srv.URL); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// memTransport answers every request with the same prebuilt response,
// without a network, so that a benchmark measures the client alone.
type memTransport struct{ body []byte }

func (m memTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		req.Body.Close()
	}
	return &http.Response{
		StatusCode: http.StatusOK, Status: "200 OK", Proto: "HTTP/1.1", ProtoMajor: 1, ProtoMinor: 1,
		Header:        http.Header{"Content-Type": {"application/json"}},
		Body:          io.NopCloser(bytes.NewReader(m.body)),
		ContentLength: int64(len(m.body)),
		Request:       req,
	}, nil
}

// BenchmarkGetClientOnly is BenchmarkGet over an in-memory transport: with
// no network and no server in the measurement, what remains is the cost of
// each client, and the difference is the SDK's own overhead per call.
func BenchmarkGetClientOnly(b *testing.B) {
	srv := sharedServer(b)
	tr := memTransport{body: srv.item}
	ctx := context.Background()
	const base = "http://api.example.test"

	b.Run("sdk", func(b *testing.B) {
		c, err := ingress.NewClient(ingress.WithAPIKey(benchKey), ingress.WithBaseURL(base),
			ingress.WithHTTPClient(&http.Client{Transport: tr}))
		if err != nil {
			b.Fatal(err)
		}
		keys := apikeys.NewClient(c)
		b.ReportAllocs()
		for b.Loop() {
			if k, err := keys.Get(ctx, benchID); err != nil || k.ID != benchID {
				b.Fatalf("Get: %v, %v", k, err)
			}
		}
	})
	b.Run("nethttp", func(b *testing.B) {
		p := newPlainClientOf(&http.Client{Transport: tr}, benchKey)
		url := base + "/api_keys/" + benchID
		b.ReportAllocs()
		for b.Loop() {
			k := new(apikeys.APIKey)
			if err := p.get(ctx, url, k); err != nil || k.ID != benchID {
				b.Fatalf("get: %v, %v", k, err)
			}
		}
	})
}
