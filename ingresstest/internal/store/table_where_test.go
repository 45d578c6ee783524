package store

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// numbers returns a table of the numbers 1 to 5, under the IDs "n1" to
// "n5".
func numbers() *Table[int] {
	t := NewTable[int]()
	for i := 1; i <= 5; i++ {
		t.Put("n"+strconv.Itoa(i), &i)
	}
	return t
}

func odd(n *int) bool { return *n%2 == 1 }

func TestTableIDsWhere(t *testing.T) {
	nums := numbers()
	assert.Equal(t, []string{"n1", "n3", "n5"}, nums.IDsWhere(odd), "oldest first")
	assert.Empty(t, nums.IDsWhere(func(*int) bool { return false }))
	assert.True(t, nums.Has("n1"), "the records stay")
}

func TestTableDeleteWhere(t *testing.T) {
	nums := numbers()
	gone := nums.DeleteWhere(odd)
	if assert.Len(t, gone, 3) {
		assert.Equal(t, []int{1, 3, 5}, []int{*gone[0], *gone[1], *gone[2]}, "the records removed, oldest first")
	}
	assert.Equal(t, []string{"n2", "n4"}, nums.IDsWhere(func(*int) bool { return true }))
	assert.Empty(t, nums.DeleteWhere(odd), "nothing left to remove")
}
