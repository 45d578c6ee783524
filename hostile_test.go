package ingress_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// These tests put the client in front of servers that misbehave on
// purpose. Whatever the server does, a call must end with a clear error
// within the caller's deadline, the API key must never reach another host,
// and the memory the client uses must stay bounded by its limits.

const (
	// hostileKey is the API key of the clients in these tests.
	hostileKey = "ik_7Gx2hQ_R8vT2mQ9xL4wZ7nB3kP6yD"
	// hostileMaxBody is the response size limit of the clients in these
	// tests.
	hostileMaxBody = 1 << 20
	// hostileSlack is how much longer than its deadline a call may take
	// before the test fails: a bound, not a timing.
	hostileSlack = 3 * time.Second
)

// hostileServer starts a test server with handler h. Handlers that stream
// stop when done is closed, which happens before the server closes.
func hostileServer(t *testing.T, h func(w http.ResponseWriter, r *http.Request, done <-chan struct{})) *httptest.Server {
	t.Helper()
	done := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h(w, r, done) }))
	t.Cleanup(srv.Close)
	t.Cleanup(func() { close(done) })
	return srv
}

// hostileClient returns a client of the server at base with fast retries
// and a 1 MiB response size limit.
func hostileClient(t *testing.T, base string, opts ...ingress.Option) *ingress.Client {
	t.Helper()
	c, err := ingress.NewClient(append([]ingress.Option{
		ingress.WithAPIKey(hostileKey),
		ingress.WithBaseURL(base),
		ingress.WithMaxResponseSize(hostileMaxBody),
		ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 2, MinWait: time.Millisecond, MaxWait: 5 * time.Millisecond}),
	}, opts...)...)
	require.NoError(t, err)
	return c
}

// failsWithin runs call with a deadline d from now and checks that it fails
// within the deadline (plus slack) with an error that does not show the
// API key. It returns the error.
func failsWithin(t *testing.T, d time.Duration, call func(ctx context.Context) error) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	start := time.Now()
	err := call(ctx)
	elapsed := time.Since(start)
	require.Error(t, err)
	assert.Less(t, elapsed, d+hostileSlack, "the call outlived its deadline: %v", err)
	for _, s := range []string{err.Error(), fmt.Sprintf("%+v", err), fmt.Sprintf("%#v", err)} {
		assertNoSecret(t, hostileKey, s, "the error")
	}
	return err
}

// getKey fetches the API key ak_1 from c.
func getKey(ctx context.Context, c *ingress.Client) error {
	_, err := apikeys.NewClient(c).Get(ctx, "ak_1")
	return err
}

// elsewhere is a server of another origin that records what reaches it.
type elsewhere struct {
	*httptest.Server
	mu    sync.Mutex
	hits  int
	auths []string
}

func newElsewhere(t *testing.T) *elsewhere {
	t.Helper()
	e := &elsewhere{}
	e.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e.mu.Lock()
		e.hits++
		if a := r.Header.Get("Authorization"); a != "" {
			e.auths = append(e.auths, a)
		}
		e.mu.Unlock()
		w.Write([]byte(`{"id":"ak_1","keys":[],"next_page_uri":null}`))
	}))
	t.Cleanup(e.Close)
	return e
}

// assertUntouched checks that no request, and so no API key, reached e.
func (e *elsewhere) assertUntouched(t *testing.T) {
	t.Helper()
	e.mu.Lock()
	defer e.mu.Unlock()
	assert.Zero(t, e.hits, "a request reached the other host")
	assert.Empty(t, e.auths, "the Authorization header reached the other host")
}

