package filter

import (
	"context"
	"fmt"
)

// Batch reads, under the lock of the records, up to n records older than
// the record whose ID is before (the newest when before is ""), newest
// first, with their IDs at the same indexes, and says whether older
// records than these remain.
type Batch[T any] func(before string, n int) (ids []string, records []*T, more bool)

// Scan returns up to limit records, from the newest that read gives from
// before on, that match selects, and the ID from which the next page
// starts, or "" when no record older than the page matches. It reads the
// records in batches, the first large enough for the page when half the
// records match and each next one twice the last, and evaluates each
// batch after read has returned, so that no lock is held while it does;
// started runs once, after the first batch is read. It reads only until
// it has found one more match than the page holds, has read MaxScan
// records, the request's context ends, or the filters have spent
// maxFilterScanCost: then, when it has not read them all, the page ends
// at the last record read and the next starts after it. An error of
// match, or the end of ctx, is returned.
func Scan[T any](ctx context.Context, before string, read Batch[T], started func(), limit int, match func(*T) (bool, error), meter *Meter) (page []*T, nextBefore string, err error) {
	page = make([]*T, 0, limit)
	for scanned, n := 0, 2*(limit+1); ; n *= 2 {
		ids, records, more := read(before, min(n, MaxScan-scanned))
		if scanned == 0 && started != nil {
			started()
		}
		scanned += len(records)
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
		switch {
		case !more || len(records) == 0:
			return page, "", nil
		case scanned >= MaxScan:
			return page, ids[len(ids)-1], nil
		}
		before = ids[len(ids)-1]
	}
}
