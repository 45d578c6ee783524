package statefile

import (
	"errors"
	"os"
)

// ErrInUse is the error, wrapped, of TakeLock when another open file, in
// this process or another, holds the lock.
var ErrInUse = errors.New("the lock is held by another open file")

// LockPath returns the path of the lock of the state file at path: the
// file beside it whose name adds ".lock".
func LockPath(path string) string { return path + ".lock" }

// Lock is the held lock of a state file, until Release.
type Lock struct {
	// f is the open lock file, which holds the flock.
	f *os.File
}

// TakeLock takes the lock of the state file at path: an exclusive
// advisory lock (flock) on the file at LockPath(path), created with mode
// 0600 if need be, held until Release or the end of the process. When
// another open file holds it, the error wraps ErrInUse; when the lock
// file cannot be opened, it is the error of the file system as it comes.
// Where the system has no flock (see lockFile), the lock keeps no one
// out.
func TakeLock(path string) (*Lock, error) {
	lockPath := LockPath(path)
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := lockFile(f); err != nil {
		f.Close()
		return nil, &os.PathError{Op: "lock", Path: lockPath, Err: ErrInUse}
	}
	return &Lock{f: f}, nil
}

// Release lets another take the lock. The lock file stays.
func (l *Lock) Release() {
	l.f.Close()
}
