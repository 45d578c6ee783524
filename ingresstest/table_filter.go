package ingresstest

import "sort"

// PageMatching returns up to limit records older than beforeID (all
// records when beforeID is ""), newest first, for which match is true,
// and, when an older record matches too, the ID of the oldest record
// returned, from which the next page starts. It reads records only until
// it has found one more match than the page holds.
func (t *table[T]) PageMatching(beforeID string, limit int, match func(*T) bool) (page []*T, nextBefore string) {
	end := len(t.order)
	if beforeID != "" {
		end = sort.SearchStrings(t.order, beforeID)
	}
	page = make([]*T, 0, limit)
	for i := end - 1; i >= 0; i-- {
		id := t.order[i]
		v := t.byID[id]
		if !match(v) {
			continue
		}
		if len(page) == limit {
			return page, nextBefore
		}
		page, nextBefore = append(page, v), id
	}
	return page, ""
}
