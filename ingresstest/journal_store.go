package ingresstest

import (
	"encoding/json"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/ingresskit/ingress/internal/redact"
)

// journal is the bounded request journal of an account. Its zero value is
// a journal at the default bounds once it has a pool. The pool's lock,
// which the journals of a server share, is held only to add, copy out or
// drop entries, never while a body is redacted.
type journal struct {
	// limits are the bounds WithJournalLimits set, with their defaults;
	// nil means the defaults.
	limits atomic.Pointer[JournalLimits]

	// pool is shared with the journals of the server's other accounts:
	// its lock guards the fields below, and it bounds the bytes all of
	// them hold together.
	pool *journalPool
	// seq is the number of the last entry added.
	seq uint64
	// buf holds the entries in a ring: n of them from head on, oldest
	// first. It grows up to the bound on entries.
	buf     []journalRecord
	head, n int
	// bytes is the sum of the costs of the entries held.
	bytes int
	// dropped counts the entries dropped since the start or the last
	// clear.
	dropped int
}

// journalRecord is an entry as the journal holds it: its bodies as they
// were sent, cut, and redacted only when the entry is read. Each string
// it holds is its own copy (see newJournalRecord).
type journalRecord struct {
	seq    uint64
	time   time.Time
	method string
	// target is the path with its query as received, cut; route is the
	// URL path the server routed on, "" when named is set.
	target, route string
	// op is the operation's name when named is set: the record named it
	// as it was made, having cut the method or the URL path.
	op        string
	named     bool
	status    int
	fault     Fault
	req, resp journalBytes
	// cost is what the entry counts against the bound on bytes.
	cost int
}

// journalBytes is the start of a body as the journal keeps it.
type journalBytes struct {
	// kept is the body's start, as sent.
	kept []byte
	// size is the length of the whole body.
	size int
}

// body returns b as an entry shows it: redacted, with its size and
// whether it was cut.
func (b journalBytes) body() JournalBody {
	return JournalBody{Text: string(redact.JSON(b.kept)), Size: b.size, Cut: len(b.kept) < b.size}
}

// bytesHeld returns what the record counts against the bound on bytes (see
// JournalLimits): journalEntryCost, the length of each string it keeps
// and the room each body holds.
func (rec *journalRecord) bytesHeld() int {
	return journalEntryCost + len(rec.method) + len(rec.target) + len(rec.route) + cap(rec.req.kept) + cap(rec.resp.kept)
}

// operation returns the name of the record's operation (see
// JournalEntry.Operation).
func (rec *journalRecord) operation(s *Server) string {
	if rec.named {
		return rec.op
	}
	return s.operationOf(rec.method, rec.route)
}

// entry returns the record as an entry, whose operation is op.
func (rec *journalRecord) entry(op string) JournalEntry {
	e := JournalEntry{
		Seq: rec.seq, Time: rec.time, Method: rec.method, Path: rec.target, Operation: op,
		Status: rec.status, Request: rec.req.body(), Response: rec.resp.body(),
	}
	if rec.fault != 0 {
		e.Fault = rec.fault.String()
	}
	if rec.status >= 400 {
		e.Code = errorCodeOf(rec.resp.kept)
	}
	return e
}

// errorCodeOf returns the error_code of an error body, or "" when body is
// not one (a body cut before its end included).
func errorCodeOf(body []byte) string {
	var doc struct {
		ErrorCode string `json:"error_code"`
	}
	if json.Unmarshal(body, &doc) != nil {
		return ""
	}
	return doc.ErrorCode
}

// bounds returns the journal's limits, with their defaults.
func (j *journal) bounds() JournalLimits {
	if l := j.limits.Load(); l != nil {
		return *l
	}
	return JournalLimits{}.withDefaults()
}

// setLimits changes the bounds, dropping the oldest entries beyond them.
func (j *journal) setLimits(l JournalLimits) {
	l = l.withDefaults()
	j.limits.Store(&l)
	j.pool.mu.Lock()
	defer j.pool.mu.Unlock()
	j.pool.limit = l.TotalBytes
	j.trim(l, 0)
}

// add numbers rec and keeps it, dropping the oldest entries as the bounds
// require, and returns its number.
func (j *journal) add(rec journalRecord) uint64 {
	l := j.bounds()
	rec.cost = rec.bytesHeld()
	j.pool.mu.Lock()
	defer j.pool.mu.Unlock()
	j.seq++
	rec.seq = j.seq
	if rec.cost > min(l.Bytes, l.TotalBytes) {
		j.dropped++
		return rec.seq
	}
	j.trim(l, rec.cost)
	if j.n == len(j.buf) {
		j.grow(l.Entries)
	}
	j.buf[(j.head+j.n)%len(j.buf)] = rec
	j.n++
	j.bytes += rec.cost
	j.pool.added(j, rec.seq, rec.cost)
	return rec.seq
}

// trim drops the oldest entries until one more of cost fits in l; with
// a cost of 0, until the entries held fit.
func (j *journal) trim(l JournalLimits, cost int) {
	room := 0
	if cost > 0 {
		room = 1
	}
	for j.n > 0 && (j.n+room > l.Entries || j.bytes+cost > l.Bytes) {
		j.dropOldest()
	}
}

// dropOldest drops the oldest entry held, counting it dropped. The caller
// holds the pool's lock.
func (j *journal) dropOldest() {
	cost := j.buf[j.head].cost
	j.bytes -= cost
	j.buf[j.head] = journalRecord{}
	j.head = (j.head + 1) % len(j.buf)
	j.n--
	j.dropped++
	j.pool.dropped(cost)
}

// holdsOldest reports whether the oldest entry held is the one numbered
// seq. The caller holds the pool's lock.
func (j *journal) holdsOldest(seq uint64) bool {
	return j.n > 0 && j.buf[j.head].seq == seq
}

// holds reports whether the entry numbered seq is held: entries go
// oldest first, so it is when it is no older than the oldest held. The
// caller holds the pool's lock.
func (j *journal) holds(seq uint64) bool {
	return j.n > 0 && seq >= j.buf[j.head].seq
}

// grow makes room for one more entry, doubling the ring up to max
// entries; the caller has made sure that one more is within most.
func (j *journal) grow(most int) {
	size := min(most, max(2*len(j.buf), 16))
	buf := make([]journalRecord, size)
	for i := range j.n {
		buf[i] = j.buf[(j.head+i)%len(j.buf)]
	}
	j.buf, j.head = buf, 0
}

// records returns a copy of the entries held, oldest first, and the count
// of those dropped. The copies share the bodies, which no one changes.
func (j *journal) records() ([]journalRecord, int) {
	j.pool.mu.Lock()
	defer j.pool.mu.Unlock()
	out := make([]journalRecord, j.n)
	for i := range j.n {
		out[i] = j.buf[(j.head+i)%len(j.buf)]
	}
	return out, j.dropped
}

// clear drops every entry without counting them, and keeps the numbering.
func (j *journal) clear() {
	j.pool.mu.Lock()
	defer j.pool.mu.Unlock()
	j.pool.bytes -= j.bytes
	j.pool.live -= j.n
	j.buf, j.head, j.n, j.bytes, j.dropped = nil, 0, 0, 0, 0
}

// sizeOfRecord is the size of a slot of the ring, which the ring holds
// for every entry up to the bound on entries, on top of the entries'
// costs.
const sizeOfRecord = unsafe.Sizeof(journalRecord{})
