package ingresstest

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"time"
)

// Fault is a failure the server can inject into a request, before or after
// the request reaches its handler.
type Fault int

// The faults. The first five happen before the handler runs, so the request
// has no effect; the last two after, so its effect happens but the client
// does not learn the outcome.
const (
	// FaultReset resets the connection without answering.
	FaultReset Fault = iota + 1
	// Fault429 answers 429 with a Retry-After header and an error body.
	Fault429
	// Fault500 answers 500 with an error body.
	Fault500
	// Fault502 answers 502 with an error body.
	Fault502
	// Fault503 answers 503 with an error body.
	Fault503
	// FaultDropResponse runs the handler, then closes the connection
	// instead of sending its response.
	FaultDropResponse
	// FaultAfter500 runs the handler, then answers 500 with an error body
	// instead of its response.
	FaultAfter500
)

// String names the fault, like "reset" or "drop-response".
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

// FaultPlan says which requests fail and how.
type FaultPlan struct {
	// Rate is the fraction of requests that fail, from 0 (none) to 1 (all).
	Rate float64
	// Seed makes the choice of requests and faults repeatable: the n-th
	// request after the plan is set gets the same decision for the same
	// seed.
	Seed uint64
	// Kinds are the faults to choose from, with equal chances; empty means
	// all of them.
	Kinds []Fault
	// RetryAfter is the wait a 429 asks for, rounded up to whole seconds;
	// zero sends "Retry-After: 0".
	RetryAfter time.Duration
	// Max, when positive, is the most faults the plan injects; later
	// requests are served normally.
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

// FaultStats counts what fault injection did since it was first set up
// (by SetFaults or OnHandled).
type FaultStats struct {
	// Requests is how many requests the server received.
	Requests int
	// Injected counts the injected faults by kind.
	Injected map[Fault]int
}

// Handled describes a request that reached the server's handler, that is
// one not failed by a fault before the handler.
type Handled struct {
	// Method and Path are the request's method and URL path.
	Method, Path string
	// Body is the part of the request body the handler read.
	Body []byte
	// Status is the status the handler answered with.
	Status int
	// Fault is the fault that replaced the handler's response
	// (FaultDropResponse or FaultAfter500), or zero.
	Fault Fault
}

// faultInjector is the middleware behind SetFaults and OnHandled. It wraps
// every request, outside authentication.
type faultInjector struct {
	server *Server

	mu       sync.Mutex
	plan     FaultPlan
	kinds    []Fault
	seen     uint64 // requests since the plan was set
	injected int    // faults injected under the current plan
	stats    FaultStats
	hooks    []func(Handled)
}

// SetFaults makes the server fail requests as plan says, replacing any
// earlier plan; a zero Rate turns injection off. The n-th request after the
// call gets the same decision for the same plan. A Rate outside [0, 1], an
// unknown fault or a negative RetryAfter or Max is an error.
func (s *Server) SetFaults(plan FaultPlan) error {
	if err := plan.check(); err != nil {
		return err
	}
	kinds := append([]Fault(nil), plan.Kinds...)
	if len(kinds) == 0 {
		kinds = []Fault{FaultReset, Fault429, Fault500, Fault502, Fault503, FaultDropResponse, FaultAfter500}
	}
	fi := s.faults()
	fi.mu.Lock()
	defer fi.mu.Unlock()
	fi.plan, fi.kinds, fi.seen, fi.injected = plan, kinds, 0, 0
	return nil
}

// FaultStats returns the counts of requests and injected faults, zero
// before SetFaults or OnHandled was first called.
func (s *Server) FaultStats() FaultStats {
	var fi *faultInjector
	s.RLock(func() { fi, _ = s.state["faults"].(*faultInjector) })
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

// OnHandled adds a hook called for every request that reaches the handler,
// when the handler starts its response (so before the client can see it).
// Hooks are called concurrently and must be safe for concurrent use.
func (s *Server) OnHandled(f func(Handled)) {
	fi := s.faults()
	fi.mu.Lock()
	defer fi.mu.Unlock()
	fi.hooks = append(slices.Clip(fi.hooks), f) // requests in flight keep theirs
}

// faults returns the server's fault injector, installing it as middleware
// the first time, under the same lock, so that no caller gets the
// injector before it serves.
func (s *Server) faults() *faultInjector {
	var fi *faultInjector
	s.Lock(func() {
		fi = stateOf(s, "faults", func() *faultInjector {
			fi := &faultInjector{server: s, stats: FaultStats{Injected: map[Fault]int{}}}
			s.use(func(next http.Handler) http.Handler {
				return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fi.serve(w, r, next) })
			})
			return fi
		})
	})
	return fi
}

