package ingresstest

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// captureLayer is what wraps every request of an account's public API,
// outside every middleware: the journal, fault injection and the hooks of
// OnHandled, which one capture of each request serves. Its zero value
// journals at the default bounds and injects nothing.
type captureLayer struct {
	journal journal.Journal
	// faults is the account's fault injector once set up (see injector);
	// nil before.
	faults atomic.Pointer[faultInjector]
}

// serveCaptured serves a request of the account's public API with the
// account's handler, journaling it, failing it as the fault plan says and
// reporting it to the hooks of OnHandled. Without hooks or a fault, the
// response streams to the client as the handler writes it, and the journal
// copies its start on the way.
func (s *Server) serveCaptured(w http.ResponseWriter, r *http.Request) {
	next := *s.handler.Load()
	var (
		fault Fault
		plan  FaultPlan
		hooks []func(Handled)
	)
	if fi := s.capture.faults.Load(); fi != nil {
		fault, plan, hooks = fi.decide()
	}
	limits := s.capture.journal.Bounds()
	var into *journal.Journal // nil when the journal is off
	if limits.Entries >= 0 {
		into = &s.capture.journal
	}
	if into == nil && fault == 0 && len(hooks) == 0 {
		next.ServeHTTP(w, r)
		return
	}
	rec := journal.NewRecord(r, s.arrivalTime(), int(fault), limits.BodyBytes, s.operationOf)
	c := journal.NewCapture(rec, limits.BodyBytes, len(hooks) > 0)
	if fault != 0 && !fault.afterHandler() {
		cw := c.WriterTo(w)
		s.serveFault(cw, fault, plan)
		c.Finish(r, into)
		return
	}
	c.WrapBody(r)
	if fault == 0 && len(hooks) == 0 {
		cw := c.WriterTo(w)
		next.ServeHTTP(cw, r)
		cw.NoteStatus(http.StatusOK)
		c.Finish(r, into)
		return
	}
	// The hooks see the response before the client does, and a fault
	// replaces it: the handler answers into held.
	held := &heldResponse{header: w.Header()}
	if fault != 0 {
		held.header = http.Header{}
	}
	next.ServeHTTP(held, r)
	c.Record.Status = held.statusOr200()
	c.KeepResponse(held.body.Bytes())
	seq := c.Finish(r, into)
	h := s.handled(c, r, seq)
	for _, f := range hooks {
		f(h)
	}
	switch fault {
	case FaultDropResponse:
		abort(w, false)
	case FaultAfter500:
		api.WriteError(w, s.engine.NewID("op"), api.Errorf(fault.status(), CodeInjectedFailure, "internal error after the request was handled (injected fault)"))
	default:
		w.WriteHeader(c.Record.Status)
		w.Write(held.body.Bytes())
	}
}

// serveFault answers with a fault that stops the request before its
// handler.
func (s *Server) serveFault(w http.ResponseWriter, fault Fault, plan FaultPlan) {
	switch fault {
	case FaultReset:
		abort(w, true)
	case Fault429:
		secs := (plan.RetryAfter + time.Second - 1) / time.Second
		w.Header().Set("Retry-After", strconv.FormatInt(int64(secs), 10))
		api.WriteError(w, s.engine.NewID("op"), api.Errorf(fault.status(), CodeRateLimited, "too many requests (injected fault)"))
	default:
		status := fault.status()
		api.WriteError(w, s.engine.NewID("op"), api.Errorf(status, CodeInjectedFailure, "%s (injected fault)", http.StatusText(status)))
	}
}

// handled returns what the hooks of OnHandled see of the request r, whose
// capture is c. Its method and path are copies, as the journal's are, so
// that a hook that keeps them does not keep the whole request line they
// were read from; they are whole, as its body is.
func (s *Server) handled(c *journal.Capture, r *http.Request, seq uint64) Handled {
	rec := &c.Record
	return Handled{
		Seq: seq, Time: rec.Time, Operation: s.operationOf(r.Method, r.URL.Path),
		Method: journal.KeptMethod(r.Method, len(r.Method)), Path: strings.Clone(r.URL.Path),
		Body: c.WholeBody(), Status: rec.Status, Code: rec.Code(), Fault: Fault(rec.Fault),
		Request: journalBody(rec.Request), Response: journalBody(rec.Response),
	}
}

// heldResponse holds a handler's response until the capture layer sends
// it, replaces it or drops it.
type heldResponse struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *heldResponse) Header() http.Header { return w.header }

func (w *heldResponse) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *heldResponse) Write(p []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.body.Write(p)
}

func (w *heldResponse) statusOr200() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}
