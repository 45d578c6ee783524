package statefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stepFS is the operating system's file system, noting each step of a
// write and what the file at path holds at that step.
type stepFS struct {
	osFS
	path  string
	steps []string
}

// note records step with what the file at path holds.
func (f *stepFS) note(step string) {
	data, _ := os.ReadFile(f.path)
	f.steps = append(f.steps, step+" ["+string(data)+"]")
}

func (f *stepFS) CreateTemp(dir, pattern string) (stateTemp, error) {
	tmp, err := f.osFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	same := filepath.Clean(dir) == filepath.Dir(f.path)
	f.note("create in the same directory: " + map[bool]string{true: "yes", false: "no"}[same])
	return &stepTemp{stateTemp: tmp, fs: f}, nil
}

func (f *stepFS) Rename(from, to string) error {
	err := f.osFS.Rename(from, to)
	f.note("rename to the path: " + map[bool]string{true: "yes", false: "no"}[to == f.path])
	return err
}

func (f *stepFS) SyncDir(dir string) error {
	f.note("sync the directory")
	return f.osFS.SyncDir(dir)
}

// stepTemp is a temporary file whose writes and syncs stepFS notes.
type stepTemp struct {
	stateTemp
	fs *stepFS
}

func (t *stepTemp) Write(p []byte) (int, error) {
	n, err := t.stateTemp.Write(p)
	t.fs.note("write")
	return n, err
}

func (t *stepTemp) Sync() error {
	err := t.stateTemp.Sync()
	t.fs.note("sync the file")
	return err
}

// TestStateWriteIsAtomic follows the steps of a save over an older state:
// the data goes to a file of its own in the same directory, which is
// synced before it takes the path's place, and the directory is synced
// after; the path holds the old state whole until the rename, then the
// new one whole. The test fails for a write in place, and for one that
// leaves out a sync.
func TestStateWriteIsAtomic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	require.NoError(t, os.WriteFile(path, []byte("old"), 0o600))
	fsys := &stepFS{path: path}
	require.NoError(t, writeFileAtomic(fsys, path, []byte("new")))
	assert.Equal(t, []string{
		"create in the same directory: yes [old]",
		"write [old]",
		"sync the file [old]",
		"rename to the path: yes [new]",
		"sync the directory [new]",
	}, fsys.steps)
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	for _, e := range entries {
		assert.False(t, strings.Contains(e.Name(), ".tmp-"), "no temporary file is left: %s", e.Name())
	}
}
