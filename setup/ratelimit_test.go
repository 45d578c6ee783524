package setup_test

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
	"github.com/ingresskit/ingress/setup"
)

// statusCounter counts the requests it sends and those answered 429.
type statusCounter struct {
	next              http.RoundTripper
	requests, limited atomic.Int64
}

func (s *statusCounter) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := s.next.RoundTrip(req)
	s.requests.Add(1)
	if err == nil && resp.StatusCode == http.StatusTooManyRequests {
		s.limited.Add(1)
	}
	return resp, err
}

// TestRateLimit applies 300 resources (100 IP policies with 2 rules each)
// under a server limit of 120 requests per 6 seconds, the API's 120 per
// minute scaled down, through a client limited to the same rate: the
// server answers no request with 429. Both token buckets start full, so
// n requests take at least (n - 120) / 20 seconds.
func TestRateLimit(t *testing.T) {
	const (
		limit = 120
		per   = 6 * time.Second
	)
	srv := ingresstest.NewServer(ingresstest.WithRateLimit(limit, per))
	t.Cleanup(srv.Close)
	counter := &statusCounter{next: http.DefaultTransport.(*http.Transport).Clone()}
	t.Cleanup(counter.next.(*http.Transport).CloseIdleConnections)
	c := srv.Client(ingress.WithRateLimit(limit, per), ingress.WithHTTPClient(&http.Client{Transport: counter}))

	var want setup.Account
	for i := range 100 {
		want.IPPolicies = append(want.IPPolicies, setup.IPPolicy{Name: fmt.Sprintf("policy-%03d", i), Rules: []setup.IPRule{
			{CIDR: fmt.Sprintf("10.%d.0.0/16", i), Action: ippolicies.ActionAllow},
			{CIDR: fmt.Sprintf("10.%d.1.0/24", 100+i), Action: ippolicies.ActionDeny},
		}})
	}
	start := time.Now()
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	require.Len(t, plan.Changes, 300)
	require.NoError(t, plan.Apply(t.Context()))
	elapsed := time.Since(start)

	n := counter.requests.Load()
	floor := time.Duration(float64(n-limit) / (limit / per.Seconds()) * float64(time.Second))
	t.Logf("%d requests in %v (the limit's floor: %v); %d answered 429", n, elapsed.Round(time.Millisecond), floor, counter.limited.Load())
	assert.Zero(t, counter.limited.Load(), "the client's limiter paces the apply")
	assert.GreaterOrEqual(t, elapsed, floor*9/10)
}
