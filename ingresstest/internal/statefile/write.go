package statefile

import (
	"os"
	"path/filepath"
)

// Write replaces the file at path with data, of mode 0600, atomically:
// the file at path is always whole, the previous one or the new one, even
// if the process dies during the write (see writeFileAtomic). On error
// the temporary file is removed and path is as it was.
func Write(path string, data []byte) error {
	return writeFileAtomic(osFS{}, path, data)
}

// stateFS is the file system writeFileAtomic writes through: osFS, or in
// the package's tests, one that passes each step to osFS and notes it.
type stateFS interface {
	CreateTemp(dir, pattern string) (stateTemp, error)
	Rename(from, to string) error
	Remove(name string) error
	SyncDir(dir string) error
}

// stateTemp is the temporary file writeFileAtomic writes: an *os.File.
type stateTemp interface {
	Name() string
	Chmod(mode os.FileMode) error
	Write(p []byte) (int, error)
	Sync() error
	Close() error
}

// osFS is the operating system's file system.
type osFS struct{}

func (osFS) CreateTemp(dir, pattern string) (stateTemp, error) { return os.CreateTemp(dir, pattern) }
func (osFS) Rename(from, to string) error                      { return os.Rename(from, to) }
func (osFS) Remove(name string) error                          { return os.Remove(name) }

// SyncDir syncs the directory dir, so that a rename in it lasts.
func (osFS) SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// writeFileAtomic replaces the file at path with data, of mode 0600,
// through fsys: the data goes to a temporary file in the same directory
// (named ".NAME.tmp-" and a random suffix), synced, then renamed over
// path, and the directory is synced so that the rename lasts. On error
// the temporary file is removed and path is as it was.
func writeFileAtomic(fsys stateFS, path string, data []byte) (err error) {
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := fsys.CreateTemp(dir, "."+name+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			fsys.Remove(tmp.Name())
		}
	}()
	if err = tmp.Chmod(0o600); err != nil {
		return err
	}
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	if err = fsys.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return fsys.SyncDir(dir)
}
