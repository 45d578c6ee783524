package filter

import (
	"context"
	"fmt"
)

// Scan returns up to limit of records, which are newest first and
// whose IDs ids holds at the same indexes, that match selects, and the ID
// from which the next page starts, or "" when no record older than the
// page matches. more says that older records than these exist. It reads
// records only until it has found one more match than the page holds, the
// request's context ends, or the filters have spent maxFilterScanCost:
// then, when it has not read them all, the page ends at the last record
// read and the next starts after it. An error of match, or the end of
// ctx, is returned.
func Scan[T any](ctx context.Context, ids []string, records []*T, more bool, limit int, match func(*T) (bool, error), meter *Meter) (page []*T, nextBefore string, err error) {
	page = make([]*T, 0, limit)
	for i, v := range records {
		if err := ctx.Err(); err != nil {
			return nil, "", fmt.Errorf("listing: %w", err)
		}
		ok, err := match(v)
		if err != nil {
			return nil, "", err
		}
		if ok && len(page) == limit {
			return page, nextBefore, nil
		}
		if ok {
			page, nextBefore = append(page, v), ids[i]
		}
		if meter.spent >= maxFilterScanCost && (i < len(records)-1 || more) {
			return page, ids[i], nil
		}
	}
	if more && len(records) > 0 {
		return page, ids[len(ids)-1], nil
	}
	return page, "", nil
}
