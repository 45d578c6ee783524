package ingresstest

import (
	"errors"
	"fmt"
	"sync"

	"github.com/ingresskit/ingress/ingresstest/internal/statefile"
)

// DefaultSnapshotLimit is the largest snapshot that PUT
// ControlPrefix+"snapshot" takes, unless WithSnapshotLimit sets another:
// 256 MiB, far above the 1 MiB of a request body of the API.
const DefaultSnapshotLimit = 256 << 20

// ErrNoStateFile is the error of SaveState on a server started without
// WithStateFile.
var ErrNoStateFile = errors.New("the server has no state file: start it with WithStateFile")

// stateSettings is where the server keeps its state (WithStateFile) and
// how large a snapshot it restores over the control API.
type stateSettings struct {
	// path is the state file, or "".
	path string
	// limit is the largest snapshot PUT over the control API; zero
	// means DefaultSnapshotLimit.
	limit int64
	// saving lets one SaveState write at a time, so that a later state
	// is never overwritten by an earlier one.
	saving sync.Mutex
	// lock holds the lock of the state file (see lockStateFile) from the
	// start until the server is closed; nil without a state file.
	lock *statefile.Lock
}

// WithStateFile makes the server keep its whole state (see Snapshot) in
// the file at path. When the file exists, the server starts from it: it
// restores it before NewServer or NewServerOn returns, and the functions
// of WithSetup do not run (the state holds what they made when the file
// was written). A file that is damaged or of another version makes
// NewServerOn return an error (NewServer panics with it) that wraps
// ErrSnapshotDamaged or ErrSnapshotVersion, and is left as it is. When
// the file does not exist, the server starts as without the option, and
// SaveState creates it.
//
// The server writes the file only when SaveState is called (as
// POST ControlPrefix+"state" and cmd/ingress-fake at shutdown do, the
// latter by CloseAndSaveState), never on its own.
//
// One state file serves one server at a time: the server takes an
// advisory lock (flock) on the file beside it whose name adds ".lock", and
// holds it until it is closed; a second server on the same file, in this
// process or another, fails to start with an error that wraps
// ErrStateFileInUse. Systems without flock (Windows, Plan 9) take no
// lock.
func WithStateFile(path string) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) {
			if s.root == nil {
				s.state.path = path
			}
		})
	}
}

// WithSnapshotLimit sets the largest snapshot, in bytes, that
// PUT ControlPrefix+"snapshot" restores (DefaultSnapshotLimit without
// it); a larger body is refused with 413. Restore in Go has no limit.
func WithSnapshotLimit(n int64) Option {
	return func(o *options) {
		o.after = append(o.after, func(s *Server) {
			if s.root == nil {
				s.state.limit = n
			}
		})
	}
}

// snapshotLimit returns the largest snapshot the control API takes.
func (s *Server) snapshotLimit() int64 {
	if s.state.limit > 0 {
		return s.state.limit
	}
	return DefaultSnapshotLimit
}

// SaveState writes the whole state of the server (see Snapshot) to its
// state file (WithStateFile), or returns ErrNoStateFile. The write is
// atomic: the snapshot goes to a temporary file in the same directory,
// which is synced to disk and then renamed over the state file, and the
// directory is synced, so that the file at the path is always a whole
// snapshot, the previous one or the new one, even if the process dies
// during the write. The file has mode 0600: it holds API keys, tokens
// and private keys. Called on the Server of an account, it saves the
// server that made it.
func (s *Server) SaveState() error {
	root := s.top()
	path := root.state.path
	if path == "" {
		return ErrNoStateFile
	}
	root.state.saving.Lock()
	defer root.state.saving.Unlock()
	data, err := root.Snapshot()
	if err != nil {
		return err
	}
	if err := statefile.Write(path, data); err != nil {
		return fmt.Errorf("ingresstest: saving the state to %s: %w", path, err)
	}
	return nil
}

// restoreStateFile restores the state file, if the server has one and it
// exists, and reports whether it did.
func (s *Server) restoreStateFile() (bool, error) {
	path := s.state.path
	if path == "" {
		return false, nil
	}
	if err := s.lockStateFile(); err != nil {
		return false, err
	}
	data, found, err := statefile.Read(path)
	if err != nil {
		return false, fmt.Errorf("ingresstest: reading the state file: %w", err)
	}
	if !found {
		return false, nil
	}
	if err := s.Restore(data); err != nil {
		return false, fmt.Errorf("the state file %s: %w", path, err)
	}
	return true, nil
}

// ErrStateFileInUse is the error, wrapped, of NewServer and NewServerOn
// with WithStateFile when another server, in this process or another,
// holds the same state file: two servers saving to one file would each
// overwrite what the other saved.
var ErrStateFileInUse = errors.New("the state file is in use by another server")

// lockStateFile takes the lock of the server's state file: an advisory
// lock on the file beside it named with ".lock" added, held until the
// server is closed (see statefile.TakeLock). Where the system has no such
// lock, there is none. The lock's errors become the server's own here:
// one held elsewhere is ErrStateFileInUse.
func (s *Server) lockStateFile() error {
	l, err := statefile.TakeLock(s.state.path)
	if errors.Is(err, statefile.ErrInUse) {
		return fmt.Errorf("ingresstest: %w: %s (its lock %s is held)", ErrStateFileInUse, s.state.path, statefile.LockPath(s.state.path))
	}
	if err != nil {
		return fmt.Errorf("ingresstest: opening the lock of the state file: %w", err)
	}
	s.state.lock = l
	return nil
}

// unlockStateFile lets another server take the state file.
func (s *Server) unlockStateFile() {
	if l := s.state.lock; l != nil {
		s.state.lock = nil
		l.Release()
	}
}

// CloseAndSaveState shuts the server down as Close does, then saves its
// state to its state file (see SaveState), and only then lets another
// server take the file, so that no other can start from the file before
// the last save. It returns the error of the save.
func (s *Server) CloseAndSaveState() error {
	root := s.top()
	root.closeWithin(closeGrace)
	defer root.unlockStateFile()
	return root.SaveState()
}
