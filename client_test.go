package ingress_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// testKey is the API key of every test client. It looks random so that any
// 8-byte window of it showing up in an error or log line is a leak, not a
// coincidence.
const (
	testKey  = "ik_9f3QzL7wXr2Tn8VbK4mYp6HsD1cGa0Ue"
	testBase = "https://api.example.test"
)

// fastRetry is a retry policy with millisecond waits, so that retry tests
// are quick.
func fastRetry(maxRetries int) ingress.Option {
	return ingress.WithRetry(ingress.RetryPolicy{MaxRetries: maxRetries, MinWait: time.Millisecond, MaxWait: time.Millisecond})
}

// newMockClient returns a client whose own http.Client carries an httpmock
// transport (never the global one), based at testBase, with fast retries.
// opts come last and so override the defaults.
func newMockClient(t testing.TB, opts ...ingress.Option) (*ingress.Client, *httpmock.MockTransport) {
	t.Helper()
	mt := httpmock.NewMockTransport()
	all := append([]ingress.Option{
		ingress.WithAPIKey(testKey),
		ingress.WithBaseURL(testBase),
		ingress.WithHTTPClient(&http.Client{Transport: mt}),
		fastRetry(3),
	}, opts...)
	c, err := ingress.NewClient(all...)
	require.NoError(t, err)
	return c, mt
}

// recordedRequest is what a mock server saw of one request.
type recordedRequest struct {
	Method string
	URL    *url.URL
	Header http.Header
	Body   []byte
	Ctx    context.Context
}

// recorder keeps every request that reaches the responders it wraps.
type recorder struct {
	mu   sync.Mutex
	reqs []recordedRequest
}

func (r *recorder) wrap(next httpmock.Responder) httpmock.Responder {
	return func(req *http.Request) (*http.Response, error) {
		var body []byte
		if req.Body != nil {
			body, _ = io.ReadAll(req.Body)
		}
		r.mu.Lock()
		r.reqs = append(r.reqs, recordedRequest{Method: req.Method, URL: req.URL, Header: req.Header.Clone(), Body: body, Ctx: req.Context()})
		r.mu.Unlock()
		return next(req)
	}
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.reqs)
}

func (r *recorder) all() []recordedRequest {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]recordedRequest(nil), r.reqs...)
}

// sequence plays rs in order, one per request; the last one repeats.
func sequence(rs ...httpmock.Responder) httpmock.Responder {
	var mu sync.Mutex
	i := 0
	return func(req *http.Request) (*http.Response, error) {
		mu.Lock()
		r := rs[min(i, len(rs)-1)]
		i++
		mu.Unlock()
		return r(req)
	}
}

// apiError answers with the API's error document.
func apiError(status int, code, msg, operationID string) httpmock.Responder {
	body, err := json.Marshal(map[string]any{
		"error_code": code, "status_code": status, "msg": msg,
		"details": map[string]string{"operation_id": operationID},
	})
	if err != nil {
		panic(err)
	}
	return httpmock.NewBytesResponder(status, body)
}

// keyJSON is an API key as the API returns it.
func keyJSON(id string) string {
	return fmt.Sprintf(`{"id":%q,"uri":"%s/api_keys/%s","description":"d","metadata":"m","created_at":"2024-05-01T10:00:00Z","token":null,"owner_id":"usr_1"}`, id, testBase, id)
}

func wantUserAgent(extra string) string {
	ua := "ingress-go/" + ingress.Version + " (" + runtime.Version() + ")"
	if extra != "" {
		ua += " " + extra
	}
	return ua
}

