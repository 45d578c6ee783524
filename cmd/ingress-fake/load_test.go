package main

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestLoad starts the server holding the account of a description: a plan
// of the same description against it is empty, and the token of its
// tunnel credential is in -token-dir.
func TestLoad(t *testing.T) {
	t.Setenv("INGRESS_FAKE_TEST_DB_PASSWORD", "s3cret")
	tokens := filepath.Join(t.TempDir(), "tokens")
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-load", "testdata/account.yaml", "-token-dir", tokens)
	defer stop()
	want, err := setup.Load("testdata/account.yaml")
	require.NoError(t, err)
	plan, err := setup.NewPlan(t.Context(), clientOf(t, env), want)
	require.NoError(t, err)
	assert.True(t, plan.Empty(), "the server already holds the account:\n%s", plan)

	info, err := os.Stat(filepath.Join(tokens, "tunnel_credential.ci.token"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
}

// TestLoadErrors checks that a description the server cannot hold stops
// the command before it prints its URL, with an error naming the file, the
// line and the field.
func TestLoadErrors(t *testing.T) {
	t.Setenv("INGRESS_FAKE_TEST_DB_PASSWORD", "")
	os.Unsetenv("INGRESS_FAKE_TEST_DB_PASSWORD")
	for name, tc := range map[string]struct {
		args []string
		want string
	}{
		"unknown field":   {[]string{"-load", "testdata/bad.yaml"}, "testdata/bad.yaml:4: ip_policies[0].rules[0].acton: unknown field; did you mean action?"},
		"missing file":    {[]string{"-load", "testdata/none.yaml"}, "testdata/none.yaml"},
		"secret not set":  {[]string{"-load", "testdata/account.yaml"}, "environment variable INGRESS_FAKE_TEST_DB_PASSWORD is not set"},
		"broken rule":     {[]string{"-load", "testdata/badrule.yaml"}, `testdata/badrule.yaml:4: ip_policies[0].rules[0].cidr: "203.0.113.0/33" is not a range`},
		"token dir alone": {[]string{"-token-dir", t.TempDir()}, "-token-dir needs -load"},
	} {
		t.Run(name, func(t *testing.T) {
			err := run(t.Context(), append([]string{"-addr", "127.0.0.1:0"}, tc.args...), io.Discard, io.Discard)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}

// TestLoadRefusesATakenTokenFile checks that -load refuses to start,
// before it creates anything, when a token's file exists in -token-dir
// already: the new token could not be written there and would be lost.
func TestLoadRefusesATakenTokenFile(t *testing.T) {
	t.Setenv("INGRESS_FAKE_TEST_DB_PASSWORD", "hunter2")
	tokens := t.TempDir()
	taken := filepath.Join(tokens, "tunnel_credential.ci.token")
	require.NoError(t, os.WriteFile(taken, []byte("an older token"), 0o600))
	err := run(t.Context(), []string{"-addr", "127.0.0.1:0", "-load", "testdata/account.yaml", "-token-dir", tokens}, io.Discard, io.Discard)
	require.ErrorContains(t, err, "tunnel_credential.ci.token exists already: move it away first")
	kept, err := os.ReadFile(taken)
	require.NoError(t, err)
	assert.Equal(t, "an older token", string(kept), "the file is left as it was")
}
