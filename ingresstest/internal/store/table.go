package store

import (
	"maps"
	"slices"
	"strings"
)

// Table holds the records of one kind in creation order. Records
// are never changed in place: an update stores a new value, so a record
// read under the server's lock may be encoded after it is released. The
// server's lock guards every table.
type Table[T any] struct {
	byID map[string]*T
	// order holds the records by ID, ascending, which is creation
	// order, so that pages read records without a lookup each.
	order []row[T]
	// encoded holds, for each stored record, the slot that keeps its
	// JSON encoding (see encoding.go). Put gives each new value a new
	// slot, so storing a value again also forgets its encoding.
	encoded map[*T]*Encoding
}

// row is a record of a table's order, with its ID.
type row[T any] struct {
	id string
	v  *T
}

// NewTable returns an empty table.
func NewTable[T any]() *Table[T] {
	return &Table[T]{byID: make(map[string]*T), encoded: make(map[*T]*Encoding)}
}

// Get returns the record with the given ID.
func (t *Table[T]) Get(id string) (*T, bool) {
	v, ok := t.byID[id]
	return v, ok
}

// Put stores a record, new or replacing the one with the same ID.
func (t *Table[T]) Put(id string, v *T) {
	if _, exists := t.byID[id]; !exists {
		if n := len(t.order); n == 0 || t.order[n-1].id < id {
			t.order = append(t.order, row[T]{id, v})
		} else {
			t.order = slices.Insert(t.order, t.index(id), row[T]{id, v})
		}
	} else {
		delete(t.encoded, t.byID[id])
		t.order[t.index(id)].v = v
	}
	t.byID[id] = v
	t.encoded[v] = &Encoding{}
}

// Delete removes the record with the given ID and reports whether there
// was one.
func (t *Table[T]) Delete(id string) bool {
	v, ok := t.byID[id]
	if !ok {
		return false
	}
	delete(t.encoded, v)
	delete(t.byID, id)
	i := t.index(id)
	t.order = slices.Delete(t.order, i, i+1)
	return true
}

// index returns the index in t.order of the record with the given ID, or
// where it would be.
func (t *Table[T]) index(id string) int {
	i, _ := slices.BinarySearchFunc(t.order, id, func(r row[T], id string) int { return strings.Compare(r.id, id) })
	return i
}

// Has reports whether a record with the given ID exists.
func (t *Table[T]) Has(id string) bool {
	_, ok := t.byID[id]
	return ok
}

// Page returns up to limit records older than beforeID (all records when
// beforeID is ""), newest first, and, when older ones remain, the ID of
// the oldest record returned, from which the next page starts.
func (t *Table[T]) Page(beforeID string, limit int) (page []*T, nextBefore string) {
	end := len(t.order)
	if beforeID != "" {
		end = t.index(beforeID)
	}
	start := max(end-limit, 0)
	page = make([]*T, 0, end-start)
	for i := end - 1; i >= start; i-- {
		page = append(page, t.order[i].v)
	}
	if start > 0 {
		nextBefore = t.order[start].id
	}
	return page, nextBefore
}

// Encodings returns the slots that keep the encodings of the records
// vs, nil for a value the table does not hold. The caller holds the lock;
// the slots may be used after it is released.
func (t *Table[T]) Encodings(vs []*T) []*Encoding {
	encs := make([]*Encoding, len(vs))
	for i, v := range vs {
		encs[i] = t.encoded[v]
	}
	return encs
}

// Item returns the answer of a GET of v, a record the table
// holds, with the slot that keeps its encoding. The caller holds the
// lock.
func (t *Table[T]) Item(v *T) Item[T] {
	return Item[T]{v: v, enc: t.encoded[v]}
}

// All calls yield for every record, oldest first, until it returns false.
func (t *Table[T]) All(yield func(id string, v *T) bool) {
	for _, r := range t.order {
		if !yield(r.id, r.v) {
			return
		}
	}
}

// IDsWhere returns the IDs of the records that match reports true for,
// oldest first.
func (t *Table[T]) IDsWhere(match func(*T) bool) []string {
	var ids []string
	for _, r := range t.order {
		if match(r.v) {
			ids = append(ids, r.id)
		}
	}
	return ids
}

// DeleteWhere removes the records that match reports true for and
// returns them, oldest first.
func (t *Table[T]) DeleteWhere(match func(*T) bool) []*T {
	var gone []*T
	for _, id := range t.IDsWhere(match) {
		gone = append(gone, t.byID[id])
		t.Delete(id)
	}
	return gone
}

// Find returns the oldest record that match reports true for, or nil.
func (t *Table[T]) Find(match func(*T) bool) *T {
	for _, r := range t.order {
		if match(r.v) {
			return r.v
		}
	}
	return nil
}

// Checkpoint returns a function that puts the table's records back as
// they are now.
func (t *Table[T]) Checkpoint() (restore func()) {
	byID, order, encoded := maps.Clone(t.byID), slices.Clone(t.order), maps.Clone(t.encoded)
	return func() {
		t.byID, t.order, t.encoded = maps.Clone(byID), slices.Clone(order), maps.Clone(encoded)
	}
}
