package ingresstest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRateLimit(t *testing.T) {
	clock := NewClock(time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC))
	f := newServer("http://fake.test", config{})
	_, key := f.AddUser(true)
	f.use(f.rateLimit(3, time.Minute, clock.Now))
	get := func() *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "/api_keys", nil)
		r.Header.Set("Authorization", "Bearer "+key)
		r.Header.Set("Ngrok-Version", "2")
		w := httptest.NewRecorder()
		f.serveHTTP(w, r)
		return w
	}

	for i := range 3 {
		require.Equal(t, http.StatusOK, get().Code, "request %d of the burst", i+1)
	}
	w := get()
	require.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.Equal(t, "20", w.Header().Get("Retry-After"), "one token comes back every 20 s")
	var body struct {
		ErrorCode  string            `json:"error_code"`
		StatusCode int               `json:"status_code"`
		Msg        string            `json:"msg"`
		Details    map[string]string `json:"details"`
	}
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &body))
	assert.Equal(t, CodeRateLimited, body.ErrorCode)
	assert.Equal(t, http.StatusTooManyRequests, body.StatusCode)
	assert.Contains(t, body.Msg, "3 requests per 1m0s")
	assert.NotEmpty(t, body.Details["operation_id"])

	clock.Advance(15 * time.Second)
	w = get()
	require.Equal(t, http.StatusTooManyRequests, w.Code, "refused requests use no tokens, and none is back yet")
	assert.Equal(t, "5", w.Header().Get("Retry-After"))

	clock.Advance(5 * time.Second)
	require.Equal(t, http.StatusOK, get().Code, "a token is back after 20 s")
	w = get()
	require.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.Equal(t, "20", w.Header().Get("Retry-After"))

	clock.Advance(time.Hour)
	for i := range 3 {
		require.Equal(t, http.StatusOK, get().Code, "the bucket holds at most 3 tokens: request %d", i+1)
	}
	assert.Equal(t, http.StatusTooManyRequests, get().Code)
}

func TestRateLimitRetryAfterAtLeastOneSecond(t *testing.T) {
	clock := NewClock(time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC))
	f := newServer("http://fake.test", config{})
	f.use(f.rateLimit(100, time.Second, clock.Now))
	var last *httptest.ResponseRecorder
	for range 101 {
		last = httptest.NewRecorder()
		f.serveHTTP(last, httptest.NewRequest(http.MethodGet, "/api_keys", nil))
	}
	require.Equal(t, http.StatusTooManyRequests, last.Code, "unauthenticated requests count too")
	assert.Equal(t, "1", last.Header().Get("Retry-After"), "a wait of 10 ms rounds up to a whole second")
}
