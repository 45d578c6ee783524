package ingresstest

import (
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/journal"
)

// The journal's default bounds (see JournalLimits).
const (
	// DefaultJournalEntries is how many requests an account's journal
	// keeps by default.
	DefaultJournalEntries = 1000
	// DefaultJournalBytes is how many bytes the entries of an account's
	// journal cost at most by default, counted as JournalLimits says.
	DefaultJournalBytes = 8 << 20
	// DefaultJournalBodyBytes is how much of each body, and of each
	// request's method and path with its query, an entry keeps by
	// default.
	DefaultJournalBodyBytes = 16 << 10
)

// DefaultJournalTotalBytes is how many bytes the journals of all the
// accounts of a server hold together by default (see
// JournalLimits.TotalBytes).
const DefaultJournalTotalBytes = 64 << 20

// JournalEntry is a request of the account's public API, as its journal
// keeps it.
type JournalEntry struct {
	// Seq numbers the account's requests from 1; a number is never used
	// again, also after ClearJournal.
	Seq uint64 `json:"seq"`
	// Time is the server's clock when the request arrived. The journal
	// reads a manual clock (WithManualClock) without moving it, so that a
	// stepping clock reads the same with the journal on or off: Time is
	// then the time that the request's own first reading takes, the one
	// its operation ID is made at.
	Time time.Time `json:"time"`
	// Method is the request's method, cut to the journal's BodyBytes.
	Method string `json:"method"`
	// Path is the URL path with its query, as received, cut to the
	// journal's BodyBytes.
	Path string `json:"path"`
	// Operation names the operation the route serves: the operationId of
	// the published OpenAPI description, like "ReservedDomainsGet", or,
	// for a route it does not describe, the route's pattern, like
	// "GET /reserved_domains/{id}"; "" when no route matched.
	Operation string `json:"operation"`
	// Status is the status the server's handler answered with, or the one
	// of a fault that stopped the request before its handler (0 for
	// FaultReset).
	Status int `json:"status"`
	// Code is the error_code of the error body, "" on success.
	Code string `json:"error_code,omitempty"`
	// Fault names the injected fault (see Fault.String) that stopped the
	// request or replaced its response; "" when none did.
	Fault string `json:"fault,omitempty"`
	// Request and Response are the bodies, redacted and cut.
	Request  JournalBody `json:"request"`
	Response JournalBody `json:"response"`
}

// JournalBody is a body as the journal keeps it.
type JournalBody struct {
	// Text is the body with every secret redacted (see redact.JSON in the
	// module's internal packages: the members the client's logs hide),
	// cut to the journal's BodyBytes.
	Text string `json:"text"`
	// Size is the length in bytes of the whole body as sent: for a
	// request, its Content-Length, or the bytes the server read when it
	// had none.
	Size int `json:"size"`
	// Cut is set when Text holds only the start of the body.
	Cut bool `json:"cut"`
}

// JournalFilter selects entries of the journal; its zero value selects
// them all.
type JournalFilter struct {
	// Operation selects the entries of one operation (see
	// JournalEntry.Operation); "" for any.
	Operation string
	// Method selects the entries of one method, in any letter case; ""
	// for any.
	Method string
	// Status selects the entries of one status; 0 for any.
	Status int
	// Limit, when positive, keeps the newest Limit entries that match; 0
	// (or less) keeps all that the journal holds.
	Limit int
}

// Journal is what the journal of an account holds.
type Journal struct {
	// Entries are the requests kept, newest first.
	Entries []JournalEntry `json:"entries"`
	// Dropped counts the entries dropped to keep the bounds since the
	// server started or the journal was last cleared.
	Dropped int `json:"dropped"`
}

// JournalLimits bounds the request journal of each account, and of all of
// them together. A zero field takes its default: DefaultJournalEntries,
// DefaultJournalBytes, DefaultJournalBodyBytes, DefaultJournalTotalBytes.
// When a new entry would pass Entries or Bytes, the oldest entries are
// dropped (and counted in Journal.Dropped); an entry that alone costs more
// than Bytes (or TotalBytes) is dropped at once, and one that costs Bytes
// exactly is kept. When it would pass TotalBytes, the oldest entries of
// every account go first, whichever account they are of; an account that
// is closed or removed frees the bytes of its journal.
//
// An entry costs 256 bytes for its fixed fields, plus the bytes of each
// string and body it keeps, cut to BodyBytes and copied, so that it holds
// on to nothing larger of the request: the method; the path with its
// query, as received; the URL path the server routed on, unless it or
// the method is longer than BodyBytes (the entry then names its operation
// as it is made, from the whole of both, and keeps no URL path); and the
// start of the request's body and of the response's, each counting the
// room held for it, which is its length when it came in one piece and
// never more than BodyBytes. The error code is read from the response's
// body, and the operation named from the method and URL path, when the
// journal is read; an operation named as the entry is made is one of the
// names the server holds anyway. An entry thus costs at most
// 256 + 5*BodyBytes bytes. Beside the entries, a journal holds a slot of
// about 200 bytes for each entry up to Entries.
type JournalLimits struct {
	// Entries is the most entries kept; negative turns the journal off.
	Entries int
	// Bytes is the most bytes the entries cost, counted as above.
	Bytes int
	// BodyBytes is how much of each body, and of each request's method
	// and path with its query, an entry keeps; a body that is cut is
	// marked (JournalBody.Cut).
	BodyBytes int
	// TotalBytes is the most bytes the entries of the journals of all
	// the server's accounts cost together; past it, the oldest entries
	// of any account are dropped first.
	TotalBytes int
}

