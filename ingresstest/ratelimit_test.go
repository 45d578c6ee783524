package ingresstest_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/ippolicies"
)

func TestWithRateLimitRefusesABurst(t *testing.T) {
	srv, c := newServer(t, ingresstest.WithRateLimit(5, time.Hour))
	policies := ippolicies.NewClient(c).Policies
	ctx := context.Background()
	for i := range 5 {
		_, err := policies.Create(ctx, nil)
		require.NoError(t, err, "request %d is within the burst", i+1)
	}
	_, err := policies.Create(ctx, nil)
	require.True(t, ingress.IsRateLimited(err), "got %v", err)
	require.True(t, ingress.IsErrorCode(err, "ERR_NGROK_226"), "got %v", err)
	assert.NotEmpty(t, testkit.APIError(t, err).OperationID)

	req, err := http.NewRequest(http.MethodGet, srv.URL+"/ip_policies", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+srv.APIKey)
	req.Header.Set("Ngrok-Version", "2")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusTooManyRequests, resp.StatusCode)
	assert.Equal(t, "application/json", resp.Header.Get("Content-Type"))
	secs, err := strconv.Atoi(resp.Header.Get("Retry-After"))
	require.NoError(t, err)
	assert.InDelta(t, 720, secs, 1, "one request every 12 minutes")
}

func TestWithRateLimitLetsALimitedClientThrough(t *testing.T) {
	srv := testkit.NewServer(t, ingresstest.WithRateLimit(20, 200*time.Millisecond))
	// Retries would absorb a 429: the debug log shows every one.
	var logs bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	c := srv.Client(ingress.WithRateLimit(20, 200*time.Millisecond), ingress.WithLogger(logger))
	policies := ippolicies.NewClient(c).Policies
	ctx := context.Background()
	for i := range 60 {
		_, err := policies.Create(ctx, nil)
		require.NoError(t, err, "request %d", i+1)
	}
	assert.Equal(t, 60, strings.Count(logs.String(), "status=201"), "each create succeeds at once")
	assert.Zero(t, strings.Count(logs.String(), "status=429"), "the server refuses no request")
}

func TestWithRateLimitNeedsAPositiveRate(t *testing.T) {
	assert.Panics(t, func() { ingresstest.WithRateLimit(0, time.Minute) })
	assert.Panics(t, func() { ingresstest.WithRateLimit(10, 0) })
}
