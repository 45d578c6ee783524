package store

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestImportKeepsASlotPerRecord checks that a table read from an export
// holds the same records in the same order, each with a slot for its
// encoding and no slot besides, and refuses what is not a record.
func TestImportKeepsASlotPerRecord(t *testing.T) {
	from := numbers()
	raw, err := from.Export()()
	require.NoError(t, err)
	to := NewTable[int]()
	require.NoError(t, to.Import(raw))
	assert.Equal(t, from.IDsWhere(func(*int) bool { return true }), to.IDsWhere(func(*int) bool { return true }))
	assert.Len(t, to.encoded, to.Len(), "a slot per record, and none besides")
	for id, v := range to.All {
		assert.NotNil(t, to.encoded[v], "record %s has a slot", id)
	}
	for _, bad := range []string{`{"n1":null}`, `{"":1}`, `{"a/b":1}`, `[1]`} {
		assert.Error(t, NewTable[int]().Import(json.RawMessage(bad)), bad)
	}
}

// TestCheckpointRestoresTheRecords checks that a checkpoint puts back the
// records, their order and their kept encodings, however the table
// changed since.
func TestCheckpointRestoresTheRecords(t *testing.T) {
	nums := numbers()
	one, _ := nums.Get("n1")
	first, err := nums.Item(one).AppendJSON(nil)
	require.NoError(t, err)
	restore := nums.Checkpoint()
	nums.Delete("n1")
	six := 6
	nums.Put("n6", &six)
	restore()
	assert.Equal(t, []string{"n1", "n2", "n3", "n4", "n5"}, nums.IDsWhere(func(*int) bool { return true }))
	assert.Equal(t, any(one), nums.Newest(5)[4], "the oldest record comes back last")
	assert.Equal(t, string(first), string(*nums.encoded[one].body.Load()), "the kept encoding comes back")
	v, ok := nums.Lookup("n1")
	assert.True(t, ok)
	assert.Equal(t, one, v)
}
