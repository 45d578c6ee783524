package ingresstest

import (
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"golang.org/x/time/rate"
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

// rateLimit returns middleware that lets n requests through per interval
// per, for the whole server whoever makes them, and answers the others
// with 429, an error body (CodeRateLimited) and a Retry-After header in
// whole seconds, at least 1. The budget is a token bucket that starts full
// and holds n tokens, refilled evenly over per: the same shape as the
// client's ingress.WithRateLimit, so a client limited to the same rate is
// not refused, while a burst beyond it is. Refused requests use up no
// tokens. now is the clock the rate is measured with; use time.Now to
// measure real traffic. Install it with Use.
func (s *Server) rateLimit(n int, per time.Duration, now func() time.Time) func(http.Handler) http.Handler {
	every := rate.Limit(float64(n) / per.Seconds())
	limiter := rate.NewLimiter(every, n)
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			t := now()
			if limiter.AllowN(t, 1) {
				next.ServeHTTP(w, r)
				return
			}
			wait := time.Duration((1 - limiter.TokensAt(t)) / float64(every) * float64(time.Second))
			secs := max(int64(math.Ceil(wait.Seconds())), 1)
			w.Header().Set("Retry-After", strconv.FormatInt(secs, 10))
			api.WriteError(w, s.engine.NewID("op"), api.Errorf(http.StatusTooManyRequests, CodeRateLimited,
				"rate limit of %d requests per %s exceeded: retry after %d s", n, per, secs))
		})
	}
}
