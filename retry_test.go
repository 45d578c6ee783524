package ingress_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jarcoal/httpmock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
)

// connReset fails after the request may have been written: the outcome is
// unknown.
func connReset() httpmock.Responder {
	return httpmock.NewErrorResponder(&net.OpError{Op: "read", Net: "tcp", Err: syscall.ECONNRESET})
}

// dialRefused fails while connecting: nothing was sent.
func dialRefused() httpmock.Responder {
	return httpmock.NewErrorResponder(&net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED})
}

func statusResponder(status int) httpmock.Responder {
	return apiError(status, fmt.Sprintf("ERR_NGROK_%d", status), http.StatusText(status), "op_"+strconv.Itoa(status))
}

func TestRetryMatrix(t *testing.T) {
	const maxRetries = 2
	const all = maxRetries + 1
	type outcome struct {
		name    string
		respond func() httpmock.Responder
		status  int // 0 for a transport error
	}
	outcomes := []outcome{
		{"429", func() httpmock.Responder { return statusResponder(429) }, 429},
		{"500", func() httpmock.Responder { return statusResponder(500) }, 500},
		{"501", func() httpmock.Responder { return statusResponder(501) }, 501},
		{"502", func() httpmock.Responder { return statusResponder(502) }, 502},
		{"503", func() httpmock.Responder { return statusResponder(503) }, 503},
		{"504", func() httpmock.Responder { return statusResponder(504) }, 504},
		{"400", func() httpmock.Responder { return statusResponder(400) }, 400},
		{"404", func() httpmock.Responder { return statusResponder(404) }, 404},
		{"409", func() httpmock.Responder { return statusResponder(409) }, 409},
		{"connection reset", connReset, 0},
		{"dial error", dialRefused, 0},
	}
	// want[method][outcome] is the number of attempts, written out rather
	// than derived so that the table is the specification.
	idempotent := map[string]int{
		"429": all, "500": all, "501": 1, "502": all, "503": all, "504": all,
		"400": 1, "404": 1, "409": 1, "connection reset": all, "dial error": all,
	}
	post := map[string]int{
		"429": all, "500": 1, "501": 1, "502": 1, "503": 1, "504": 1,
		"400": 1, "404": 1, "409": 1, "connection reset": 1, "dial error": all,
	}
	want := map[string]map[string]int{
		http.MethodGet: idempotent, http.MethodPut: idempotent, http.MethodPatch: idempotent,
		http.MethodDelete: idempotent, http.MethodPost: post,
	}
	for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodPatch, http.MethodDelete, http.MethodPost} {
		for _, o := range outcomes {
			t.Run(method+"/"+o.name, func(t *testing.T) {
				t.Parallel()
				c, mt := newMockClient(t, fastRetry(maxRetries))
				mt.RegisterResponder(method, testBase+"/things/th_1", o.respond())
				var body any
				if method == http.MethodPost || method == http.MethodPut || method == http.MethodPatch {
					body = map[string]string{"description": "x"}
				}

				err := c.Do(context.Background(), method, "/things/th_1", body, nil)

				require.Error(t, err)
				attempts := want[method][o.name]
				assert.Equal(t, attempts, mt.GetTotalCallCount(), "attempts")
				var apiErr *ingress.Error
				if o.status != 0 {
					require.ErrorAs(t, err, &apiErr)
					assert.Equal(t, o.status, apiErr.StatusCode)
					assert.Equal(t, attempts, apiErr.Attempts)
				} else {
					assert.False(t, errors.As(err, &apiErr), "a transport error is not an *Error")
					var opErr *net.OpError
					assert.ErrorAs(t, err, &opErr, "the transport error is kept")
				}
				if attempts > 1 {
					assert.Contains(t, err.Error(), fmt.Sprintf("after %d attempts", attempts))
				}
			})
		}
	}
}

func TestRetryThenSuccess(t *testing.T) {
	for _, method := range []string{http.MethodGet, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		t.Run(method, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			mt.RegisterResponder(method, testBase+"/things/th_1",
				sequence(statusResponder(503), connReset(), statusResponder(429), httpmock.NewStringResponder(200, `{"id":"th_1"}`)))
			var out struct{ ID string }
			require.NoError(t, c.Do(context.Background(), method, "/things/th_1", nil, &out))
			assert.Equal(t, "th_1", out.ID)
			assert.Equal(t, 4, mt.GetTotalCallCount())
		})
	}
}