func TestHostileBodies(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   string // in the error
	}{
		{"invalid JSON", 200, `{"id":"ak_1","description":`, "decoding 200 response"},
		{"HTML", 200, `<html><body>hello</body></html>`, "decoding 200 response"},
		{"empty", 200, ``, "the 200 response is empty"},
		{"null", 200, `null`, "the 200 response is empty"},
		{"empty object", 200, `{}`, "the 200 response is empty"},
		{"wrong type for a string", 200, `{"id":42}`, "decoding 200 response"},
		{"wrong type for a time", 200, `{"id":"ak_1","created_at":"yesterday"}`, "decoding 200 response"},
		{"wrong type for an object", 200, `{"id":"ak_1","owner_id":["a"]}`, "decoding 200 response"},
		{"array instead of object", 200, `[1,2,3]`, "decoding 200 response"},
		{"error as HTML", 400, `<html>bad request</html>`, `400 Bad Request: unexpected response body: "<html>bad request</html>"`},
		{"error with wrong types", 404, `{"error_code":404,"msg":["x"]}`, "404 Not Found: unexpected response body"},
		{"error echoing the key", 401, `{"error_code":"ERR_NGROK_201","msg":"bad key ` + hostileKey + `","details":{"operation_id":"op_1","key":"` + hostileKey + `"}}`, "bad key [REDACTED]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
				w.WriteHeader(tt.status)
				w.Write([]byte(tt.body))
			})
			err := failsWithin(t, 5*time.Second, func(ctx context.Context) error { return getKey(ctx, hostileClient(t, srv.URL)) })
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestHostileTruncatedBody(t *testing.T) {
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
		w.Header().Set("Content-Length", "1000")
		w.Write([]byte(`{"id":"ak_1","description":"`))
	})
	err := failsWithin(t, 5*time.Second, func(ctx context.Context) error { return getKey(ctx, hostileClient(t, srv.URL)) })
	assert.ErrorContains(t, err, "unexpected EOF")
}

// hostileMaxAlloc bounds the bytes a call may allocate in total, however
// large the response: JSON decoding buffers the body by doubling up to the
// response size limit, which allocates about four times the limit in all.
const hostileMaxAlloc = 5 * hostileMaxBody

// allocated returns the bytes allocated, by every goroutine, while f ran.
func allocated(f func()) uint64 {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func TestHostileHugeBody(t *testing.T) {
	huge := []byte(`{"id":"ak_1","description":"` + strings.Repeat("a", 10<<20) + `"}`)
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
		w.Header().Set("Content-Type", "application/json")
		w.Write(huge)
	})
	c := hostileClient(t, srv.URL)
	var err error
	used := allocated(func() {
		err = failsWithin(t, 5*time.Second, func(ctx context.Context) error { return getKey(ctx, c) })
	})
	assert.ErrorContains(t, err, fmt.Sprintf("response body larger than %d bytes", hostileMaxBody))
	assert.Less(t, used, uint64(hostileMaxAlloc), "allocated %d bytes for a 10 MiB body", used)
}

// endless writes chunk to w again and again until the client goes away or
// done is closed.
func endless(w http.ResponseWriter, r *http.Request, done <-chan struct{}, chunk []byte) {
	for {
		select {
		case <-done:
			return
		case <-r.Context().Done():
			return
		default:
		}
		if _, err := w.Write(chunk); err != nil {
			return
		}
	}
}

func TestHostileEndlessBody(t *testing.T) {
	chunk := []byte(strings.Repeat("a", 32<<10))
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"ak_1","description":"`))
		endless(w, r, done, chunk)
	})
	c := hostileClient(t, srv.URL)
	var err error
	used := allocated(func() {
		err = failsWithin(t, 5*time.Second, func(ctx context.Context) error { return getKey(ctx, c) })
	})
	assert.ErrorContains(t, err, fmt.Sprintf("response body larger than %d bytes", hostileMaxBody))
	assert.Less(t, used, uint64(hostileMaxAlloc), "allocated %d bytes for an endless body", used)
}

func TestHostileEndlessErrorBody(t *testing.T) {
	chunk := []byte(strings.Repeat("<html>", 4<<10))
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
		w.WriteHeader(http.StatusBadRequest)
		endless(w, r, done, chunk)
	})
	c := hostileClient(t, srv.URL)
	var err error
	used := allocated(func() {
		err = failsWithin(t, 5*time.Second, func(ctx context.Context) error { return getKey(ctx, c) })
	})
	var apiErr *ingress.Error
	require.ErrorAs(t, err, &apiErr)
	assert.Equal(t, http.StatusBadRequest, apiErr.StatusCode)
	assert.Contains(t, apiErr.Msg, "unexpected response body")
	assert.Less(t, len(apiErr.Msg), 1024, "the message quotes a short prefix")
	// Error bodies are read up to 1 MiB, the same as hostileMaxBody.
	assert.Less(t, used, uint64(hostileMaxAlloc), "allocated %d bytes for an endless error body", used)
}

