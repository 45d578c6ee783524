package ingresstest

import (
	"bytes"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"
)

// faultInjector is the middleware behind WithFaults, SetFaults and
// OnHandled. It wraps every request, outside authentication.
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

// setFaults makes the server fail requests as plan says, replacing any
// earlier plan; a zero Rate turns injection off. The n-th request after the
// call gets the same decision for the same plan. A Rate outside [0, 1], an
// unknown fault or a negative RetryAfter or Max is an error.
func (s *Server) setFaults(plan FaultPlan) error {
	if err := plan.check(); err != nil {
		return err
	}
	kinds := append([]Fault(nil), plan.Kinds...)
	if len(kinds) == 0 {
		kinds = []Fault{FaultReset, Fault429, Fault500, Fault502, Fault503, FaultDropResponse, FaultAfter500}
	}
	fi := s.injector()
	fi.mu.Lock()
	defer fi.mu.Unlock()
	fi.plan, fi.kinds, fi.seen, fi.injected = plan, kinds, 0, 0
	return nil
}

// injector returns the server's fault injector, installing it as
// middleware the first time, under the same lock, so that no caller gets
// the injector before it serves.
func (s *Server) injector() *faultInjector {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.faults == nil {
		fi := &faultInjector{server: s, stats: FaultStats{Injected: map[Fault]int{}}}
		s.useLocked(func(next http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fi.serve(w, r, next) })
		})
		s.faults = fi
	}
	return s.faults
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
		writeError(w, fi.server.newID("op"), apiErrorf(fault.status(), CodeRateLimited, "too many requests (injected fault)"))
		return
	case Fault500, Fault502, Fault503:
		status := fault.status()
		writeError(w, fi.server.newID("op"), apiErrorf(status, CodeInjectedFailure, "%s (injected fault)", http.StatusText(status)))
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
	writeError(w, fi.server.newID("op"), apiErrorf(fault.status(), CodeInjectedFailure, "internal error after the request was handled (injected fault)"))
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