func TestExhaustedRetriesReturnLastError(t *testing.T) {
	const maxRetries = 3
	c, mt := newMockClient(t, fastRetry(maxRetries))
	var n atomic.Int32
	mt.RegisterResponder(http.MethodGet, testBase+"/api_keys/ak_1", func(req *http.Request) (*http.Response, error) {
		i := n.Add(1)
		return apiError(503, "ERR_NGROK_503", fmt.Sprintf("attempt %d", i), fmt.Sprintf("op_%d", i))(req)
	})

	err := c.Do(context.Background(), http.MethodGet, "/api_keys/ak_1", nil, nil)

	var e *ingress.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, maxRetries+1, e.Attempts)
	assert.Equal(t, maxRetries+1, mt.GetTotalCallCount())
	assert.Equal(t, 503, e.StatusCode)
	assert.Equal(t, "attempt 4", e.Msg, "the last attempt's error")
	assert.Equal(t, "op_4", e.OperationID)
	assert.Equal(t, "ingress: 503 Service Unavailable: attempt 4 [ERR_NGROK_503] (operation op_4) after 4 attempts", err.Error())
	assert.NotContains(t, err.Error(), "giving up")
}

func TestWithoutRetries(t *testing.T) {
	c, mt := newMockClient(t, ingress.WithoutRetries())
	mt.RegisterResponder(http.MethodGet, testBase+"/x", statusResponder(503))
	err := c.Do(context.Background(), http.MethodGet, "/x", nil, nil)
	var e *ingress.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, 1, e.Attempts)
	assert.Equal(t, 1, mt.GetTotalCallCount())
}

func TestPostRetries(t *testing.T) {
	tests := []struct {
		name     string
		first    httpmock.Responder
		attempts int
		ok       bool
	}{
		{"429 is retried", statusResponder(429), 2, true},
		{"dial error is retried", dialRefused(), 2, true},
		{"500 is not repeated", statusResponder(500), 1, false},
		{"502 is not repeated", statusResponder(502), 1, false},
		{"503 is not repeated", statusResponder(503), 1, false},
		{"504 is not repeated", statusResponder(504), 1, false},
		{"connection reset is not repeated", connReset(), 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			var rec recorder
			mt.RegisterResponder(http.MethodPost, testBase+"/api_keys",
				rec.wrap(sequence(tt.first, httpmock.NewStringResponder(201, keyJSON("ak_new")))))

			var out struct{ ID string }
			err := c.Do(context.Background(), http.MethodPost, "/api_keys", map[string]string{"description": "ci"}, &out)

			assert.Equal(t, tt.attempts, rec.count())
			if !tt.ok {
				require.Error(t, err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "ak_new", out.ID)
			reqs := rec.all()
			for _, r := range reqs {
				assert.JSONEq(t, `{"description":"ci"}`, string(r.Body), "every attempt sends the whole body")
				assert.Equal(t, "Bearer "+testKey, r.Header.Get("Authorization"))
				assert.Equal(t, "application/json", r.Header.Get("Content-Type"))
			}
		})
	}
}

