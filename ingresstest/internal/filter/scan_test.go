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
	ctx := t.Context()

	page, next, err := Scan(ctx, ids, recs, false, 2, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{8, 6}, values(page))
	assert.Equal(t, "n6", next, "the next page starts after the last match")

	page, next, err = Scan(ctx, ids, recs, false, 4, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{8, 6, 4, 2}, values(page))
	assert.Empty(t, next, "no older record matches")

	page, next, err = Scan(ctx, ids, recs, true, 4, even, &Meter{})
	require.NoError(t, err)
	assert.Equal(t, []int{8, 6, 4, 2}, values(page))
	assert.Equal(t, "n1", next, "older records than those read remain")

	page, next, err = Scan(ctx, nil, []*int{}, false, 3, even, &Meter{})
	require.NoError(t, err)
	assert.NotNil(t, page, "an empty page, not nil")
	assert.Empty(t, page)
	assert.Empty(t, next)
}

func TestFilterScanEndsWhenTheCostIsSpent(t *testing.T) {
	ids, recs := numbered(9)
	meter := &Meter{spent: maxFilterScanCost}
	page, next, err := Scan(t.Context(), ids, recs, false, 5, even, meter)
	require.NoError(t, err)
	assert.Empty(t, page, "the first record read, 9, does not match")
	assert.Equal(t, "n9", next, "the next page starts after the last record read")

	_, next, err = Scan(t.Context(), ids[8:], recs[8:], false, 5, even, meter)
	require.NoError(t, err)
	assert.Empty(t, next, "nothing is left after the last record")
}

func TestFilterScanStops(t *testing.T) {
	ids, recs := numbered(3)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, _, err := Scan(ctx, ids, recs, false, 5, even, &Meter{})
	assert.ErrorIs(t, err, context.Canceled)

	refused := &Error{reason: "refused"}
	_, _, err = Scan(t.Context(), ids, recs, false, 5, func(*int) (bool, error) { return false, refused }, &Meter{})
	assert.True(t, errors.Is(err, refused), "the match's error is the answer")
}
