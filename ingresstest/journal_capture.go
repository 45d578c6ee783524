package ingresstest

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

// captureLayer is what wraps every request of an account's public API,
// outside every middleware: the journal, fault injection and the hooks of
// OnHandled, which one capture of each request serves. Its zero value
// journals at the default bounds and injects nothing.
type captureLayer struct {
	journal journal
	// faults is the account's fault injector once set up (see injector);
	// nil before.
	faults atomic.Pointer[faultInjector]
}

// capture is what the capture layer learns of one request.
type capture struct {
	rec journalRecord
	// bodyBytes is how much of each body the journal keeps.
	bodyBytes int
	// whole is set when the hooks of OnHandled want the whole request
	// body the handler read; it is then in read.
	whole bool
	read  []byte
	// readBytes counts the bytes of the request body the handler read.
	readBytes int
	// writer passes the response on (see writerTo); it lives in the
	// capture so that one allocation serves both.
	writer captureWriter
}

// writerTo returns the writer that passes the response to w, noting it.
func (c *capture) writerTo(w http.ResponseWriter) *captureWriter {
	c.writer = captureWriter{ResponseWriter: w, c: c}
	return &c.writer
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
	limits := s.capture.journal.bounds()
	journaled := limits.Entries >= 0
	if !journaled && fault == 0 && len(hooks) == 0 {
		next.ServeHTTP(w, r)
		return
	}
	c := &capture{
		bodyBytes: limits.BodyBytes,
		whole:     len(hooks) > 0,
		rec:       s.newJournalRecord(r, s.arrivalTime(), fault, limits.BodyBytes),
	}
	if fault != 0 && !fault.afterHandler() {
		cw := c.writerTo(w)
		s.serveFault(cw, fault, plan)
		c.finish(s, journaled, r)
		return
	}
	if r.Body != nil && r.Body != http.NoBody {
		r.Body = &captureBody{ReadCloser: r.Body, c: c}
	}
	if fault == 0 && len(hooks) == 0 {
		cw := c.writerTo(w)
		next.ServeHTTP(cw, r)
		cw.writeHeader(http.StatusOK)
		c.finish(s, journaled, r)
		return
	}
	// The hooks see the response before the client does, and a fault
	// replaces it: the handler answers into held.
	held := &heldResponse{header: w.Header()}
	if fault != 0 {
		held.header = http.Header{}
	}
	next.ServeHTTP(held, r)
	c.rec.status = held.statusOr200()
	c.keepResponse(held.body.Bytes())
	seq := c.finish(s, journaled, r)
	h := c.handled(s, r, seq)
	for _, f := range hooks {
		f(h)
	}
	switch fault {
	case FaultDropResponse:
		abort(w, false)
	case FaultAfter500:
		writeError(w, s.newID("op"), api.Errorf(fault.status(), CodeInjectedFailure, "internal error after the request was handled (injected fault)"))
	default:
		w.WriteHeader(c.rec.status)
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
		writeError(w, s.newID("op"), api.Errorf(fault.status(), CodeRateLimited, "too many requests (injected fault)"))
	default:
		status := fault.status()
		writeError(w, s.newID("op"), api.Errorf(status, CodeInjectedFailure, "%s (injected fault)", http.StatusText(status)))
	}
}

// keepRequest notes p, bytes of the request body the handler read.
func (c *capture) keepRequest(p []byte) {
	c.readBytes += len(p)
	if c.whole {
		c.read = append(c.read, p...)
		return
	}
	c.rec.req.kept = keep(c.rec.req.kept, p, c.bodyBytes)
}

// keepResponse notes p, bytes of the response body.
func (c *capture) keepResponse(p []byte) {
	c.rec.resp.size += len(p)
	c.rec.resp.kept = keep(c.rec.resp.kept, p, c.bodyBytes)
}

// finish completes the record of the request r and, when journaled, adds
// it to the journal and returns its number; 0 otherwise.
func (c *capture) finish(s *Server, journaled bool, r *http.Request) uint64 {
	c.rec.req.size = c.readBytes
	if r.ContentLength > 0 {
		c.rec.req.size = int(r.ContentLength)
	}
	if c.whole {
		c.rec.req.kept = keep(nil, c.read, c.bodyBytes)
	}
	if !journaled {
		return 0
	}
	return s.capture.journal.add(c.rec)
}

// handled returns what the hooks of OnHandled see of the request r. Its
// method and path are copies, as the journal's are, so that a hook that
// keeps them does not keep the whole request line they were read from;
// they are whole, as its body is.
func (c *capture) handled(s *Server, r *http.Request, seq uint64) Handled {
	h := Handled{
		Seq: seq, Time: c.rec.time, Operation: s.operationOf(r.Method, r.URL.Path),
		Method: keptMethod(r.Method, len(r.Method)), Path: strings.Clone(r.URL.Path),
		Body: c.read, Status: c.rec.status, Fault: c.rec.fault,
		Request: c.rec.req.body(), Response: c.rec.resp.body(),
	}
	if h.Status >= 400 {
		h.Code = errorCodeOf(c.rec.resp.kept)
	}
	return h
}

// captureBody is a request body whose bytes the capture notes as the
// handler reads them.
type captureBody struct {
	io.ReadCloser
	c *capture
}

func (b *captureBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	b.c.keepRequest(p[:n])
	return n, err
}

// captureWriter passes a response to the client, noting its status and
// the start of its body.
type captureWriter struct {
	http.ResponseWriter
	c       *capture
	started bool
}

// writeHeader notes the status of a response that starts.
func (w *captureWriter) writeHeader(status int) {
	if !w.started {
		w.started = true
		w.c.rec.status = status
	}
}

func (w *captureWriter) WriteHeader(status int) {
	w.writeHeader(status)
	w.ResponseWriter.WriteHeader(status)
}

func (w *captureWriter) Write(p []byte) (int, error) {
	w.writeHeader(http.StatusOK)
	w.c.keepResponse(p)
	return w.ResponseWriter.Write(p)
}

func (w *captureWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

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
