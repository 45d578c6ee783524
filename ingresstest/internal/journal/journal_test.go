package journal

import (
	"strings"
	"testing"
)

// recordOf returns a record of a GET of target, routed on its path, whose
// request body kept is size bytes.
func recordOf(target string, size int) Record {
	path, _, _ := strings.Cut(target, "?")
	return Record{Method: "GET", Target: target, Route: path, Request: Bytes{kept: make([]byte, size), size: size}}
}

// seqs returns the numbers of the records j holds, oldest first, and the
// count of those dropped.
func seqs(j *Journal) ([]uint64, int) {
	recs, dropped := j.Records()
	var out []uint64
	for _, rec := range recs {
		out = append(out, rec.Seq)
	}
	return out, dropped
}

func TestJournalKeepsItsBoundOnEntries(t *testing.T) {
	j := &Journal{Pool: &Pool{}}
	j.SetLimits(Limits{Entries: 3})
	for i := range 5 {
		if seq := j.Add(recordOf("/a", 10)); seq != uint64(i+1) {
			t.Fatalf("the %d-th record was numbered %d", i+1, seq)
		}
	}
	got, dropped := seqs(j)
	if len(got) != 3 || got[0] != 3 || got[2] != 5 || dropped != 2 {
		t.Errorf("the journal holds %v, dropped %d; want [3 4 5], 2", got, dropped)
	}
	j.Clear()
	if got, dropped := seqs(j); len(got) != 0 || dropped != 0 || j.Held() != 0 {
		t.Errorf("after a clear the journal holds %v, %d bytes, dropped %d", got, j.Held(), dropped)
	}
	if seq := j.Add(recordOf("/a", 10)); seq != 6 {
		t.Errorf("the record after a clear was numbered %d, want 6", seq)
	}
}

func TestJournalKeepsAnEntryOfExactlyItsBoundOnBytes(t *testing.T) {
	rec := recordOf("/api_keys?x=1", 17)
	cost := EntryCost + len("GET") + len("/api_keys?x=1") + len("/api_keys") + 17
	if got := rec.BytesHeld(); got != cost {
		t.Fatalf("the record costs %d bytes, want %d", got, cost)
	}
	for _, c := range []struct{ bytes, kept, dropped int }{{cost, 1, 0}, {cost - 1, 0, 1}} {
		j := &Journal{Pool: &Pool{}}
		j.SetLimits(Limits{Bytes: c.bytes})
		j.Add(rec)
		recs, dropped := j.Records()
		if len(recs) != c.kept || dropped != c.dropped {
			t.Errorf("a bound of %d bytes for a record of %d keeps %d, drops %d", c.bytes, cost, len(recs), dropped)
		}
		if c.kept == 1 && (recs[0].Cost != cost || j.Held() != cost) {
			t.Errorf("the record kept costs %d, the journal holds %d; want %d", recs[0].Cost, j.Held(), cost)
		}
	}
}

func TestPoolDropsTheOldestOfAnyJournal(t *testing.T) {
	rec := recordOf("/a", 100)
	cost := rec.BytesHeld()
	p := &Pool{}
	first, second := &Journal{Pool: p}, &Journal{Pool: p}
	for _, j := range []*Journal{first, second} {
		j.SetLimits(Limits{TotalBytes: 3 * cost})
	}
	for range 3 {
		first.Add(rec)
	}
	second.Add(rec)
	if got, dropped := seqs(first); len(got) != 2 || got[0] != 2 || dropped != 1 {
		t.Errorf("the first journal holds %v, dropped %d; want [2 3], 1", got, dropped)
	}
	if got, _ := seqs(second); len(got) != 1 {
		t.Errorf("the second journal holds %v, want one record", got)
	}
	bytes, entries, _ := p.Held()
	if bytes != 3*cost || entries != 3 || bytes != first.Held()+second.Held() {
		t.Errorf("the pool counts %d bytes of %d entries; the journals hold %d and %d", bytes, entries, first.Held(), second.Held())
	}
	first.Clear()
	if bytes, entries, _ := p.Held(); bytes != cost || entries != 1 {
		t.Errorf("after a clear the pool counts %d bytes of %d entries, want %d of 1", bytes, entries, cost)
	}
}