func TestDeleteNotFoundAfterRetry(t *testing.T) {
	tests := []struct {
		name     string
		method   string
		first    httpmock.Responder
		wantOK   bool
		attempts int
	}{
		{"502 then 404 succeeded", http.MethodDelete, statusResponder(502), true, 2},
		{"504 then 404 succeeded", http.MethodDelete, statusResponder(504), true, 2},
		{"connection reset then 404 succeeded", http.MethodDelete, connReset(), true, 2},
		{"plain 404", http.MethodDelete, nil, false, 1},
		{"500 then 404 succeeded: the failure may have followed the delete", http.MethodDelete, statusResponder(500), true, 2},
		{"503 then 404: the 503 means not processed", http.MethodDelete, statusResponder(503), false, 2},
		{"429 then 404: the 429 was an answer", http.MethodDelete, statusResponder(429), false, 2},
		{"dial error then 404: nothing was sent", http.MethodDelete, dialRefused(), false, 2},
		{"GET 502 then 404 is not found", http.MethodGet, statusResponder(502), false, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t)
			notFound := apiError(404, "ERR_NGROK_404", "not found", "op_404")
			r := notFound
			if tt.first != nil {
				r = sequence(tt.first, notFound)
			}
			mt.RegisterResponder(tt.method, testBase+"/api_keys/ak_1", r)

			err := c.Do(context.Background(), tt.method, "/api_keys/ak_1", nil, nil)

			assert.Equal(t, tt.attempts, mt.GetTotalCallCount())
			if tt.wantOK {
				assert.NoError(t, err)
				return
			}
			assert.True(t, ingress.IsNotFound(err), "got %v", err)
		})
	}
}

func TestRetryAfter(t *testing.T) {
	slowPolicy := func(maxRetryAfter time.Duration) ingress.Option {
		// MaxWait of 1ms: any wait longer than that is the server's.
		return ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond, MaxWait: time.Millisecond, MaxRetryAfter: maxRetryAfter})
	}
	withRetryAfter := func(status int, value func() string) httpmock.Responder {
		return func(req *http.Request) (*http.Response, error) {
			resp, err := statusResponder(status)(req)
			if err == nil {
				resp.Header.Set("Retry-After", value())
			}
			return resp, err
		}
	}
	ok := httpmock.NewStringResponder(200, `{}`)

	t.Run("seconds", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, slowPolicy(0))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(withRetryAfter(429, func() string { return "1" }), ok))
		start := time.Now()
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
		elapsed := time.Since(start)
		assert.Equal(t, 2, mt.GetTotalCallCount())
		assert.GreaterOrEqual(t, elapsed, time.Second, "Retry-After: 1 is honoured beyond MaxWait")
		assert.Less(t, elapsed, 5*time.Second)
	})
	t.Run("HTTP date", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, slowPolicy(0))
		date := func() string { return time.Now().Add(2 * time.Second).UTC().Format(http.TimeFormat) }
		mt.RegisterResponder(http.MethodPost, testBase+"/x", sequence(withRetryAfter(429, date), ok))
		start := time.Now()
		require.NoError(t, c.Do(context.Background(), http.MethodPost, "/x", map[string]int{}, nil))
		elapsed := time.Since(start)
		assert.Equal(t, 2, mt.GetTotalCallCount())
		// The date has a resolution of one second: the wait is 1-2s.
		assert.GreaterOrEqual(t, elapsed, 900*time.Millisecond)
		assert.Less(t, elapsed, 5*time.Second)
	})
	t.Run("503 with Retry-After", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, slowPolicy(0))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(withRetryAfter(503, func() string { return "1" }), ok))
		start := time.Now()
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
		assert.GreaterOrEqual(t, time.Since(start), time.Second)
		assert.Equal(t, 2, mt.GetTotalCallCount())
	})
	for _, tt := range []struct {
		name  string
		value func() string
	}{
		{"beyond the cap in seconds", func() string { return "3600" }},
		{"beyond the cap as a date", func() string { return time.Now().Add(time.Hour).UTC().Format(http.TimeFormat) }},
		{"absurdly large", func() string { return "99999999999999999" }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t, slowPolicy(5*time.Second))
			mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(withRetryAfter(429, tt.value), ok))
			// A cancellation, not a deadline: the client does not start
			// a wait past a deadline, which would hide a cap that is
			// not applied. Were the cap ignored, the call would wait an
			// hour; the cancellation makes that a failure, not a hang.
			ctx, cancel := context.WithCancel(context.Background())
			defer time.AfterFunc(10*time.Second, cancel).Stop()
			defer cancel()
			start := time.Now()
			err := c.Do(ctx, http.MethodGet, "/x", nil, nil)
			assert.Less(t, time.Since(start), 3*time.Second, "no waiting, not even up to the cap")
			var e *ingress.Error
			require.ErrorAs(t, err, &e, "the server's 429 is returned at once")
			assert.Equal(t, 429, e.StatusCode)
			assert.Equal(t, 1, e.Attempts)
			assert.True(t, ingress.IsRateLimited(err))
			assert.Equal(t, 1, mt.GetTotalCallCount())
		})
	}
	t.Run("beyond the context deadline", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, slowPolicy(0))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(withRetryAfter(429, func() string { return "30" }), ok))
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		start := time.Now()
		err := c.Do(ctx, http.MethodGet, "/x", nil, nil)
		assert.Less(t, time.Since(start), 2500*time.Millisecond, "a wait past the deadline is not started")
		assert.True(t, ingress.IsRateLimited(err), "got %v", err)
		assert.Equal(t, 1, mt.GetTotalCallCount())
	})
	t.Run("unparsable value falls back to backoff", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, slowPolicy(0))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(withRetryAfter(429, func() string { return "soon" }), ok))
		start := time.Now()
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
		assert.Less(t, time.Since(start), 3*time.Second)
		assert.Equal(t, 2, mt.GetTotalCallCount())
	})
}

