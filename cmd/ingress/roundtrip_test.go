package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// secretEnv supplies the secret value that testdata/account.yaml names.
const secretEnv = "INGRESS_TEST_DB_PASSWORD=s3cret-value"

// TestRoundTrip runs the binaries as processes: ingress-fake loads a
// description, a plan of it finds no changes, a changed description is
// planned (as a diff and as JSON), refused without --yes, applied, and
// found in place; an export of the account plans as no changes.
func TestRoundTrip(t *testing.T) {
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")

	r := runBin(t, env, "", "plan", "-f", "testdata/account.yaml")
	require.Equal(t, 0, r.code, "the fake holds the account: %+v", r)
	assert.Equal(t, "No changes.\n", r.stdout)
	assert.NotContains(t, r.stderr, "embedded", "a key is set")

	changed := filepath.Join(t.TempDir(), "changed.yaml")
	b, err := os.ReadFile("testdata/account.yaml")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(changed, []byte(strings.Replace(string(b), "description: trusted networks", "description: trusted nets", 1)), 0o600))

	r = runBin(t, env, "", "plan", "-f", changed)
	require.Equal(t, 2, r.code, "%+v", r)
	assert.Contains(t, r.stdout, `~ description: "trusted networks" -> "trusted nets"`)
	assert.NotContains(t, r.stdout, "\x1b[", "no colour off a terminal")

	r = runBin(t, env, "", "plan", "-f", changed, "--json")
	require.Equal(t, 2, r.code, "%+v", r)
	var plan struct{ Changes []setup.Change }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &plan), r.stdout)
	require.Len(t, plan.Changes, 1)
	assert.Equal(t, setup.Update, plan.Changes[0].Action)
	assert.Equal(t, "ip_policy", plan.Changes[0].Kind)
	assert.Equal(t, "office", plan.Changes[0].Name)

	r = runBin(t, env, "yes\n", "apply", "-f", changed)
	assert.Equal(t, 1, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "standard input is not a terminal")
	assert.Contains(t, r.stderr, "--yes")
	assert.Equal(t, 2, runBin(t, env, "", "plan", "-f", changed).code, "the refused apply changed nothing")

	r = runBin(t, env, "", "apply", "--yes", "-f", changed)
	require.Equal(t, 0, r.code, "an apply that made changes succeeds: %+v", r)
	assert.Contains(t, r.stderr, "[1/1] update ip_policy office")
	assert.Equal(t, 0, runBin(t, env, "", "plan", "-f", changed).code)
	r = runBin(t, env, "", "apply", "--yes", "-f", changed)
	assert.Equal(t, 0, r.code, "nothing left to apply: %+v", r)

	exported := filepath.Join(t.TempDir(), "export.yaml")
	r = runBin(t, env, "", "export", "-o", exported)
	require.Equal(t, 0, r.code, "%+v", r)
	assert.Empty(t, r.stdout)
	r = runBin(t, env, "", "plan", "-f", exported)
	assert.Equal(t, 0, r.code, "the export describes the account: %+v", r)

	r = runBin(t, env, "", "export")
	require.Equal(t, 0, r.code, "%+v", r)
	written, err := os.ReadFile(exported)
	require.NoError(t, err)
	assert.Equal(t, string(written), r.stdout, "-o writes what standard output shows")
	assert.Contains(t, r.stdout, "description: trusted nets\n")
	assert.NotContains(t, r.stdout, "s3cret-value")
}

// smallerAccount is testdata/account.yaml without its IP policy, edge,
// backend and domain, and with one more tunnel credential.
const smallerAccount = `tunnel_credentials:
  - name: ci
    acl: ["bind:*.example.com"]
  - name: deploy
vaults:
  - name: prod
    secrets:
      - name: db-password
        value: {env: INGRESS_TEST_DB_PASSWORD}
`

// TestPruneAndTokens applies a description that drops a resource, which
// only --prune deletes, and keeps a new token in --token-dir.
func TestPruneAndTokens(t *testing.T) {
	env := startFake(t, []string{secretEnv}, "-load", "testdata/account.yaml")
	smaller := filepath.Join(t.TempDir(), "smaller.yaml")
	require.NoError(t, os.WriteFile(smaller, []byte(smallerAccount), 0o600))

	r := runBin(t, env, "", "plan", "-f", smaller)
	require.Equal(t, 2, r.code, "%+v", r)
	assert.NotContains(t, r.stdout, "- ", "nothing is deleted without --prune")

	tokens := filepath.Join(t.TempDir(), "tokens")
	r = runBin(t, append(env, secretEnv), "", "apply", "--yes", "--prune", "--token-dir", tokens, "-f", smaller)
	require.Equal(t, 0, r.code, "%+v", r)
	assert.Contains(t, r.stderr, "delete ip_policy office")
	info, err := os.Stat(filepath.Join(tokens, "tunnel_credential.deploy.token"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	assert.Equal(t, 0, runBin(t, env, "", "plan", "--prune", "-f", smaller).code)
}