func TestHeaders(t *testing.T) {
	type payload struct {
		Description string `json:"description"`
	}
	tests := []struct {
		name      string
		method    string
		body      any
		userAgent string
		wantBody  string
	}{
		{name: "GET", method: http.MethodGet},
		{name: "DELETE", method: http.MethodDelete},
		{name: "GET with user agent", method: http.MethodGet, userAgent: "terraform-provider/1.2.3"},
		{name: "POST", method: http.MethodPost, body: payload{"ci"}, wantBody: `{"description":"ci"}`},
		{name: "POST without body", method: http.MethodPost},
		{name: "PATCH", method: http.MethodPatch, body: &payload{"new"}, wantBody: `{"description":"new"}`},
		{name: "PUT with user agent", method: http.MethodPut, body: map[string]int{"n": 1}, wantBody: `{"n":1}`, userAgent: "my app"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var opts []ingress.Option
			if tt.userAgent != "" {
				opts = append(opts, ingress.WithUserAgent(tt.userAgent))
			}
			c, mt := newMockClient(t, opts...)
			var rec recorder
			mt.RegisterResponder(tt.method, testBase+"/things/th_1", rec.wrap(httpmock.NewStringResponder(200, `{}`)))

			require.NoError(t, c.Do(context.Background(), tt.method, "/things/th_1", tt.body, nil))

			require.Equal(t, 1, rec.count())
			got := rec.all()[0]
			assert.Equal(t, []string{"Bearer " + testKey}, got.Header.Values("Authorization"))
			assert.Equal(t, []string{"2"}, got.Header.Values("Ngrok-Version"))
			assert.Equal(t, []string{wantUserAgent(tt.userAgent)}, got.Header.Values("User-Agent"))
			if tt.body != nil {
				assert.Equal(t, []string{"application/json"}, got.Header.Values("Content-Type"))
				assert.JSONEq(t, tt.wantBody, string(got.Body))
			} else {
				assert.Empty(t, got.Header.Values("Content-Type"), "no body, no Content-Type")
				assert.Empty(t, got.Body)
			}
		})
	}
}

func TestHeadersOnEveryAttempt(t *testing.T) {
	c, mt := newMockClient(t)
	var rec recorder
	mt.RegisterResponder(http.MethodPatch, testBase+"/things/th_1",
		rec.wrap(sequence(httpmock.NewStringResponder(503, ""), httpmock.NewStringResponder(200, `{}`))))

	require.NoError(t, c.Do(context.Background(), http.MethodPatch, "/things/th_1", map[string]string{"a": "b"}, nil))

	reqs := rec.all()
	require.Len(t, reqs, 2)
	for i, r := range reqs {
		assert.Equal(t, "Bearer "+testKey, r.Header.Get("Authorization"), "attempt %d", i+1)
		assert.Equal(t, "2", r.Header.Get("Ngrok-Version"), "attempt %d", i+1)
		assert.Equal(t, wantUserAgent(""), r.Header.Get("User-Agent"), "attempt %d", i+1)
		assert.Equal(t, "application/json", r.Header.Get("Content-Type"), "attempt %d", i+1)
		assert.JSONEq(t, `{"a":"b"}`, string(r.Body), "attempt %d sends the whole body", i+1)
	}
}

func TestBaseURLPathPrefix(t *testing.T) {
	tests := []struct {
		base, path, want string
	}{
		{"http://host.test/api", "/api_keys", "http://host.test/api/api_keys"},
		{"http://host.test/api/", "/api_keys", "http://host.test/api/api_keys"},
		{"http://host.test:8080/v/api", "/api_keys/ak_1", "http://host.test:8080/v/api/api_keys/ak_1"},
		{"http://host.test/api", "/api_keys?limit=5", "http://host.test/api/api_keys?limit=5"},
		{"http://host.test/api", "/api_keys/a%20b", "http://host.test/api/api_keys/a%20b"},
		{"http://host.test", "/api_keys", "http://host.test/api_keys"},
		{"http://host.test/", "/api_keys", "http://host.test/api_keys"},
	}
	for _, tt := range tests {
		t.Run(tt.base+tt.path, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t, ingress.WithBaseURL(tt.base))
			var rec recorder
			mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, `{}`)))

			require.NoError(t, c.Do(context.Background(), http.MethodGet, tt.path, nil, nil))

			require.Equal(t, 1, rec.count())
			assert.Equal(t, tt.want, rec.all()[0].URL.String())
		})
	}
}

func TestBaseURLPathPrefixWithFamily(t *testing.T) {
	c, mt := newMockClient(t, ingress.WithBaseURL("http://host.test/api"))
	var rec recorder
	mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, keyJSON("ak 1"))))

	k, err := apikeys.NewClient(c).Get(context.Background(), "ak 1")
	require.NoError(t, err)
	assert.Equal(t, "ak 1", k.ID)
	require.Equal(t, 1, rec.count())
	assert.Equal(t, "/api/api_keys/ak%201", rec.all()[0].URL.EscapedPath())
}

