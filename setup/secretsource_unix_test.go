//go:build unix

package setup_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestSecretFileDevice checks that a device that never ends, like
// /dev/zero, or a link to one, is refused before it is read, with an error
// that names the path and the rule.
func TestSecretFileDevice(t *testing.T) {
	err := applySecretFrom(t, setup.SecretSource{File: "/dev/zero"})
	require.ErrorContains(t, err, "value from file /dev/zero: the secret file /dev/zero is a device: only a regular file is read")
	link := filepath.Join(t.TempDir(), "zero")
	require.NoError(t, os.Symlink("/dev/zero", link))
	err = applySecretFrom(t, setup.SecretSource{File: link})
	require.ErrorContains(t, err, "is a device: only a regular file is read", "a link is judged by what it leads to")
}

// TestSecretFileNamedPipe checks that a named pipe with no writer is
// refused at once instead of blocking the read for ever. Were the read to
// block, the test would fail at its deadline.
func TestSecretFileNamedPipe(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	done := make(chan error, 1)
	go func() { done <- applySecretFrom(t, setup.SecretSource{File: fifo}) }()
	var deadline <-chan time.Time
	if d, ok := t.Deadline(); ok {
		deadline = time.After(time.Until(d) - 5*time.Second)
	}
	select {
	case err := <-done:
		require.ErrorContains(t, err, "the secret file "+fifo+" is a named pipe: only a regular file is read")
	case <-deadline:
		t.Fatal("reading a secret from a named pipe blocked")
	}
}
