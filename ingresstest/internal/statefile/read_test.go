package statefile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRead reads a state file, an empty one (found, for the caller to
// refuse), none (not found, no error) and a directory (an error).
func TestRead(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")

	data, found, err := Read(path)
	require.NoError(t, err)
	assert.False(t, found)
	assert.Nil(t, data)

	require.NoError(t, os.WriteFile(path, nil, 0o600))
	data, found, err = Read(path)
	require.NoError(t, err)
	assert.True(t, found, "an empty file is found")
	assert.Empty(t, data)

	require.NoError(t, Write(path, []byte("saved")))
	data, found, err = Read(path)
	require.NoError(t, err)
	assert.True(t, found)
	assert.Equal(t, "saved", string(data))

	_, found, err = Read(dir)
	require.Error(t, err)
	assert.False(t, found)
}
