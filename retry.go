package ingress

import (
	"context"
	"errors"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"time"
)

// RetryPolicy says how often and how long the client retries a failed
// attempt. GET, PUT, PATCH and DELETE are retried on connection errors, 429
// and every 5xx except 501; POST is retried only on 429 and when the
// connection failed before the request was sent, so a create is never
// repeated after it may have reached the server.
type RetryPolicy struct {
	// MaxRetries is how many times a call is retried after its first
	// attempt; 0 means a single attempt.
	MaxRetries int
	// MinWait and MaxWait bound the exponential backoff with full jitter.
	MinWait, MaxWait time.Duration
	// MaxRetryAfter caps the wait a server may ask for with Retry-After.
	// A longer request ends the retries at once with the server's error.
	MaxRetryAfter time.Duration
}

// DefaultRetryPolicy is the policy of a client without WithRetry: 3 retries,
// waits between 500 ms and 30 s, and Retry-After honoured up to 60 s.
func DefaultRetryPolicy() RetryPolicy {
	return RetryPolicy{MaxRetries: 3, MinWait: 500 * time.Millisecond, MaxWait: 30 * time.Second, MaxRetryAfter: time.Minute}
}

func (p RetryPolicy) withDefaults() RetryPolicy {
	d := DefaultRetryPolicy()
	if p.MinWait == 0 {
		p.MinWait = d.MinWait
	}
	if p.MaxWait == 0 {
		p.MaxWait = max(d.MaxWait, p.MinWait)
	}
	if p.MaxWait < p.MinWait {
		p.MaxWait = p.MinWait
	}
	if p.MaxRetryAfter == 0 {
		p.MaxRetryAfter = d.MaxRetryAfter
	}
	return p
}

// callState follows one call across its attempts. It travels in the
// request's context, which go-retryablehttp hands to the retry hooks.
type callState struct {
	method   string
	attempts int
	// outcomeUnknown is set when an attempt may have taken effect on the
	// server without the client learning so (a dropped connection, 500,
	// 502 or 504).
	outcomeUnknown bool
	// lastStatus is the status of the last attempt, 0 after a transport
	// error.
	lastStatus int
}

type callStateKey struct{}

func stateOf(ctx context.Context) *callState {
	s, _ := ctx.Value(callStateKey{}).(*callState)
	return s
}

// retryDecider makes the retry decisions of one client.
type retryDecider struct {
	policy RetryPolicy
	log    func(ctx context.Context, msg string, attrs ...any)
}

// checkRetry is the go-retryablehttp CheckRetry hook. It records what the
// attempt tells about the call, decides whether to try again and, if so,
// waits before the next attempt.
func (d *retryDecider) checkRetry(ctx context.Context, resp *http.Response, err error) (bool, error) {
	st := stateOf(ctx)
	st.attempts++
	if ctxErr := ctx.Err(); ctxErr != nil {
		return false, ctxErr
	}
	if err != nil {
		st.lastStatus = 0
		// The caller's context was checked above: a deadline error here is
		// the attempt's own timeout (http.Client.Timeout), retried like any
		// other connection failure.
		if errors.Is(err, errRefusedRedirect) || errors.Is(err, errRateLimitWait) {
			return false, err
		}
		beforeSend := isDialError(err)
		if !beforeSend {
			st.outcomeUnknown = true
		}
		if st.method == http.MethodPost && !beforeSend {
			return false, err
		}
		return d.schedule(ctx, st, nil)
	}
	st.lastStatus = resp.StatusCode
	switch resp.StatusCode {
	case http.StatusInternalServerError, http.StatusBadGateway, http.StatusGatewayTimeout:
		// The server, or one in front of it, failed at some point of the
		// request, perhaps after it took effect.
		st.outcomeUnknown = true
	}
	if !retryableStatus(st.method, resp.StatusCode) {
		return false, nil
	}
	return d.schedule(ctx, st, resp)
}

// schedule picks the wait before the next attempt and refuses to retry when
// the wait would outlast the context or the Retry-After cap. Otherwise it
// waits, ending the wait (and the call) the moment the context is done.
func (d *retryDecider) schedule(ctx context.Context, st *callState, resp *http.Response) (bool, error) {
	if st.attempts > d.policy.MaxRetries {
		return false, nil
	}
	wait := fullJitter(d.policy.MinWait, d.policy.MaxWait, st.attempts)
	if resp != nil {
		if after, ok := parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()); ok {
			if after > d.policy.MaxRetryAfter {
				return false, nil
			}
			wait = max(after, d.policy.MinWait)
		}
	}
	if deadline, ok := ctx.Deadline(); ok && time.Now().Add(wait).After(deadline) {
		return false, nil
	}
	d.log(ctx, "ingress: retrying", "method", st.method, "attempt", st.attempts, "status", st.lastStatus, "wait", wait)
	if resp != nil {
		// Free the connection for other calls during the wait.
		io.Copy(io.Discard, io.LimitReader(resp.Body, drainLimit))
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false, ctx.Err()
	case <-t.C:
		return true, nil
	}
}

// backoff is the go-retryablehttp Backoff hook. It adds no wait: checkRetry
// has already waited, because only it sees the context, and it sees it after
// connection errors too, when go-retryablehttp hands Backoff no response.
func backoff(_, _ time.Duration, _ int, _ *http.Response) time.Duration { return 0 }

// passResponse is the go-retryablehttp ErrorHandler hook: it hands the last
// response, or error, to the caller, who turns it into an *Error.
func passResponse(resp *http.Response, err error, _ int) (*http.Response, error) {
	return resp, err
}

func retryableStatus(method string, status int) bool {
	switch {
	case status == http.StatusTooManyRequests:
		return true
	case method == http.MethodPost:
		return false
	case status >= 500 && status != http.StatusNotImplemented:
		return true
	}
	return false
}

// isDialError reports whether err happened while connecting, before any
// part of the request was written.
func isDialError(err error) bool {
	var opErr *net.OpError
	if errors.As(err, &opErr) && opErr.Op == "dial" {
		return true
	}
	var dnsErr *net.DNSError
	return errors.As(err, &dnsErr)
}

// fullJitter returns a random wait in [min, min(max, min*2^attempt)].
func fullJitter(minWait, maxWait time.Duration, attempt int) time.Duration {
	ceiling := minWait
	for i := 1; i < attempt && ceiling < maxWait; i++ {
		ceiling *= 2
	}
	ceiling = min(ceiling, maxWait)
	if ceiling <= minWait {
		return minWait
	}
	return minWait + rand.N(ceiling-minWait+1)
}

// parseRetryAfter reads a Retry-After value in seconds or as an HTTP date.
func parseRetryAfter(v string, now time.Time) (time.Duration, bool) {
	if v == "" {
		return 0, false
	}
	// A number too large for int64 parses as the largest one, so that it
	// counts as a long wait rather than as no Retry-After at all.
	if secs, err := strconv.ParseInt(v, 10, 64); err == nil || errors.Is(err, strconv.ErrRange) {
		if secs < 0 {
			return 0, false
		}
		if secs > int64(365*24*time.Hour/time.Second) {
			secs = int64(365 * 24 * time.Hour / time.Second)
		}
		return time.Duration(secs) * time.Second, true
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(now), 0), true
	}
	return 0, false
}