func TestDoDecodesResponse(t *testing.T) {
	c, mt := newMockClient(t)
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(200, keyJSON("ak_1")))
	mt.RegisterResponder(http.MethodDelete, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(204, ""))
	mt.RegisterResponder(http.MethodGet, testBase+"/broken", httpmock.NewStringResponder(200, `{"id":`))

	var k apikeys.APIKey
	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k))
	assert.Equal(t, "ak_1", k.ID)
	assert.Equal(t, time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC), k.CreatedAt)
	assert.Nil(t, k.Token)

	untouched := apikeys.APIKey{ID: "keep"}
	require.NoError(t, c.Do(context.Background(), http.MethodDelete, "/api_keys/ak_1", nil, &untouched))
	assert.Equal(t, "keep", untouched.ID, "a 204 leaves out alone")

	err := c.Do(context.Background(), http.MethodGet, "/broken", nil, &k)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "decoding 200 response")
	var apiErr *ingress.Error
	assert.False(t, errors.As(err, &apiErr), "a bad 2xx body is not an API error")
}

func TestDoRefusesBadPaths(t *testing.T) {
	c, mt := newMockClient(t)
	var rec recorder
	mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, `{}`)))
	for _, p := range []string{"api_keys", "", "ftp://api.example.test/x", "https://other.test/api_keys"} {
		err := c.Do(context.Background(), http.MethodGet, p, nil, nil)
		assert.Error(t, err, "path %q", p)
	}
	assert.Zero(t, rec.count(), "nothing is sent for a refused path")
}

func TestMaxResponseSize(t *testing.T) {
	big := `{"id":"ak_1","description":"` + strings.Repeat("x", 4096) + `"}`
	small := `{"id":"ak_1","description":"` + strings.Repeat("x", 900) + `"}`

	t.Run("too large", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithMaxResponseSize(1024))
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(200, big))
		var k apikeys.APIKey
		err := c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "larger than 1024 bytes")
		assert.Contains(t, err.Error(), "/api_keys/ak_1")
	})
	t.Run("within the limit", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithMaxResponseSize(1024))
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(200, small))
		var k apikeys.APIKey
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k))
		assert.Len(t, k.Description, 900)
	})
	t.Run("the largest limit", func(t *testing.T) {
		// The limit plus one byte, read to tell a body at the limit from
		// one over it, must not overflow.
		c, mt := newMockClient(t, ingress.WithMaxResponseSize(math.MaxInt64))
		mt.RegisterResponder(http.MethodPost, testBase+"/api_keys", httpmock.NewStringResponder(201, small))
		mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", httpmock.NewStringResponder(200, small))
		var created, got apikeys.APIKey
		require.NoError(t, c.Do(context.Background(), http.MethodPost, "/api_keys", map[string]string{}, &created))
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &got))
		assert.Equal(t, "ak_1", created.ID)
		assert.Len(t, got.Description, 900)
	})
	t.Run("a declared length over the limit is refused unread", func(t *testing.T) {
		endless := &countingReader{}
		rt := roundTripFunc(func(*http.Request) (*http.Response, error) {
			return &http.Response{StatusCode: 200, Header: http.Header{}, ContentLength: 1 << 30, Body: io.NopCloser(endless)}, nil
		})
		c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase),
			ingress.WithHTTPClient(&http.Client{Transport: rt}), ingress.WithMaxResponseSize(1<<20))
		require.NoError(t, err)
		var k apikeys.APIKey
		err = c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k)
		assert.ErrorContains(t, err, "larger than 1048576 bytes")
		assert.LessOrEqual(t, endless.n.Load(), int64(64<<10), "at most the connection-saving drain is read")
	})
	t.Run("the default limit is 8 MiB", func(t *testing.T) {
		endless := &countingReader{}
		rt := roundTripFunc(func(*http.Request) (*http.Response, error) {
			return &http.Response{StatusCode: 200, Header: http.Header{}, ContentLength: 8<<20 + 1, Body: io.NopCloser(endless)}, nil
		})
		c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase),
			ingress.WithHTTPClient(&http.Client{Transport: rt}))
		require.NoError(t, err)
		var k apikeys.APIKey
		err = c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k)
		assert.ErrorContains(t, err, "larger than 8388608 bytes")
	})
	t.Run("transport that does not set Response.Request", func(t *testing.T) {
		// http.RoundTripper does not promise Response.Request; the
		// error path must not depend on it.
		rt := roundTripFunc(func(*http.Request) (*http.Response, error) {
			return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(strings.NewReader(big))}, nil
		})
		c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(testBase),
			ingress.WithHTTPClient(&http.Client{Transport: rt}), ingress.WithMaxResponseSize(1024))
		require.NoError(t, err)
		var k apikeys.APIKey
		err = c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, &k)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "larger than 1024 bytes")
	})
}