func TestHostileSlowEndlessBody(t *testing.T) {
	// An endless body too slow to reach the size limit before the
	// caller's deadline: the deadline stops it.
	chunk := []byte(strings.Repeat(" ", 1<<10))
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
		w.Header().Set("Content-Type", "application/json")
		rc := http.NewResponseController(w)
		for {
			if _, err := w.Write(chunk); err != nil || rc.Flush() != nil {
				return
			}
			select {
			case <-done:
				return
			case <-r.Context().Done():
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	})
	c := hostileClient(t, srv.URL)
	var err error
	used := allocated(func() {
		err = failsWithin(t, 500*time.Millisecond, func(ctx context.Context) error { return getKey(ctx, c) })
	})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Less(t, used, uint64(hostileMaxAlloc), "allocated %d bytes for a slow endless body", used)
}

func TestHostileRedirectToAnotherHost(t *testing.T) {
	tests := []struct {
		name   string
		method string
		status int
	}{
		{"302 GET", http.MethodGet, http.StatusFound},
		{"301 GET", http.MethodGet, http.StatusMovedPermanently},
		{"307 POST", http.MethodPost, http.StatusTemporaryRedirect},
		{"308 PATCH", http.MethodPatch, http.StatusPermanentRedirect},
		{"303 DELETE", http.MethodDelete, http.StatusSeeOther},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			other := newElsewhere(t)
			srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
				if r.URL.Path == "/hop" {
					// A redirect within the origin is followed, then this
					// one leaves it.
					http.Redirect(w, r, other.URL+"/api_keys/ak_1", tt.status)
					return
				}
				http.Redirect(w, r, "/hop", tt.status)
			})
			c := hostileClient(t, srv.URL)
			var body any
			if tt.method != http.MethodGet && tt.method != http.MethodDelete {
				body = map[string]string{"description": "x"}
			}
			err := failsWithin(t, 5*time.Second, func(ctx context.Context) error {
				return c.Do(ctx, tt.method, "/api_keys/ak_1", body, nil)
			})
			assert.ErrorContains(t, err, "refused a redirect to another origin")
			other.assertUntouched(t)
		})
	}
}

func TestHostileNextPageOnAnotherHost(t *testing.T) {
	other := newElsewhere(t)
	otherHost := strings.TrimPrefix(other.URL, "http://")
	for next, want := range map[string]string{
		other.URL + "/api_keys?before_id=ak_1":   "refusing to send the API key",
		"http://user@" + otherHost + "/api_keys": "refusing to send the API key",
		"https://" + otherHost + "/api_keys":     "refusing to send the API key",
		"HTTP://" + otherHost + "/api_keys":      "must start with /",
		otherHost + "/api_keys":                  "must start with /",
	} {
		t.Run(next, func(t *testing.T) {
			srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
				fmt.Fprintf(w, `{"keys":[{"id":"ak_1"}],"next_page_uri":%q}`, next)
			})
			keys := apikeys.NewClient(hostileClient(t, srv.URL))
			var ids []string
			err := failsWithin(t, 5*time.Second, func(ctx context.Context) error {
				for k, err := range keys.List(ctx, nil).All() {
					if err != nil {
						return err
					}
					ids = append(ids, k.ID)
				}
				return nil
			})
			assert.Equal(t, []string{"ak_1"}, ids, "the first page is served")
			assert.ErrorContains(t, err, want)
			other.assertUntouched(t)
		})
	}
	t.Run("scheme-relative", func(t *testing.T) {
		// "//host/path" names a host: it is refused, not followed.
		var paths []string
		var mu sync.Mutex
		srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
			mu.Lock()
			paths = append(paths, r.URL.Path)
			mu.Unlock()
			if r.URL.Path == "/api_keys" {
				fmt.Fprintf(w, `{"keys":[{"id":"ak_1"}],"next_page_uri":"//%s/api_keys/more"}`, otherHost)
				return
			}
			w.Write([]byte(`{"keys":[{"id":"ak_2"}],"next_page_uri":null}`))
		})
		var ids []string
		var last error
		for k, err := range apikeys.NewClient(hostileClient(t, srv.URL)).List(context.Background(), nil).All() {
			if err != nil {
				last = err
				continue
			}
			ids = append(ids, k.ID)
		}
		assert.Equal(t, []string{"ak_1"}, ids)
		assert.ErrorContains(t, last, "names a host")
		assert.Equal(t, []string{"/api_keys"}, paths)
		other.assertUntouched(t)
	})
}

