//go:build unix

package statefile

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLockHoldsOneFile takes the lock of a state file twice: the second
// fails with ErrInUse, naming the lock file, until the first is released.
// The lock file, of mode 0600, stays and holds nothing; the state file is
// not made.
func TestLockHoldsOneFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	first, err := TakeLock(path)
	require.NoError(t, err)

	second, err := TakeLock(path)
	require.ErrorIs(t, err, ErrInUse)
	assert.Nil(t, second)
	assert.Contains(t, err.Error(), LockPath(path))

	first.Release()
	third, err := TakeLock(path)
	require.NoError(t, err, "the lock is free once released")
	third.Release()

	info, err := os.Stat(path + ".lock")
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	assert.Zero(t, info.Size(), "the lock file holds nothing")
	_, err = os.Stat(path)
	assert.ErrorIs(t, err, fs.ErrNotExist, "taking the lock makes no state file")
}

// TestLockNotOpened shows that a lock file that cannot be made is the
// file system's error, not ErrInUse.
func TestLockNotOpened(t *testing.T) {
	l, err := TakeLock(filepath.Join(t.TempDir(), "missing", "state.json"))
	assert.Nil(t, l)
	require.ErrorIs(t, err, fs.ErrNotExist)
	assert.NotErrorIs(t, err, ErrInUse)
}