type roundTripFunc func(*http.Request) (*http.Response, error)

// countingReader is an endless body of 'x' that counts what is read of it.
type countingReader struct{ n atomic.Int64 }

func (r *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	r.n.Add(int64(len(p)))
	return len(p), nil
}

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestRedirectToAnotherHostRefused(t *testing.T) {
	var otherHits atomic.Int32
	var otherAuth atomic.Value
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		otherHits.Add(1)
		otherAuth.Store(r.Header.Get("Authorization"))
		w.Write([]byte(keyJSON("ak_1")))
	}))
	defer other.Close()
	api := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api_keys/ak_away":
			http.Redirect(w, r, other.URL+"/api_keys/ak_1", http.StatusFound)
		case "/api_keys/ak_moved":
			http.Redirect(w, r, "/api_keys/ak_1", http.StatusMovedPermanently)
		case "/api_keys/ak_1":
			if r.Header.Get("Authorization") != "Bearer "+testKey {
				http.Error(w, `{"msg":"no auth"}`, http.StatusUnauthorized)
				return
			}
			w.Write([]byte(keyJSON("ak_1")))
		default:
			http.NotFound(w, r)
		}
	}))
	defer api.Close()

	c, err := ingress.NewClient(ingress.WithAPIKey(testKey), ingress.WithBaseURL(api.URL), fastRetry(3))
	require.NoError(t, err)
	keys := apikeys.NewClient(c)

	_, err = keys.Get(context.Background(), "ak_away")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "redirect")
	assert.NotContains(t, err.Error(), testKey)
	assert.Zero(t, otherHits.Load(), "the other host never sees a request")
	assert.Nil(t, otherAuth.Load(), "the Authorization header never reaches the other host")

	k, err := keys.Get(context.Background(), "ak_moved")
	require.NoError(t, err, "a redirect within the API's origin is followed, with the key")
	assert.Equal(t, "ak_1", k.ID)
}

// TestRedirectToAnotherSchemeRefused: a redirect from the https base URL
// to http on the same host and port leaves the origin, and would send the
// key in clear.
func TestRedirectToAnotherSchemeRefused(t *testing.T) {
	c, mt := newMockClient(t)
	var clear recorder
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", func(req *http.Request) (*http.Response, error) {
		resp := httpmock.NewStringResponse(http.StatusFound, "")
		resp.Header.Set("Location", "http://api.example.test:443/api_keys/ak_1")
		return resp, nil
	})
	mt.RegisterResponder(http.MethodGet, "http://api.example.test:443/api_keys/ak_1", clear.wrap(httpmock.NewStringResponder(200, keyJSON("ak_1"))))

	_, err := apikeys.NewClient(c).Get(context.Background(), "ak_1")
	require.ErrorContains(t, err, "refused a redirect to another origin")
	assert.Zero(t, clear.count(), "nothing is sent over plain HTTP")
}

