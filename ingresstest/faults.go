package ingresstest

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"time"
)

// Fault is a failure the server can inject into a request, to show how a
// client copes with an unreliable network or server.
type Fault int

// The faults. The first five happen before the request reaches its
// handler, so it has no effect; the last two after, so its effect happens
// but the client does not learn the outcome.
const (
	// FaultReset resets the connection (TCP RST) without answering.
	FaultReset Fault = iota + 1
	// Fault429 answers 429 Too Many Requests with a Retry-After header and
	// an error body.
	Fault429
	// Fault500 answers 500 Internal Server Error with an error body.
	Fault500
	// Fault502 answers 502 Bad Gateway with an error body.
	Fault502
	// Fault503 answers 503 Service Unavailable with an error body.
	Fault503
	// FaultDropResponse runs the handler, then closes the connection
	// instead of sending its response: the request takes effect, the
	// response is lost.
	FaultDropResponse
	// FaultAfter500 runs the handler, then answers 500 instead of its
	// response: the request takes effect, the client sees a failure.
	FaultAfter500
)

// String names the fault, like "reset", "429" or "drop-response".
func (f Fault) String() string {
	switch f {
	case FaultReset:
		return "reset"
	case Fault429, Fault500, Fault502, Fault503:
		return strconv.Itoa(f.status())
	case FaultDropResponse:
		return "drop-response"
	case FaultAfter500:
		return "after-500"
	}
	return "Fault(" + strconv.Itoa(int(f)) + ")"
}

// afterHandler reports whether the fault lets the handler run first.
func (f Fault) afterHandler() bool { return f == FaultDropResponse || f == FaultAfter500 }

// status is the status a fault answers with, or 0 when it answers none.
func (f Fault) status() int {
	switch f {
	case Fault429:
		return http.StatusTooManyRequests
	case Fault500, FaultAfter500:
		return http.StatusInternalServerError
	case Fault502:
		return http.StatusBadGateway
	case Fault503:
		return http.StatusServiceUnavailable
	}
	return 0
}

// FaultPlan says which requests fail and how. The zero plan injects no
// faults.
type FaultPlan struct {
	// Rate is the fraction of requests that fail, from 0 (none) to 1 (all).
	Rate float64
	// Seed makes the choice of requests and faults repeatable: the n-th
	// request the server receives after the plan is set gets the same
	// decision for the same plan.
	Seed uint64
	// Kinds are the faults to choose from, with equal chances; empty means
	// all of them.
	Kinds []Fault
	// RetryAfter is the wait a Fault429 asks for, rounded up to whole
	// seconds; zero sends "Retry-After: 0".
	RetryAfter time.Duration
	// Max, when positive, is the most faults the plan injects; later
	// requests are served normally. With Rate 1 and Max 1, exactly the next
	// request fails.
	Max int
}

// check reports a plan that cannot be followed.
func (p FaultPlan) check() error {
	if !(p.Rate >= 0 && p.Rate <= 1) {
		return fmt.Errorf("fault rate %v is not between 0 and 1", p.Rate)
	}
	for _, k := range p.Kinds {
		if k < FaultReset || k > FaultAfter500 {
			return fmt.Errorf("unknown fault %v", k)
		}
	}
	if p.RetryAfter < 0 || p.Max < 0 {
		return fmt.Errorf("negative RetryAfter %v or Max %d", p.RetryAfter, p.Max)
	}
	return nil
}

// FaultStats counts what fault injection did since it was first set up on
// the server (by WithFaults, SetFaults or OnHandled).
type FaultStats struct {
	// Requests is how many requests the server received.
	Requests int
	// Injected counts the injected faults by kind.
	Injected map[Fault]int
}

// Handled describes a request that reached the server's handler, that is
// one that no fault stopped before the handler. Requests whose response a
// fault replaced after the handler ran are included. It tells the story
// of the request as its journal entry does (see JournalEntry), from the
// same capture.
type Handled struct {
	// Seq is the number of the request's journal entry, 0 when the
	// journal is off.
	Seq uint64
	// Time is the server's clock when the request arrived.
	Time time.Time
	// Method and Path are the request's method and URL path.
	Method, Path string
	// Operation names the operation served, as JournalEntry.Operation
	// does; "" when no route matched.
	Operation string
	// Body is the part of the request body the handler read, whole.
	Body []byte
	// Status is the status the handler answered with.
	Status int
	// Code is the error_code of the handler's error body, "" on success.
	Code string
	// Fault is the fault that replaced the handler's response
	// (FaultDropResponse or FaultAfter500), or zero.
	Fault Fault
	// Request and Response are the bodies of the request and of the
	// handler's response as the journal keeps them: redacted and cut.
	Request, Response JournalBody
}

// WithFaults makes the server fail requests as plan says from its start.
// SetFaults changes the plan later. NewServer panics on a Rate outside
// [0, 1], an unknown fault or a negative RetryAfter or Max.
func WithFaults(plan FaultPlan) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { s.SetFaults(plan) })
	}
}

// SetFaults replaces the server's fault plan; the zero plan turns fault
// injection off. The decisions start again from the first request after
// the call. It panics on a Rate outside [0, 1], an unknown fault or a
// negative RetryAfter or Max.
func (s *Server) SetFaults(plan FaultPlan) {
	if err := s.setFaults(plan); err != nil {
		panic("ingresstest: fault plan: " + err.Error())
	}
}

// FaultStats returns the counts of requests and injected faults, zero
// before fault injection was first set up.
func (s *Server) FaultStats() FaultStats {
	var fi *faultInjector
	s.engine.WithRLock(func() { fi = s.faults })
	if fi == nil {
		return FaultStats{Injected: map[Fault]int{}}
	}
	fi.mu.Lock()
	defer fi.mu.Unlock()
	st := FaultStats{Requests: fi.stats.Requests, Injected: make(map[Fault]int, len(fi.stats.Injected))}
	for k, n := range fi.stats.Injected {
		st.Injected[k] = n
	}
	return st
}

// OnHandled adds a hook called for every request that reaches the
// server's handler, once the handler has answered and before the client
// can see the answer: the server holds the response until the hooks
// return. Counting the POST requests handled shows whether a
// client repeated a create that had taken effect. Hooks are called
// concurrently and must be safe for concurrent use.
func (s *Server) OnHandled(f func(Handled)) {
	fi := s.injector()
	fi.mu.Lock()
	defer fi.mu.Unlock()
	fi.hooks = append(slices.Clip(fi.hooks), f) // requests in flight keep theirs
}
