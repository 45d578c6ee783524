//go:build !unix

package statefile

import "os"

// lockFile takes no lock: this system has no flock, so two servers on
// one state file are not kept apart (docs/STATE.md says so).
func lockFile(*os.File) error { return nil }
