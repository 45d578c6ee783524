package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/ingresskit/ingress/ingresstest"
)

// stateFlag defines -state, the file that keeps the server's state
// across restarts.
func stateFlag(fs *flag.FlagSet) *string {
	return fs.String("state", "", "keep the whole state in this `file` (mode 0600): restore it at start when it exists (then -load is not applied again), write it atomically at shutdown and on POST /_ingress/state")
}

// stateOptions returns the options of -state, and says on w where the
// state comes from.
func stateOptions(path string, w io.Writer) []ingresstest.Option {
	if path == "" {
		return nil
	}
	if _, err := os.Stat(path); err == nil {
		fmt.Fprintf(w, "ingress-fake: restoring the state of %s\n", path)
	} else {
		fmt.Fprintf(w, "ingress-fake: %s does not exist yet; the state will be written there at shutdown\n", path)
	}
	return []ingresstest.Option{ingresstest.WithStateFile(path)}
}

// closeAndSave shuts srv down and writes its state to its -state file,
// if it has one, before another process may take the file.
func closeAndSave(srv *ingresstest.Server, path string, w io.Writer) error {
	if path == "" {
		srv.Close()
		return nil
	}
	if err := srv.CloseAndSaveState(); err != nil {
		return fmt.Errorf("%w: %w", errStateNotSaved, err)
	}
	fmt.Fprintf(w, "ingress-fake: saved the state to %s\n", path)
	return nil
}

// errStateNotSaved is the error of a save at shutdown that failed.
var errStateNotSaved = errors.New("the state was not saved")

// exitStatus is the exit status of an error of run: 0 for a request for
// help (-h, -help, --help), which is answered with the usage; 1 for a state
// file that cannot be restored, saved or taken, 2 for the rest (flags,
// listening).
func exitStatus(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if errors.Is(err, ingresstest.ErrSnapshotDamaged) || errors.Is(err, ingresstest.ErrSnapshotVersion) ||
		errors.Is(err, ingresstest.ErrStateFileInUse) || errors.Is(err, errStateNotSaved) {
		return 1
	}
	return 2
}
