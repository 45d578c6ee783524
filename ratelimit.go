package ingress

import (
	"errors"
	"fmt"
	"net/http"

	"golang.org/x/time/rate"
)

// errRateLimitWait is a request that was never sent because its context
// ended before the client's rate limiter let it through.
var errRateLimitWait = errors.New("ingress: waiting for the client-side rate limit")

// limitedTransport makes every attempt wait for a token of the client's rate
// limiter before it is sent. The wait ends when the request's context does.
type limitedTransport struct {
	next    http.RoundTripper
	limiter *rate.Limiter
}

// RoundTrip waits for a token, then sends req.
func (t *limitedTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if err := t.limiter.Wait(req.Context()); err != nil {
		if req.Body != nil {
			req.Body.Close()
		}
		return nil, fmt.Errorf("%w: %w", errRateLimitWait, err)
	}
	return t.next.RoundTrip(req)
}
