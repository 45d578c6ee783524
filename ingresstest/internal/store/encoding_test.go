package store

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encodedThing is a record for the tests of kept encodings.
type encodedThing struct {
	ID   string `json:"id"`
	Note string `json:"note"`
}

// TestEncodedRecordKeepsTheFirstEncoding checks that a slot encodes its
// record once and answers with those bytes after.
func TestEncodedRecordKeepsTheFirstEncoding(t *testing.T) {
	v := &encodedThing{"t_1", "first"}
	slot := &Encoding{}
	first, err := slot.Of(v)
	require.NoError(t, err)
	v.Note = "changed in place, which stored records never are"
	again, err := slot.Of(v)
	require.NoError(t, err)
	assert.Equal(t, string(first), string(again))
	fresh, err := (*Encoding)(nil).Of(v)
	require.NoError(t, err)
	assert.Contains(t, string(fresh), "changed in place")
}