func TestBackoffWaits(t *testing.T) {
	// MinWait == MaxWait makes the jittered wait exact.
	const wait = 150 * time.Millisecond
	for _, tt := range []struct {
		name  string
		first httpmock.Responder
	}{
		{"after 503", statusResponder(503)},
		{"after a connection reset", connReset()},
		{"after a dial error", dialRefused()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t, ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: wait, MaxWait: wait}))
			mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(tt.first, tt.first, httpmock.NewStringResponder(200, `{}`)))
			start := time.Now()
			require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
			elapsed := time.Since(start)
			assert.Equal(t, 3, mt.GetTotalCallCount())
			assert.GreaterOrEqual(t, elapsed, 2*wait, "two retries, each after a backoff")
			assert.Less(t, elapsed, 5*time.Second)
		})
	}
}

func TestCancelDuringBackoff(t *testing.T) {
	const backoff = 10 * time.Second
	for _, tt := range []struct {
		name    string
		respond httpmock.Responder
	}{
		{"503", statusResponder(503)},
		{"429 with Retry-After", func(req *http.Request) (*http.Response, error) {
			resp, err := statusResponder(429)(req)
			resp.Header.Set("Retry-After", "10")
			return resp, err
		}},
		{"connection reset", connReset()},
		{"dial error", dialRefused()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t, ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: backoff, MaxWait: backoff}))
			mt.RegisterResponder(http.MethodGet, testBase+"/x", tt.respond)
			ctx, cancel := context.WithCancel(context.Background())
			time.AfterFunc(100*time.Millisecond, cancel)

			start := time.Now()
			err := c.Do(ctx, http.MethodGet, "/x", nil, nil)
			elapsed := time.Since(start)

			require.Error(t, err)
			assert.ErrorIs(t, err, context.Canceled)
			assert.Less(t, elapsed, 2*time.Second, "returns promptly, not after the %s backoff", backoff)
			assert.Equal(t, 1, mt.GetTotalCallCount())
		})
	}
}

func TestBackoffBeyondDeadlineNotStarted(t *testing.T) {
	c, mt := newMockClient(t, ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: 10 * time.Second, MaxWait: 10 * time.Second}))
	mt.RegisterResponder(http.MethodGet, testBase+"/x", statusResponder(503))
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	start := time.Now()
	err := c.Do(ctx, http.MethodGet, "/x", nil, nil)
	assert.Less(t, time.Since(start), 2500*time.Millisecond, "a wait past the deadline is not started")
	var e *ingress.Error
	require.ErrorAs(t, err, &e, "the server's answer, not a deadline error")
	assert.Equal(t, 503, e.StatusCode)
	assert.Equal(t, 1, mt.GetTotalCallCount())
}