// check reports limits that cannot be followed.
func (l JournalLimits) check() error {
	if l.Bytes < 0 || l.BodyBytes < 0 || l.TotalBytes < 0 {
		return fmt.Errorf("negative journal Bytes %d, BodyBytes %d or TotalBytes %d", l.Bytes, l.BodyBytes, l.TotalBytes)
	}
	return nil
}

// WithJournalLimits bounds the request journal of every account (see
// JournalLimits); Entries < 0 turns the journals off. Each account keeps
// a journal from its start, at the default bounds without this option.
// NewServer panics on a negative Bytes, BodyBytes or TotalBytes.
func WithJournalLimits(l JournalLimits) Option {
	if err := l.check(); err != nil {
		panic("ingresstest: WithJournalLimits: " + err.Error())
	}
	return func(o *options) {
		o.after = append(o.after, func(s *Server) { s.capture.journal.SetLimits(journalLimits(l)) })
	}
}

// Journal returns the entries of the journal of the account s stands for
// that f selects, newest first, with the count of the entries dropped.
// The bodies are redacted as it returns them; the lock of the journal is
// held only to copy the entries out.
func (s *Server) Journal(f JournalFilter) Journal {
	recs, dropped := s.capture.journal.Records()
	out := Journal{Entries: []JournalEntry{}, Dropped: dropped}
	method := upperASCII(f.Method)
	for i := len(recs) - 1; i >= 0; i-- {
		rec := &recs[i]
		if (method != "" && rec.Method != method) || (f.Status != 0 && rec.Status != f.Status) {
			continue
		}
		op := rec.Operation(s.operationOf)
		if f.Operation != "" && op != f.Operation {
			continue
		}
		out.Entries = append(out.Entries, journalEntry(rec, op))
		if f.Limit > 0 && len(out.Entries) == f.Limit {
			break
		}
	}
	return out
}

// ClearJournal empties the journal of the account s stands for and sets
// its count of dropped entries to zero. The numbers of later entries
// continue from the last one.
func (s *Server) ClearJournal() { s.capture.journal.Clear() }

// journalLimits returns l as the journal's own limits.
func journalLimits(l JournalLimits) journal.Limits {
	return journal.Limits{Entries: l.Entries, Bytes: l.Bytes, BodyBytes: l.BodyBytes, TotalBytes: l.TotalBytes}
}

// journalEntry returns the record rec as an entry, whose operation is op.
func journalEntry(rec *journal.Record, op string) JournalEntry {
	e := JournalEntry{
		Seq: rec.Seq, Time: rec.Time, Method: rec.Method, Path: rec.Target, Operation: op,
		Status: rec.Status, Code: rec.Code(), Request: journalBody(rec.Request), Response: journalBody(rec.Response),
	}
	if rec.Fault != 0 {
		e.Fault = Fault(rec.Fault).String()
	}
	return e
}

// journalBody returns the start of a body that the journal keeps as the
// journal shows it: redacted, with its size and whether it was cut.
func journalBody(b journal.Bytes) JournalBody {
	return JournalBody{Text: b.Text(), Size: b.Size(), Cut: b.Cut()}
}

// upperASCII returns s with its ASCII letters in upper case.
func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// operationOf returns the name of the operation that serves method on the
// URL path (see JournalEntry.Operation): the operationId of the published
// OpenAPI description for a route it describes, the route's pattern for
// another, "" when no route matches. It routes again rather than have
// every request note its route: the journal asks only when it is read.
func (s *Server) operationOf(method, path string) string {
	_, pattern := s.engine.Mux.Handler(&http.Request{Method: method, URL: &url.URL{Path: path}})
	if pattern == "" || pattern == "/" {
		return ""
	}
	if id, ok := journal.OperationIDs[pattern]; ok {
		return id
	}
	return pattern
}

// arrivalTime returns the time the journal gives a request as it arrives,
// read without moving the server's clock: the journal must not change
// what the server answers, and a stepping clock (NewSteppingClock) moves
// at every reading, which would shift the times and IDs of every later
// request. A manual clock (WithManualClock) is read with Clock.Time: the
// time that the request's own first reading, for its operation ID, then
// takes, unless a request served at the same moment reads the clock in
// between. The wall clock moves whether read or not. A function given to
// WithClock can only be called, so it is read once more for each request
// the journal keeps; a clock that steps is to be given by WithManualClock.
func (s *Server) arrivalTime() time.Time {
	if s.cfg.clock != nil {
		return s.cfg.clock.Time().UTC()
	}
	return s.cfg.now().UTC()
}
