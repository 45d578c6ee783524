package ingresstest

import (
	"context"
	"fmt"
)

// pageMatching returns up to limit of entries, which are newest first,
// that match selects, and the ID from which the next page starts, or ""
// when no record older than the page matches. more says that older
// records than entries exist. It reads entries only until it has found
// one more match than the page holds, the request's context ends, or the
// filters have spent maxFilterScanCost: then, when it has not read them
// all, the page ends at the last record read and the next starts after
// it. An error of match, or the end of ctx, is the answer.
func pageMatching[T any](ctx context.Context, entries []entry[T], more bool, limit int, match func(*T) (bool, error), meter *costMeter) (page []*T, nextBefore string, err error) {
	page = make([]*T, 0, limit)
	for i, e := range entries {
		if err := ctx.Err(); err != nil {
			return nil, "", fmt.Errorf("listing: %w", err)
		}
		ok, err := match(e.v)
		if err != nil {
			return nil, "", err
		}
		if ok && len(page) == limit {
			return page, nextBefore, nil
		}
		if ok {
			page, nextBefore = append(page, e.v), e.id
		}
		if meter.spent >= maxFilterScanCost && (i < len(entries)-1 || more) {
			return page, e.id, nil
		}
	}
	if more && len(entries) > 0 {
		return page, entries[len(entries)-1].id, nil
	}
	return page, "", nil
}
