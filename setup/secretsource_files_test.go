package setup_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// applySecretFrom applies a vault secret whose value comes from src on an
// empty server and returns Apply's error.
func applySecretFrom(t *testing.T, src setup.SecretSource) error {
	t.Helper()
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{{Name: "db", Value: src}}}}}
	p, err := setup.NewPlan(t.Context(), srv.Client(), want)
	require.NoError(t, err)
	return p.Apply(t.Context())
}

// TestSecretFileNotRegular checks that a secret file that is not a
// regular file (a device that never ends, a directory) is refused before
// it is read, with an error that names the path and the rule.
func TestSecretFileNotRegular(t *testing.T) {
	dir := t.TempDir()
	for path, what := range map[string]string{"/dev/zero": "a device", dir: "a directory"} {
		err := applySecretFrom(t, setup.SecretSource{File: path})
		require.Error(t, err, path)
		assert.Contains(t, err.Error(), "value from file "+path+": the secret file "+path+" is "+what+": only a regular file is read")
	}
	link := filepath.Join(dir, "zero")
	require.NoError(t, os.Symlink("/dev/zero", link))
	err := applySecretFrom(t, setup.SecretSource{File: link})
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

// TestSecretFileCap checks that a secret of more than MaxSecretBytes, in
// a file or an environment variable, is refused without its value in the
// error, and that a symbolic link to a regular file is read.
func TestSecretFileCap(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big")
	require.NoError(t, os.WriteFile(big, []byte(strings.Repeat("x", setup.MaxSecretBytes+1)), 0o600))
	err := applySecretFrom(t, setup.SecretSource{File: big})
	require.ErrorContains(t, err, "value from file "+big+": the secret file "+big+" holds more than 1048576 bytes, the most a secret may hold")
	assert.NotContains(t, err.Error(), "xxxx", "no value in the error")

	t.Setenv("SETUP_TEST_BIG_SECRET", strings.Repeat("y", setup.MaxSecretBytes+1))
	err = applySecretFrom(t, setup.SecretSource{Env: "SETUP_TEST_BIG_SECRET"})
	require.ErrorContains(t, err, "environment variable SETUP_TEST_BIG_SECRET holds more than 1048576 bytes, the most a secret may hold")
	assert.NotContains(t, err.Error(), "yyyy", "no value in the error")

	small := filepath.Join(dir, "small")
	require.NoError(t, os.WriteFile(small, []byte("s3cret\n"), 0o600))
	link := filepath.Join(dir, "link")
	require.NoError(t, os.Symlink(small, link))
	require.NoError(t, applySecretFrom(t, setup.SecretSource{File: link}), "a link to a regular file is read")
}
