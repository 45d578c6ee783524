package store

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTableReadsAgreeWithItsRecords puts, replaces and deletes records
// at random and checks after each step that every read in order (All,
// Page, Before, Find) gives the records the table holds by ID, sorted by
// ID, with the latest value of each.
func TestTableReadsAgreeWithItsRecords(t *testing.T) {
	r := rand.New(rand.NewPCG(38, 2))
	table := NewTable[int]()
	model := map[string]*int{}
	for step := range 3000 {
		id := fmt.Sprintf("r%03d", r.IntN(200))
		switch r.IntN(3) {
		case 0, 1:
			v := step
			table.Put(id, &v)
			model[id] = &v
		case 2:
			_, held := model[id]
			require.Equal(t, held, table.Delete(id))
			delete(model, id)
		}
		ids := slices.Sorted(maps.Keys(model))
		var all []string
		table.All(func(id string, v *int) bool {
			require.Same(t, model[id], v, "All, step %d", step)
			all = append(all, id)
			return true
		})
		require.Equal(t, ids, slices.Clip(all), "All, step %d", step)

		newest := slices.Clone(ids)
		slices.Reverse(newest)
		before := ""
		if len(ids) > 0 && r.IntN(2) == 0 {
			before = ids[r.IntN(len(ids))]
			newest = newest[slices.Index(newest, before)+1:]
		}
		n := 1 + r.IntN(20)
		page, next := table.Page(before, n)
		gotIDs, records, more := table.Before(before, n)
		want := newest[:min(n, len(newest))]
		require.Equal(t, len(want), len(page), "Page, step %d", step)
		require.Equal(t, want, slices.Clip(gotIDs), "Before, step %d", step)
		for i, id := range want {
			require.Same(t, model[id], page[i], "Page, step %d", step)
			require.Same(t, model[id], records[i], "Before, step %d", step)
		}
		require.Equal(t, len(newest) > n, more, "Before, step %d", step)
		if len(newest) > n {
			require.Equal(t, want[len(want)-1], next, "Page, step %d", step)
		} else {
			require.Empty(t, next, "Page, step %d", step)
		}
		if len(ids) > 0 {
			require.Same(t, model[ids[0]], table.Find(func(*int) bool { return true }))
		}
	}
}
