package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestControlTokenIsSecretUnderSeed starts the command twice with the same
// -seed and -clock: the API key and the account's ID repeat, the control
// token does not.
func TestControlTokenIsSecretUnderSeed(t *testing.T) {
	t.Setenv(controlTokenEnv, "")
	args := []string{"-addr", "127.0.0.1:0", "-seed", "7", "-clock", "2026-01-02T03:04:05Z"}
	first, stop := startRun(t, args...)
	require.NoError(t, stop())
	second, stop := startRun(t, args...)
	require.NoError(t, stop())
	assert.Equal(t, first["INGRESS_FAKE_API_KEY"], second["INGRESS_FAKE_API_KEY"])
	assert.Equal(t, first["INGRESS_FAKE_ADMIN_ID"], second["INGRESS_FAKE_ADMIN_ID"])
	assert.NotEqual(t, first["INGRESS_FAKE_CONTROL_TOKEN"], second["INGRESS_FAKE_CONTROL_TOKEN"])
}

// TestControlTokenGiven gives the token by the environment and by a file,
// which wins, and refuses tokens that cannot be one.
func TestControlTokenGiven(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "token")
	require.NoError(t, os.WriteFile(file, []byte("from-the-file-0123456789\nignored\n"), 0o600))
	t.Setenv(controlTokenEnv, "from-the-environment-0123")
	env, stop := startRun(t, "-addr", "127.0.0.1:0")
	assert.Equal(t, "from-the-environment-0123", env["INGRESS_FAKE_CONTROL_TOKEN"])
	require.NoError(t, stop())
	env, stop = startRun(t, "-addr", "127.0.0.1:0", "-control-token-file", file)
	assert.Equal(t, "from-the-file-0123456789", env["INGRESS_FAKE_CONTROL_TOKEN"])
	var acct struct {
		ID string `json:"id"`
	}
	controlCall(t, env, "POST", "/_ingress/accounts", 201, &acct)
	require.NoError(t, stop())

	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
		return path
	}
	for _, tt := range []struct {
		name, file, env, says string
	}{
		{"short in the environment", "", "short", "$INGRESS_FAKE_CONTROL_TOKEN: the control token is 5 bytes long"},
		{"a space", "", "with a space 0123456789", "printable ASCII without spaces"},
		{"an empty file", write("empty", "\n"), "", "holds no token"},
		{"a file too large", write("large", strings.Repeat("a", maxTokenFile+1)), "", "larger than 4096 bytes"},
		{"no file", filepath.Join(dir, "missing"), "", "no such file"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := controlToken(tt.file, func(string) string { return tt.env })
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.says)
		})
	}
}