func TestRateLimit(t *testing.T) {
	t.Run("waits for a token", func(t *testing.T) {
		// 2 per 200ms: a burst of 2, then one token every 100ms.
		c, mt := newMockClient(t, ingress.WithRateLimit(2, 200*time.Millisecond))
		mt.RegisterResponder(http.MethodGet, testBase+"/ping", httpmock.NewStringResponder(200, `{}`))
		start := time.Now()
		for range 4 {
			require.NoError(t, c.Do(context.Background(), http.MethodGet, "/ping", nil, nil))
		}
		assert.GreaterOrEqual(t, time.Since(start), 150*time.Millisecond, "the third and fourth calls wait for tokens")
		assert.Equal(t, 4, mt.GetTotalCallCount())
	})
	t.Run("one request of a burst is held back", func(t *testing.T) {
		// A server allowing 3 per hour starts counting when the first
		// request arrives; a fourth request in the hour is refused.
		// Bursts of 2 leave room for that request's lateness.
		c, mt := newMockClient(t, ingress.WithRateLimit(3, time.Hour))
		mt.RegisterResponder(http.MethodGet, testBase+"/ping", httpmock.NewStringResponder(200, `{}`))
		for range 2 {
			require.NoError(t, c.Do(context.Background(), http.MethodGet, "/ping", nil, nil))
		}
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		assert.ErrorContains(t, c.Do(ctx, http.MethodGet, "/ping", nil, nil), "rate limit")
		assert.Equal(t, 2, mt.GetTotalCallCount())
	})
	t.Run("cancelled wait", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithRateLimit(1, time.Hour))
		mt.RegisterResponder(http.MethodGet, testBase+"/ping", httpmock.NewStringResponder(200, `{}`))
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/ping", nil, nil))

		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(50*time.Millisecond, cancel)
		start := time.Now()
		err := c.Do(ctx, http.MethodGet, "/ping", nil, nil)
		require.Error(t, err)
		assert.ErrorIs(t, err, context.Canceled)
		assert.Less(t, time.Since(start), 2*time.Second)
		assert.Equal(t, 1, mt.GetTotalCallCount(), "the waiting call is never sent")
	})
	t.Run("deadline shorter than the wait", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithRateLimit(1, time.Hour))
		mt.RegisterResponder(http.MethodGet, testBase+"/ping", httpmock.NewStringResponder(200, `{}`))
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/ping", nil, nil))

		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		start := time.Now()
		err := c.Do(ctx, http.MethodGet, "/ping", nil, nil)
		require.Error(t, err)
		assert.Less(t, time.Since(start), 2*time.Second)
		assert.Equal(t, 1, mt.GetTotalCallCount(), "the waiting call is never sent")
	})
	t.Run("a refused wait is not retried", func(t *testing.T) {
		c, mt := newMockClient(t, ingress.WithRateLimit(1, time.Hour),
			ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond, MaxWait: time.Millisecond}))
		mt.RegisterResponder(http.MethodDelete, testBase+"/ping", httpmock.NewStringResponder(404, `{"msg":"gone"}`))
		require.Error(t, c.Do(context.Background(), http.MethodDelete, "/ping", nil, nil))

		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		err := c.Do(ctx, http.MethodDelete, "/ping", nil, nil)
		require.Error(t, err, "a DELETE that was never sent does not count as done")
		assert.NotContains(t, err.Error(), "attempts", "one attempt only: %v", err)
		assert.Contains(t, err.Error(), "rate limit")
	})
}

func TestIDEscaping(t *testing.T) {
	tests := []struct {
		id, wantPath string
	}{
		{"ak_1", "/api_keys/ak_1"},
		{"a b", "/api_keys/a%20b"},
		{"50%off", "/api_keys/50%25off"},
		{"%2F", "/api_keys/%252F"},
		{"ak?x=1", "/api_keys/ak%3Fx=1"},
		{"ak#frag", "/api_keys/ak%23frag"},
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			var rec recorder
			mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, keyJSON(tt.id))))

			k, err := apikeys.NewClient(c).Get(context.Background(), tt.id)
			require.NoError(t, err)
			assert.Equal(t, tt.id, k.ID)
			require.Equal(t, 1, rec.count())
			got := rec.all()[0].URL
			assert.Equal(t, tt.wantPath, got.EscapedPath())
			assert.Equal(t, "/api_keys/"+tt.id, got.Path, "the server decodes the ID intact")
			assert.Empty(t, got.RawQuery)
		})
	}
}

func TestIDRefusedBeforeSending(t *testing.T) {
	for _, id := range []string{"", "a/b", "/", "../ak_1", `a\b`, "a\nb"} {
		t.Run(fmt.Sprintf("%q", id), func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			var rec recorder
			mt.RegisterNoResponder(rec.wrap(httpmock.NewStringResponder(200, keyJSON("x"))))
			keys := apikeys.NewClient(c)
			ctx := context.Background()

			_, errGet := keys.Get(ctx, id)
			_, errUpdate := keys.Update(ctx, id, &apikeys.UpdateParams{Description: new("d")})
			errDelete := keys.Delete(ctx, id)

			for name, err := range map[string]error{"Get": errGet, "Update": errUpdate, "Delete": errDelete} {
				var verr *ingress.ValidationError
				require.ErrorAs(t, err, &verr, name)
				assert.Equal(t, "id", verr.Field, name)
				assert.True(t, ingress.IsValidation(err), name)
			}
			assert.Zero(t, rec.count(), "nothing is sent for a refused ID")
		})
	}
}

