package main

import (
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// descriptionFile writes a description of the tunnel credentials named
// names and returns its path.
func descriptionFile(t *testing.T, names ...string) string {
	t.Helper()
	text := "tunnel_credentials:\n"
	for _, n := range names {
		text += "  - name: " + n + "\n"
	}
	path := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o600))
	return path
}

// TestTokenFilesApart checks that apply keeps the tokens of ci/prod and
// ci_prod, whose token files were once one, in two files.
func TestTokenFilesApart(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tokens")
	r := runIn(t, nil, "apply", "--yes", "--token-dir", dir, "-f", descriptionFile(t, "ci/prod", "ci_prod"))
	require.Equal(t, exitOK, r.code, "%+v", r)
	a, err := os.ReadFile(filepath.Join(dir, "tunnel_credential.ci%2Fprod.token"))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(dir, "tunnel_credential.ci_prod.token"))
	require.NoError(t, err)
	assert.NotEqual(t, string(a), string(b))
}

// TestTokenFileExistsBeforeApply checks that apply refuses, before it
// changes anything, a plan whose token file exists already.
func TestTokenFileExistsBeforeApply(t *testing.T) {
	dir := t.TempDir()
	taken := filepath.Join(dir, "tunnel_credential.ci_prod.token")
	require.NoError(t, os.WriteFile(taken, []byte("older\n"), 0o600))
	r := runIn(t, nil, "apply", "--yes", "--token-dir", dir, "-f", descriptionFile(t, "ci/prod", "ci_prod"))
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "ingress: --token-dir "+dir+": create tunnel_credential ci_prod: its token file "+taken+" exists already")
	assert.Contains(t, r.stderr, "nothing was changed")
	assert.NotContains(t, r.stderr, "] create tunnel_credential", "no change ran")
}

// serverFor starts a server that the command reaches as the account of
// its key, calling onCreate when it creates a tunnel credential, before
// the command sees the token.
func serverFor(t *testing.T, onCreate func()) map[string]string {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method == http.MethodPost && h.Path == "/credentials" {
			onCreate()
		}
	})
	return map[string]string{"NGROK_API_KEY": srv.APIKey, "NGROK_API_URL": srv.URL}
}

// TestTokenFileTakenDuringApply checks that a token whose file appears
// after the checks goes to a new file beside it, and that apply fails
// naming that file.
func TestTokenFileTakenDuringApply(t *testing.T) {
	dir := t.TempDir()
	vars := serverFor(t, func() { os.WriteFile(filepath.Join(dir, "tunnel_credential.ci.token"), nil, 0o600) })
	r := runIn(t, vars, "apply", "--yes", "--token-dir", dir, "-f", descriptionFile(t, "ci"))
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	m := regexp.MustCompile(`was not kept as asked \(.*file exists\): it is in (\S+) instead`).FindStringSubmatch(r.stderr)
	require.NotNil(t, m, r.stderr)
	b, err := os.ReadFile(m[1])
	require.NoError(t, err)
	assert.Regexp(t, `^\S+\n$`, string(b), "the token")
	assert.NotContains(t, r.stderr, string(b[:len(b)-1]), "the token is in the file only")
}

// TestTokenPrintedAsLastResort checks that a token that no file can hold
// is written to stderr, and apply fails.
func TestTokenPrintedAsLastResort(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tokens")
	notDir := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o600))
	t.Setenv("TMPDIR", notDir)
	vars := serverFor(t, func() {
		os.Remove(dir)
		os.WriteFile(dir, nil, 0o600)
	})
	r := runIn(t, vars, "apply", "--yes", "--token-dir", dir, "-f", descriptionFile(t, "ci"))
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Regexp(t, `ingress: no file could hold the token of tunnel_credential ci \(cr_\w+\), which the API never shows again; here it is:\n\S+\n`, r.stderr)
	assert.Contains(t, r.stderr, "was kept nowhere")
}
