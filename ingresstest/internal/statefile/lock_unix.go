//go:build unix

package statefile

import (
	"os"
	"syscall"
)

// lockFile takes an exclusive advisory lock (flock) on f, or fails at
// once when another open file holds it, in this process or another. The
// lock goes with f: closing f, or the end of the process, releases it.
func lockFile(f *os.File) error {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
}