// TestRetryAfterDefaultCap checks Retry-After against the cap a policy
// gets when it leaves MaxRetryAfter at zero (60 s), and against an explicit
// one.
func TestRetryAfterDefaultCap(t *testing.T) {
	policy := func(maxRetryAfter time.Duration) ingress.Option {
		// MaxWait of 1ms: any wait longer than that is the server's.
		return ingress.WithRetry(ingress.RetryPolicy{MaxRetries: 3, MinWait: time.Millisecond, MaxWait: time.Millisecond, MaxRetryAfter: maxRetryAfter})
	}
	rateLimited := func(value func() string) httpmock.Responder {
		return func(req *http.Request) (*http.Response, error) {
			resp, err := statusResponder(429)(req)
			if err == nil {
				resp.Header.Set("Retry-After", value())
			}
			return resp, err
		}
	}
	ok := httpmock.NewStringResponder(200, `{}`)

	for _, tt := range []struct {
		name  string
		value func() string
	}{
		{"61 seconds", func() string { return "61" }},
		// An HTTP date has a resolution of one second and is read a moment
		// after it is written: 62 s ahead is sure to be read as over 60 s.
		{"a date 62 seconds ahead", func() string { return time.Now().Add(62 * time.Second).UTC().Format(http.TimeFormat) }},
	} {
		t.Run("over the default cap/"+tt.name, func(t *testing.T) {
			t.Parallel()
			c, mt := newMockClient(t, policy(0))
			mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(rateLimited(tt.value), ok))
			start := time.Now()
			err := c.Do(context.Background(), http.MethodGet, "/x", nil, nil)
			assert.Less(t, time.Since(start), time.Second, "the 429 is returned at once")
			var e *ingress.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, 429, e.StatusCode)
			assert.Equal(t, 1, e.Attempts)
			assert.Equal(t, 1, mt.GetTotalCallCount())
		})
	}
	t.Run("exactly on an explicit cap", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, policy(time.Second))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(rateLimited(func() string { return "1" }), ok))
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil), "a wait of the cap itself is honoured")
		assert.Equal(t, 2, mt.GetTotalCallCount())
	})
	t.Run("under an explicit cap", func(t *testing.T) {
		t.Parallel()
		c, mt := newMockClient(t, policy(5*time.Second))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", sequence(rateLimited(func() string { return "1" }), ok))
		start := time.Now()
		require.NoError(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))
		elapsed := time.Since(start)
		assert.Equal(t, 2, mt.GetTotalCallCount())
		assert.GreaterOrEqual(t, elapsed, 900*time.Millisecond, "Retry-After: 1 is honoured")
		assert.Less(t, elapsed, 5*time.Second)
	})
}

// TestBackoffGrowsTwofold reads the waits the client logs before each
// retry: the wait before retry n is drawn from [MinWait, MinWait*2^(n-1)],
// capped by MaxWait.
func TestBackoffGrowsTwofold(t *testing.T) {
	const minWait, retries, runs = time.Millisecond, 4, 20
	var longest [retries]time.Duration
	for range runs {
		var logs bytes.Buffer
		logger := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		c, mt := newMockClient(t, ingress.WithLogger(logger),
			ingress.WithRetry(ingress.RetryPolicy{MaxRetries: retries, MinWait: minWait, MaxWait: time.Hour}))
		mt.RegisterResponder(http.MethodGet, testBase+"/x", statusResponder(503))
		require.Error(t, c.Do(context.Background(), http.MethodGet, "/x", nil, nil))

		var waits []time.Duration
		sc := bufio.NewScanner(&logs)
		for sc.Scan() {
			var line struct {
				Msg  string
				Wait time.Duration
			}
			require.NoError(t, json.Unmarshal(sc.Bytes(), &line))
			if line.Msg == "ingress: retrying" {
				waits = append(waits, line.Wait)
			}
		}
		require.Len(t, waits, retries)
		for i, w := range waits {
			ceiling := minWait << i
			assert.GreaterOrEqual(t, w, minWait, "retry %d", i+1)
			assert.LessOrEqual(t, w, ceiling, "retry %d waits at most MinWait*2^%d", i+1, i)
			longest[i] = max(longest[i], w)
		}
	}
	// Each wait is uniform over its range: over 20 runs, the longest wait
	// before the fourth retry is past the third's ceiling but for a chance
	// of (3/7)^20, about 4e-8.
	assert.Greater(t, longest[retries-1], minWait<<(retries-2), "the waits grow")
}
