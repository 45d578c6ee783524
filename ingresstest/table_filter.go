package ingresstest

import "sort"

// entry is a record of a table with its ID.
type entry[T any] struct {
	id string
	v  *T
}

// Before returns up to n records older than beforeID (all records when
// beforeID is ""), newest first, and whether older records remain beyond
// them. It copies only the IDs and pointers, so that the caller may read
// the records after releasing the lock: they are never changed in place.
func (t *table[T]) Before(beforeID string, n int) (entries []entry[T], more bool) {
	end := len(t.order)
	if beforeID != "" {
		end = sort.SearchStrings(t.order, beforeID)
	}
	start := max(end-n, 0)
	entries = make([]entry[T], 0, end-start)
	for i := end - 1; i >= start; i-- {
		id := t.order[i]
		entries = append(entries, entry[T]{id: id, v: t.byID[id]})
	}
	return entries, start > 0
}
