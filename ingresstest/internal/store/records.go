package store

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Records is a table as code that handles every kind alike sees it,
// whatever its records: references across kinds, snapshots and the
// inspector. Call its methods with the server's lock held; the records
// they return are never changed in place, so they may be read once it is
// released.
type Records interface {
	Readable
	// Export copies the table's references to its records and returns
	// the function that encodes them, which may run without the lock.
	Export() func() (json.RawMessage, error)
	// Import fills an empty table with the records of an exported one.
	Import(raw json.RawMessage) error
	// Adopt makes the table hold the records of from, a table of the
	// same kind.
	Adopt(from Records)
}

// Readable is what references across kinds and the inspector read of
// the records of a kind, which a table or a second name of a kind's
// records may serve (see Kind). Call its methods with the server's lock
// held.
type Readable interface {
	// Has reports whether a record with the given ID exists.
	Has(id string) bool
	// Len returns the number of records.
	Len() int
	// Newest returns up to n records, newest first.
	Newest(n int) []any
	// Lookup returns the record with the given ID.
	Lookup(id string) (any, bool)
}

// Len returns the number of records.
func (t *Table[T]) Len() int { return len(t.byID) }

// Newest returns up to n records, newest first.
func (t *Table[T]) Newest(n int) []any {
	page, _ := t.Page("", n)
	out := make([]any, len(page))
	for i, v := range page {
		out[i] = v
	}
	return out
}

// Lookup returns the record with the given ID.
func (t *Table[T]) Lookup(id string) (any, bool) {
	v, ok := t.byID[id]
	return v, ok
}

// Export copies the table's index; records are never changed in place,
// so they are encoded later as they are now: as a JSON object from ID to
// record, whose members encoding/json writes in ID order, which is the
// table's order.
func (t *Table[T]) Export() func() (json.RawMessage, error) {
	byID := maps.Clone(t.byID)
	return func() (json.RawMessage, error) {
		return json.Marshal(byID)
	}
}

// Import reads the records that Export wrote, each with an empty slot
// for its encoding (see encoding.go).
func (t *Table[T]) Import(raw json.RawMessage) error {
	byID := map[string]*T{}
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &byID); err != nil {
			return err
		}
	}
	for id, v := range byID {
		if v == nil || id == "" || strings.ContainsRune(id, '/') {
			return fmt.Errorf("record %q is not a record", id)
		}
	}
	t.byID, t.order = byID, make([]row[T], 0, len(byID))
	for _, id := range slices.Sorted(maps.Keys(byID)) {
		t.order = append(t.order, row[T]{id, byID[id]})
	}
	t.encoded = make(map[*T]*Encoding, len(byID))
	for _, v := range byID {
		t.encoded[v] = &Encoding{}
	}
	return nil
}

// Adopt takes over the records of from.
func (t *Table[T]) Adopt(from Records) {
	*t = *from.(*Table[T])
}
