package store

// Before returns up to n records older than beforeID (all records when
// beforeID is ""), newest first, with their IDs at the same indexes, and
// whether older records remain beyond them. It copies only the IDs and
// pointers, so that the caller may read the records after releasing the
// lock: they are never changed in place.
func (t *Table[T]) Before(beforeID string, n int) (ids []string, records []*T, more bool) {
	end := len(t.order)
	if beforeID != "" {
		end = t.index(beforeID)
	}
	start := max(end-n, 0)
	ids = make([]string, 0, end-start)
	records = make([]*T, 0, end-start)
	for i := end - 1; i >= start; i-- {
		ids = append(ids, t.order[i].id)
		records = append(records, t.order[i].v)
	}
	return ids, records, start > 0
}
