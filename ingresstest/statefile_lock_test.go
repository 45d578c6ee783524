package ingresstest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStateFileHoldsOneServer starts two servers on one state file: the
// second fails with ErrStateFileInUse, the file untouched, and starts
// once the first is closed.
func TestStateFileHoldsOneServer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	first, err := NewServerOn("127.0.0.1:0", WithStateFile(path))
	require.NoError(t, err)
	require.NoError(t, first.SaveState())
	saved, err := os.ReadFile(path)
	require.NoError(t, err)

	second, err := NewServerOn("127.0.0.1:0", WithStateFile(path))
	require.ErrorIs(t, err, ErrStateFileInUse)
	assert.Nil(t, second)
	assert.Contains(t, err.Error(), path+".lock")
	again, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, saved, again, "the refused server left the file alone")

	require.NoError(t, first.CloseAndSaveState())
	third, err := NewServerOn("127.0.0.1:0", WithStateFile(path))
	require.NoError(t, err, "the file is free once the first is closed")
	third.Close()
}
