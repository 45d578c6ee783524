package filter

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// numbered returns the IDs "n<k>" and records of the numbers from n down
// to 1, newest first as a table lists them.
func numbered(n int) ([]string, []*int) {
	ids, recs := make([]string, n), make([]*int, n)
	for i := range n {
		v := n - i
		ids[i], recs[i] = "n"+strconv.Itoa(v), &v
	}
	return ids, recs
}

func even(v *int) (bool, error) { return *v%2 == 0, nil }

// slices returns the Batch that reads ids and recs, which are newest
// first, as a table would, and counts the records it reads in *read.
func slices(ids []string, recs []*int, read *int) Batch[int] {
	return func(before string, n int) ([]string, []*int, bool) {
		start := 0
		if before != "" {
			for start < len(ids) && ids[start] != before {
				start++
			}
			start++
		}
		start = min(start, len(ids))
		end := min(start+n, len(ids))
		if read != nil {
			*read += end - start
		}
		return ids[start:end], recs[start:end], end < len(ids)
	}
}

// scan scans ids and recs from the newest.
func scan(t *testing.T, ids []string, recs []*int, limit int, match func(*int) (bool, error), meter *Meter) ([]*int, string, error) {
	return Scan(t.Context(), "", slices(ids, recs, nil), nil, limit, match, meter)
}

// values returns the numbers of a page.
func values(page []*int) []int {
	out := []int{}
	for _, v := range page {
		out = append(out, *v)
	}
	return out
}

func TestFilterScanPages(t *testing.T) {
	ids, recs := numbered(9)

	page, next, err := scan(t, ids, recs, 2, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{8, 6}, values(page))
	assert.Equal(t, "n6", next, "the next page starts after the last match")

	page, next, err = scan(t, ids, recs, 4, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{8, 6, 4, 2}, values(page))
	assert.Empty(t, next, "no older record matches")

	page, next, err = Scan(t.Context(), "n6", slices(ids, recs, nil), nil, 4, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{4, 2}, values(page), "from before on")
	assert.Empty(t, next)

	page, next, err = scan(t, nil, []*int{}, 3, even, &Meter{})
	require.NoError(t, err)
	assert.NotNil(t, page, "an empty page, not nil")
	assert.Empty(t, page)
	assert.Empty(t, next)
}

func TestFilterScanEndsWhenTheCostIsSpent(t *testing.T) {
	ids, recs := numbered(9)
	meter := &Meter{spent: maxFilterScanCost}
	page, next, err := scan(t, ids, recs, 5, even, meter)
	require.NoError(t, err)
	assert.Empty(t, page, "the first record read, 9, does not match")
	assert.Equal(t, "n9", next, "the next page starts after the last record read")

	_, next, err = scan(t, ids[8:], recs[8:], 5, even, meter)
	require.NoError(t, err)
	assert.Empty(t, next, "nothing is left after the last record")
}

func TestFilterScanStops(t *testing.T) {
	ids, recs := numbered(3)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, _, err := Scan(ctx, "", slices(ids, recs, nil), nil, 5, even, &Meter{})
	assert.ErrorIs(t, err, context.Canceled)

	refused := &Error{reason: "refused"}
	_, _, err = scan(t, ids, recs, 5, func(*int) (bool, error) { return false, refused }, &Meter{})
	assert.True(t, errors.Is(err, refused), "the match's error is the answer")
}

func TestFilterScanReadsInGrowingBatches(t *testing.T) {
	ids, recs := numbered(MaxScan + 500)
	read, batches, started := 0, 0, 0
	counted := slices(ids, recs, &read)
	batch := func(before string, n int) ([]string, []*int, bool) {
		batches++
		return counted(before, n)
	}

	page, next, err := Scan(t.Context(), "", batch, func() { started++ }, 10, even, &Meter{})
	require.NoError(t, err)
	assert.Len(t, page, 10)
	assert.Equal(t, ids[18], next, "the next page starts after the last match")
	assert.Equal(t, 22, read, "the first batch holds the page when half the records match")
	assert.Equal(t, 1, started)

	read, batches, started = 0, 0, 0
	none := func(*int) (bool, error) { return false, nil }
	page, next, err = Scan(t.Context(), "", batch, func() { started++ }, 10, none, &Meter{})
	require.NoError(t, err)
	assert.Empty(t, page)
	assert.Equal(t, MaxScan, read, "a filter that matches nothing reads MaxScan records, no more")
	assert.Equal(t, ids[MaxScan-1], next, "and the next page starts after the last read")
	assert.Equal(t, 9, batches, "batches of 22, 44, 88, … up to MaxScan")
	assert.Equal(t, 1, started, "started runs once")

	read = 0
	_, next, err = Scan(t.Context(), next, batch, nil, 10, none, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, 500, read)
	assert.Empty(t, next, "nothing is left after the last record")
}
