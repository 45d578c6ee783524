package ingresstest_test

import (
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// attemptCounter is a transport that counts the attempts a client makes
// and the 429 answers it gets, before its retries see them.
type attemptCounter struct {
	next              http.RoundTripper
	attempts, limited atomic.Int64
}

func (a *attemptCounter) RoundTrip(req *http.Request) (*http.Response, error) {
	a.attempts.Add(1)
	resp, err := a.next.RoundTrip(req)
	if err == nil && resp.StatusCode == http.StatusTooManyRequests {
		a.limited.Add(1)
	}
	return resp, err
}

// TestRateLimitedClientKeepsToTheRate creates 300 IP policy rules through
// a client limited to the rate the server enforces: the real API's 120
// requests per minute, scaled down to 120 per 6 seconds. Every create must
// succeed (no 429 reaches the caller) at no less than 90 % of the allowed
// rate.
//
// The allowed rate includes the burst: both token buckets start full, so
// the first 120 requests may go at once and the others at 20 per second.
// For n requests the shortest possible time is therefore
//
//	minimum = (n - 120) / 20 s
//
// and the achieved share of the allowed rate is minimum / elapsed: 1 when
// the client loses no time, 0.9 when it takes 10 % longer than the limit
// requires. With n = 301 (the policy and its 300 rules), minimum is
// 9.05 s, so the test takes about 9 seconds.
func TestRateLimitedClientKeepsToTheRate(t *testing.T) {
	const (
		limit = 120
		per   = 6 * time.Second
		rules = 300
	)
	srv := ingresstest.NewServer(ingresstest.WithRateLimit(limit, per))
	t.Cleanup(srv.Close)
	counter := &attemptCounter{next: http.DefaultTransport.(*http.Transport).Clone()}
	t.Cleanup(counter.next.(*http.Transport).CloseIdleConnections)
	c := srv.Client(ingress.WithRateLimit(limit, per), ingress.WithHTTPClient(&http.Client{Transport: counter}))
	policies := ippolicies.NewClient(c)
	ctx := t.Context()

	start := time.Now()
	pol, err := policies.Policies.Create(ctx, nil)
	require.NoError(t, err)
	for i := range rules {
		_, err := policies.Rules.Create(ctx, &ippolicies.RuleCreateParams{
			IPPolicyID: pol.ID, CIDR: fmt.Sprintf("10.0.%d.%d/32", i/256, i%256), Action: ippolicies.ActionAllow,
		})
		require.NoError(t, err, "rule %d: no error, a 429 least of all, reaches the caller", i+1)
	}
	elapsed := time.Since(start)

	const requests = rules + 1
	rate := float64(limit) / per.Seconds()
	minimum := time.Duration((requests - limit) / rate * float64(time.Second))
	share := minimum.Seconds() / elapsed.Seconds()
	t.Logf("%d requests in %v (minimum %v): %.1f %% of the allowed rate; %d attempts, %d answered 429 and retried",
		requests, elapsed.Round(time.Millisecond), minimum, 100*share, counter.attempts.Load(), counter.limited.Load())
	assert.GreaterOrEqual(t, share, 0.9, "achieved share of the allowed rate")

	n := 0
	for r, err := range policies.Rules.List(ctx, nil).All() {
		require.NoError(t, err)
		if r.IPPolicy.ID == pol.ID {
			n++
		}
	}
	assert.Equal(t, rules, n)
}
