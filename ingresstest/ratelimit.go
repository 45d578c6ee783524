package ingresstest

import (
	"fmt"
	"time"
)

// WithRateLimit makes the server enforce a request rate, as the real API
// does (120 requests per minute): it lets n requests through per interval
// per, as a token bucket that starts full, holds n requests and refills
// evenly over per, measured on the wall clock, for all callers together.
// Requests beyond the rate are answered with 429, an error body with code
// "ERR_NGROK_226" and a Retry-After header in whole seconds. A client with
// ingress.WithRateLimit(n, per) and its default retries gets through. Tests
// may scale the interval down, for example 120 per 2 seconds. It panics if
// n or per is not positive.
func WithRateLimit(n int, per time.Duration) Option {
	if n <= 0 || per <= 0 {
		panic(fmt.Sprintf("ingresstest: WithRateLimit: need a positive count and interval, got %d per %s", n, per))
	}
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { s.use(s.rateLimit(n, per, time.Now)) })
	}
}
