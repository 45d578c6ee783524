package setup_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// applySecretFrom applies a vault secret whose value comes from src on an
// empty server and returns the error of the plan, which reads the source,
// or of Apply.
func applySecretFrom(t *testing.T, src setup.SecretSource) error {
	t.Helper()
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{{Name: "db", Value: src}}}}}
	p, err := setup.NewPlan(t.Context(), srv.Client(), want)
	if err != nil {
		return err
	}
	return p.Apply(t.Context())
}

// TestSecretFileCap checks that a secret of more than MaxSecretBytes, in
// a file or an environment variable, is refused without its value in the
// error, that a directory is refused, and that a symbolic link to a
// regular file is read.
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

	err = applySecretFrom(t, setup.SecretSource{File: dir})
	require.ErrorContains(t, err, "value from file "+dir+": the secret file "+dir+" is a directory: only a regular file is read")

	small := filepath.Join(dir, "small")
	require.NoError(t, os.WriteFile(small, []byte("s3cret\n"), 0o600))
	link := filepath.Join(dir, "link")
	require.NoError(t, os.Symlink(small, link))
	require.NoError(t, applySecretFrom(t, setup.SecretSource{File: link}), "a link to a regular file is read")
}