func TestHostileEndlessPages(t *testing.T) {
	srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
		n := len(r.URL.Query().Get("before_id"))
		fmt.Fprintf(w, `{"keys":[{"id":"ak_%d"}],"next_page_uri":"/api_keys?before_id=%s"}`, n, strings.Repeat("x", n+1))
	})
	keys := apikeys.NewClient(hostileClient(t, srv.URL))
	items := 0
	err := failsWithin(t, 500*time.Millisecond, func(ctx context.Context) error {
		for _, err := range keys.List(ctx, nil).All() {
			if err != nil {
				return err
			}
			items++
		}
		return nil
	})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Positive(t, items)
}

func TestHostileRetryAfterOneDay(t *testing.T) {
	tests := []struct {
		name       string
		status     int
		retryAfter func() string
		deadline   time.Duration
	}{
		{"429 in seconds", http.StatusTooManyRequests, func() string { return "86400" }, 5 * time.Second},
		{"429 as a date", http.StatusTooManyRequests, func() string { return time.Now().Add(24 * time.Hour).UTC().Format(http.TimeFormat) }, 5 * time.Second},
		{"503 in seconds", http.StatusServiceUnavailable, func() string { return "86400" }, 5 * time.Second},
		{"absurd", http.StatusTooManyRequests, func() string { return "99999999999999999999" }, 5 * time.Second},
		// Under the client's cap, but longer than the caller will wait.
		{"30 s with a 1 s deadline", http.StatusTooManyRequests, func() string { return "30" }, time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, _ <-chan struct{}) {
				w.Header().Set("Retry-After", tt.retryAfter())
				w.WriteHeader(tt.status)
				w.Write([]byte(`{"error_code":"ERR_NGROK_429","status_code":429,"msg":"slow down","details":{"operation_id":"op_1"}}`))
			})
			c := hostileClient(t, srv.URL, ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3}))
			start := time.Now()
			err := failsWithin(t, tt.deadline, func(ctx context.Context) error { return getKey(ctx, c) })
			var apiErr *ingress.Error
			require.ErrorAs(t, err, &apiErr, "the server's error, not the deadline's")
			assert.Equal(t, tt.status, apiErr.StatusCode)
			assert.Less(t, time.Since(start), tt.deadline, "returned before the deadline")
			assert.Equal(t, 1, apiErr.Attempts, "no retry: the wait asked for is too long")
		})
	}
}

func TestHostileTrickle(t *testing.T) {
	t.Run("body", func(t *testing.T) {
		srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusOK)
			rc := http.NewResponseController(w)
			for _, b := range []byte(`{"id":"ak_1","description":"` + strings.Repeat("a", 200) + `"}`) {
				w.Write([]byte{b})
				rc.Flush()
				select {
				case <-done:
					return
				case <-r.Context().Done():
					return
				case <-time.After(100 * time.Millisecond):
				}
			}
		})
		err := failsWithin(t, 500*time.Millisecond, func(ctx context.Context) error { return getKey(ctx, hostileClient(t, srv.URL)) })
		assert.ErrorIs(t, err, context.DeadlineExceeded)
	})
	t.Run("headers", func(t *testing.T) {
		srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
			conn, _, err := http.NewResponseController(w).Hijack()
			if err != nil {
				return
			}
			defer conn.Close()
			for _, b := range []byte("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nX-Padding: " + strings.Repeat("p", 200) + "\r\n\r\n{}") {
				if _, err := conn.Write([]byte{b}); err != nil {
					return
				}
				select {
				case <-done:
					return
				case <-time.After(100 * time.Millisecond):
				}
			}
		})
		err := failsWithin(t, 500*time.Millisecond, func(ctx context.Context) error { return getKey(ctx, hostileClient(t, srv.URL)) })
		assert.ErrorIs(t, err, context.DeadlineExceeded)
	})
	t.Run("no answer", func(t *testing.T) {
		srv := hostileServer(t, func(w http.ResponseWriter, r *http.Request, done <-chan struct{}) {
			select {
			case <-done:
			case <-r.Context().Done():
			}
		})
		err := failsWithin(t, 500*time.Millisecond, func(ctx context.Context) error { return getKey(ctx, hostileClient(t, srv.URL)) })
		assert.ErrorIs(t, err, context.DeadlineExceeded)
		assert.False(t, errors.Is(err, context.Canceled))
	})
}