func TestDoWithNilParams(t *testing.T) {
	c, mt := newMockClient(t)
	rec := &recorder{}
	mt.RegisterResponder(http.MethodPost, testBase+"/api_keys", rec.wrap(httpmock.NewStringResponder(201, `{"id":"ak_1"}`)))
	var k apikeys.APIKey
	require.NoError(t, c.Do(context.Background(), http.MethodPost, "/api_keys", (*apikeys.CreateParams)(nil), &k))
	assert.Equal(t, "ak_1", k.ID)
	assert.Equal(t, 1, rec.count())
}

// connCounter is a loopback server answering {} that counts the
// connections it accepted and closed.
type connCounter struct {
	*httptest.Server
	mu     sync.Mutex
	states map[http.ConnState]int
}

func newConnCounter(t *testing.T, h http.HandlerFunc) *connCounter {
	cc := &connCounter{states: map[http.ConnState]int{}}
	cc.Server = httptest.NewUnstartedServer(h)
	cc.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		cc.mu.Lock()
		cc.states[s]++
		cc.mu.Unlock()
	}
	cc.Start()
	t.Cleanup(cc.Close)
	return cc
}

func (cc *connCounter) count(s http.ConnState) int {
	cc.mu.Lock()
	defer cc.mu.Unlock()
	return cc.states[s]
}

func answerEmpty(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(`{}`)) }

func TestCloseIdleConnections(t *testing.T) {
	for name, opts := range map[string][]ingress.Option{
		"default transport": nil,
		"with a rate limit": {ingress.WithRateLimit(100, time.Second)},
		"caller's client":   {ingress.WithHTTPClient(&http.Client{Transport: &http.Transport{}})},
	} {
		t.Run(name, func(t *testing.T) {
			srv := newConnCounter(t, answerEmpty)
			c, err := ingress.NewClient(append([]ingress.Option{ingress.WithAPIKey("k"), ingress.WithBaseURL(srv.URL)}, opts...)...)
			require.NoError(t, err)
			require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))

			c.CloseIdleConnections()
			require.Eventually(t, func() bool { return srv.count(http.StateClosed) == 1 },
				5*time.Second, 10*time.Millisecond, "the idle connection is closed by the client")
			assert.Equal(t, 1, srv.count(http.StateNew))
		})
	}
}

// TestFailedCallKeepsSharedConnections: go-retryablehttp closes its
// client's idle connections after a call that does not succeed; those
// connections serve every other call of the Client, so they must stay.
func TestFailedCallKeepsSharedConnections(t *testing.T) {
	srv := newConnCounter(t, answerEmpty)
	c, err := ingress.NewClient(ingress.WithAPIKey("k"), ingress.WithBaseURL(srv.URL))
	require.NoError(t, err)
	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	require.ErrorIs(t, c.Do(cancelled, http.MethodGet, "/x", nil, nil), context.Canceled)

	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
	assert.Equal(t, 1, srv.count(http.StateNew), "the second call reused the first call's connection")
	assert.Zero(t, srv.count(http.StateClosed))
}

// TestAttemptTimeoutIsRetried: an http.Client.Timeout ends one attempt,
// not the call; the attempt is retried like any other connection failure.
func TestAttemptTimeoutIsRetried(t *testing.T) {
	var attempts atomic.Int32
	srv := newConnCounter(t, func(w http.ResponseWriter, r *http.Request) {
		if attempts.Add(1) == 1 {
			select {
			case <-r.Context().Done():
			case <-time.After(2 * time.Second):
			}
			return
		}
		answerEmpty(w, r)
	})
	c, err := ingress.NewClient(ingress.WithAPIKey("k"), ingress.WithBaseURL(srv.URL),
		ingress.WithHTTPClient(&http.Client{Timeout: 100 * time.Millisecond}), fastRetry(3))
	require.NoError(t, err)
	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
	assert.Equal(t, int32(2), attempts.Load())
}

// stderrChildEnv marks the copy of the test binary that
// TestRetriesWriteNothingToStderr runs.
const stderrChildEnv = "INGRESS_TEST_STDERR_CHILD"

