package journal

import "sync"

// Pool is what the journals of a server's accounts share: one lock, and
// the bound on the bytes they hold together. Past the bound, the oldest
// entries of any account go first, so that a new account's journal is
// never left without room by older ones. Its zero value is a pool at the
// default bound, DefaultTotalBytes.
type Pool struct {
	mu sync.Mutex
	// limit is the bound on the bytes held; zero means
	// DefaultTotalBytes.
	limit int
	// bytes is the sum of the costs of the entries held, and live their
	// count.
	bytes, live int
	// order lists the entries added, oldest first, from head on; an
	// entry its journal dropped since stays listed until it comes to the
	// front or the list is compacted.
	order []pooledEntry
	head  int
}

// pooledEntry names an entry of a journal in the pool's order.
type pooledEntry struct {
	j   *Journal
	seq uint64
}

// bound returns the bound on the bytes held. The caller holds p.mu.
func (p *Pool) bound() int {
	if p.limit > 0 {
		return p.limit
	}
	return DefaultTotalBytes
}

// added counts an entry that j now holds, dropping the oldest entries of
// any journal until the entries held fit the bound. The caller holds
// p.mu.
func (p *Pool) added(j *Journal, seq uint64, cost int) {
	p.order = append(p.order, pooledEntry{j, seq})
	p.bytes += cost
	p.live++
	for p.bytes > p.bound() && p.head < len(p.order) {
		oldest := p.order[p.head]
		p.order[p.head] = pooledEntry{}
		p.head++
		if oldest.j.holdsOldest(oldest.seq) {
			oldest.j.dropOldest()
		}
	}
	if p.head > len(p.order)/2 || len(p.order) > 2*p.live+1024 {
		p.compact()
	}
}

// dropped counts an entry of the given cost that its journal dropped.
// The caller holds p.mu.
func (p *Pool) dropped(cost int) {
	p.bytes -= cost
	p.live--
}

// compact keeps in order only the entries their journals still hold, so
// that the list stays within a small multiple of the entries held. The
// caller holds p.mu.
func (p *Pool) compact() {
	kept := make([]pooledEntry, 0, p.live)
	for _, e := range p.order[p.head:] {
		if e.j.holds(e.seq) {
			kept = append(kept, e)
		}
	}
	p.order, p.head = kept, 0
}

// Held returns the bytes the entries of the pool's journals cost
// together, how many entries they are, and how long the pool's list of
// them by age is, which compaction keeps within a small multiple of the
// entries.
func (p *Pool) Held() (bytes, entries, listed int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.bytes, p.live, len(p.order) - p.head
}