// decide counts a request and returns the fault it gets, or zero, and the
// hooks to call.
func (fi *faultInjector) decide() (Fault, FaultPlan, []func(Handled)) {
	fi.mu.Lock()
	defer fi.mu.Unlock()
	fi.stats.Requests++
	n := fi.seen
	fi.seen++
	p := fi.plan
	if p.Rate == 0 || (p.Max > 0 && fi.injected >= p.Max) {
		return 0, p, fi.hooks
	}
	rng := rand.New(rand.NewPCG(p.Seed, n))
	if rng.Float64() >= p.Rate {
		return 0, p, fi.hooks
	}
	f := fi.kinds[rng.IntN(len(fi.kinds))]
	fi.injected++
	fi.stats.Injected[f]++
	return f, p, fi.hooks
}

// serve serves a request with next, failing it as the plan says.
func (fi *faultInjector) serve(w http.ResponseWriter, r *http.Request, next http.Handler) {
	fault, plan, hooks := fi.decide()
	switch fault {
	case FaultReset:
		abort(w, true)
		return
	case Fault429:
		secs := (plan.RetryAfter + time.Second - 1) / time.Second
		w.Header().Set("Retry-After", strconv.FormatInt(int64(secs), 10))
		writeError(w, fi.server.NewID("op"), Errorf(fault.status(), CodeRateLimited, "too many requests (injected fault)"))
		return
	case Fault500, Fault502, Fault503:
		status := fault.status()
		writeError(w, fi.server.NewID("op"), Errorf(status, CodeInjectedFailure, "%s (injected fault)", http.StatusText(status)))
		return
	}
	if fault == 0 && len(hooks) == 0 {
		next.ServeHTTP(w, r)
		return
	}
	body := new(bytes.Buffer)
	r.Body = struct {
		io.Reader
		io.Closer
	}{io.TeeReader(r.Body, body), r.Body}
	report := func(status int) {
		h := Handled{Method: r.Method, Path: r.URL.Path, Body: bytes.Clone(body.Bytes()), Status: status, Fault: fault}
		for _, f := range hooks {
			f(h)
		}
	}
	if !fault.afterHandler() {
		sw := &reportingWriter{ResponseWriter: w, report: report}
		next.ServeHTTP(sw, r)
		sw.start(http.StatusOK)
		return
	}
	buf := &discardingWriter{header: http.Header{}}
	next.ServeHTTP(buf, r)
	report(buf.statusOr200())
	if fault == FaultDropResponse {
		abort(w, false)
		return
	}
	writeError(w, fi.server.NewID("op"), Errorf(fault.status(), CodeInjectedFailure, "internal error after the request was handled (injected fault)"))
}

// abort closes the request's connection without an answer: with a reset
// when reset is true (the peer reads ECONNRESET), otherwise with a normal
// close (the peer reads EOF).
func abort(w http.ResponseWriter, reset bool) {
	conn, _, err := http.NewResponseController(w).Hijack()
	if err != nil {
		panic(http.ErrAbortHandler)
	}
	if tcp, ok := conn.(*net.TCPConn); ok && reset {
		tcp.SetLinger(0)
	}
	conn.Close()
}

// reportingWriter calls report with the status when the handler starts its
// response.
type reportingWriter struct {
	http.ResponseWriter
	report  func(status int)
	started bool
}

func (w *reportingWriter) start(status int) {
	if !w.started {
		w.started = true
		w.report(status)
	}
}

func (w *reportingWriter) WriteHeader(status int) {
	w.start(status)
	w.ResponseWriter.WriteHeader(status)
}

func (w *reportingWriter) Write(p []byte) (int, error) {
	w.start(http.StatusOK)
	return w.ResponseWriter.Write(p)
}

func (w *reportingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// discardingWriter takes a handler's response and keeps only its status.
type discardingWriter struct {
	header http.Header
	status int
}

func (w *discardingWriter) Header() http.Header { return w.header }

func (w *discardingWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *discardingWriter) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return len(p), nil
}

func (w *discardingWriter) statusOr200() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
