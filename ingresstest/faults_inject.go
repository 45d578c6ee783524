package ingresstest

import (
	"math/rand/v2"
	"net"
	"net/http"
	"sync"
)

// faultInjector holds the fault plan and the hooks of OnHandled, which
// the capture layer (see serveCaptured) follows for every request, outside
// authentication.
type faultInjector struct {
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

// injector returns the server's fault injector, setting it up the first
// time: from then on the capture layer consults it for every request.
func (s *Server) injector() *faultInjector {
	s.engine.Mu.Lock()
	defer s.engine.Mu.Unlock()
	if s.faults == nil {
		s.faults = &faultInjector{stats: FaultStats{Injected: map[Fault]int{}}}
		s.capture.faults.Store(s.faults)
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