// TestRetriesWriteNothingToStderr checks that a call retried after a 503
// and a connection error writes nothing to stderr: go-retryablehttp logs
// every attempt there unless its logger is left out. Its default logger
// holds the process's stderr from start-up, so that replacing os.Stderr
// would not catch it: the call runs in a copy of the test binary whose
// stderr is captured whole.
func TestRetriesWriteNothingToStderr(t *testing.T) {
	if os.Getenv(stderrChildEnv) == "1" {
		c, mt := newMockClient(t)
		mt.RegisterResponder(http.MethodGet, testBase+"/x",
			sequence(statusResponder(503), connReset(), httpmock.NewStringResponder(200, `{}`)))
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
		require.Equal(t, 3, mt.GetTotalCallCount())
		return
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	cmd := exec.CommandContext(t.Context(), exe, "-test.run=^TestRetriesWriteNothingToStderr$", "-test.count=1", "-test.v")
	cmd.Env = append(os.Environ(), stderrChildEnv+"=1")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr

	require.NoError(t, cmd.Run(), "the call failed:\n%s%s", stdout.String(), stderr.String())

	assert.Contains(t, stdout.String(), "--- PASS: TestRetriesWriteNothingToStderr", "the call ran")
	assert.Empty(t, stderr.String(), "nothing is written to stderr")
}

// TestUserAgentFormat checks the shape of the User-Agent header as sent:
// the SDK's semantic version, then the Go version.
func TestUserAgentFormat(t *testing.T) {
	c, mt := newMockClient(t)
	var rec recorder
	mt.RegisterResponder(http.MethodGet, testBase+"/x", rec.wrap(httpmock.NewStringResponder(200, `{}`)))

	require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))

	require.Equal(t, 1, rec.count())
	ua := rec.all()[0].Header.Values("User-Agent")
	require.Len(t, ua, 1)
	assert.Regexp(t, regexp.MustCompile(`^ingress-go/\d+\.\d+\.\d+(-[0-9A-Za-z.]+)? \(go1\.\d+`), ua[0])
}

// TestEmptySuccessIsAnError: a success that carries no resource must not
// become a blank one with a nil error.
func TestEmptySuccessIsAnError(t *testing.T) {
	for _, tt := range []struct {
		name   string
		method string
		status int
		body   string
	}{
		{"GET 204", http.MethodGet, 204, ""},
		{"GET 200 null", http.MethodGet, 200, "null"},
		{"GET 200 {}", http.MethodGet, 200, "{}"},
		{"GET 200 {} with spaces", http.MethodGet, 200, " {\n\t} \r\n"},
		{"GET 200 empty", http.MethodGet, 200, ""},
		{"POST 201 {}", http.MethodPost, 201, "{}"},
		{"PATCH 204", http.MethodPatch, 204, ""},
		{"PATCH 200 null", http.MethodPatch, 200, " null "},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			mt.RegisterNoResponder(httpmock.NewStringResponder(tt.status, tt.body))
			keys := apikeys.NewClient(c)
			ctx := context.Background()
			var k *apikeys.APIKey
			var err error
			switch tt.method {
			case http.MethodGet:
				k, err = keys.Get(ctx, "ak_1")
			case http.MethodPost:
				k, err = keys.Create(ctx, nil)
			case http.MethodPatch:
				k, err = keys.Update(ctx, "ak_1", nil)
			}
			require.Error(t, err)
			assert.Nil(t, k)
			assert.Contains(t, err.Error(), fmt.Sprintf("%d response", tt.status))
			assert.Equal(t, 1, mt.GetTotalCallCount(), "not retried")
		})
	}
	t.Run("a list page that is null", func(t *testing.T) {
		c, mt := newMockClient(t)
		mt.RegisterNoResponder(httpmock.NewStringResponder(200, "null"))
		it := apikeys.NewClient(c).List(context.Background(), nil)
		assert.False(t, it.Next())
		assert.ErrorContains(t, it.Err(), "200 response")
	})
	t.Run("without out, an empty success is a success", func(t *testing.T) {
		c, mt := newMockClient(t)
		mt.RegisterNoResponder(httpmock.NewStringResponder(200, "{}"))
		require.NoError(t, c.Do(context.Background(), http.MethodPost, "/x", nil, nil))
		require.NoError(t, apikeys.NewClient(c).Delete(context.Background(), "ak_1"))
	})
}
