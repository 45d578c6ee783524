package journal

import (
	"sync/atomic"
	"unsafe"
)

// Journal is the bounded request journal of an account. Its zero value is
// a journal at the default bounds once it has a Pool. The pool's lock,
// which the journals of a server share, is held only to add, copy out or
// drop entries, never while a body is redacted.
type Journal struct {
	// limits are the bounds SetLimits set, with their defaults; nil
	// means the defaults.
	limits atomic.Pointer[Limits]

	// Pool is shared with the journals of the server's other accounts:
	// its lock guards the fields below, and it bounds the bytes all of
	// them hold together. It is set before the journal is first used.
	Pool *Pool
	// seq is the number of the last entry added.
	seq uint64
	// buf holds the entries in a ring: n of them from head on, oldest
	// first. It grows up to the bound on entries.
	buf     []Record
	head, n int
	// bytes is the sum of the costs of the entries held.
	bytes int
	// dropped counts the entries dropped since the start or the last
	// clear.
	dropped int
}

// Bounds returns the journal's limits, with their defaults.
func (j *Journal) Bounds() Limits {
	if l := j.limits.Load(); l != nil {
		return *l
	}
	return Limits{}.WithDefaults()
}

// SetLimits changes the bounds, with the defaults of the fields l leaves
// zero, and the bound of the Pool on the bytes of all its journals,
// dropping the oldest entries beyond them.
func (j *Journal) SetLimits(l Limits) {
	l = l.WithDefaults()
	j.limits.Store(&l)
	j.Pool.mu.Lock()
	defer j.Pool.mu.Unlock()
	j.Pool.limit = l.TotalBytes
	j.trim(l, 0)
}

// Add numbers rec and keeps it, dropping the oldest entries as the bounds
// require, and returns its number. An entry that alone costs more than
// the bound on bytes, or than the Pool's, is numbered, counted dropped
// and not kept.
func (j *Journal) Add(rec Record) uint64 {
	l := j.Bounds()
	rec.Cost = rec.BytesHeld()
	j.Pool.mu.Lock()
	defer j.Pool.mu.Unlock()
	j.seq++
	rec.Seq = j.seq
	if rec.Cost > min(l.Bytes, l.TotalBytes) {
		j.dropped++
		return rec.Seq
	}
	j.trim(l, rec.Cost)
	if j.n == len(j.buf) {
		j.grow(l.Entries)
	}
	j.buf[(j.head+j.n)%len(j.buf)] = rec
	j.n++
	j.bytes += rec.Cost
	j.Pool.added(j, rec.Seq, rec.Cost)
	return rec.Seq
}

// trim drops the oldest entries until one more of cost fits in l; with
// a cost of 0, until the entries held fit.
func (j *Journal) trim(l Limits, cost int) {
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
func (j *Journal) dropOldest() {
	cost := j.buf[j.head].Cost
	j.bytes -= cost
	j.buf[j.head] = Record{}
	j.head = (j.head + 1) % len(j.buf)
	j.n--
	j.dropped++
	j.Pool.dropped(cost)
}

// holdsOldest reports whether the oldest entry held is the one numbered
// seq. The caller holds the pool's lock.
func (j *Journal) holdsOldest(seq uint64) bool {
	return j.n > 0 && j.buf[j.head].Seq == seq
}

// holds reports whether the entry numbered seq is held: entries go
// oldest first, so it is when it is no older than the oldest held. The
// caller holds the pool's lock.
func (j *Journal) holds(seq uint64) bool {
	return j.n > 0 && seq >= j.buf[j.head].Seq
}

// grow makes room for one more entry, doubling the ring up to max
// entries; the caller has made sure that one more is within most.
func (j *Journal) grow(most int) {
	size := min(most, max(2*len(j.buf), 16))
	buf := make([]Record, size)
	for i := range j.n {
		buf[i] = j.buf[(j.head+i)%len(j.buf)]
	}
	j.buf, j.head = buf, 0
}

// Records returns a copy of the entries held, oldest first, and the count
// of those dropped. The copies share the bodies, which no one changes.
func (j *Journal) Records() ([]Record, int) {
	j.Pool.mu.Lock()
	defer j.Pool.mu.Unlock()
	out := make([]Record, j.n)
	for i := range j.n {
		out[i] = j.buf[(j.head+i)%len(j.buf)]
	}
	return out, j.dropped
}

// Clear drops every entry without counting them, and keeps the numbering.
func (j *Journal) Clear() {
	j.Pool.mu.Lock()
	defer j.Pool.mu.Unlock()
	j.Pool.bytes -= j.bytes
	j.Pool.live -= j.n
	j.buf, j.head, j.n, j.bytes, j.dropped = nil, 0, 0, 0, 0
}

// Held returns what the entries the journal holds cost together (see
// Limits).
func (j *Journal) Held() int {
	j.Pool.mu.Lock()
	defer j.Pool.mu.Unlock()
	return j.bytes
}

// SizeOfRecord is the size of a slot of the ring, which the ring holds
// for every entry up to the bound on entries, on top of the entries'
// costs.
const SizeOfRecord = unsafe.Sizeof(Record{})
