package ingresstest

import (
	"errors"
	"fmt"

	"github.com/ingresskit/ingress/ingresstest/internal/statefile"
)

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
