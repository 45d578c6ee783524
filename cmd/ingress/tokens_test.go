package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
)

// withCredential is a description whose domain and IP policy come before
// a tunnel credential, in the file and in the plan.
const withCredential = `reserved_domains:
  - domain: app.example.com
ip_policies:
  - name: office
tunnel_credentials:
  - name: ci
`

// withoutToken is withCredential without its tunnel credential.
const withoutToken = `reserved_domains:
  - domain: app.example.com
ip_policies:
  - name: office
`

// tokenAccount is a server for the command and a count of the requests
// that it handled other than reads.
type tokenAccount struct {
	srv    *ingresstest.Server
	vars   map[string]string
	writes *atomic.Int32
}

// newTokenAccount starts a server that counts the writes it handles.
func newTokenAccount(t *testing.T) tokenAccount {
	srv := ingresstest.NewServer()
	t.Cleanup(srv.Close)
	var writes atomic.Int32
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodGet {
			writes.Add(1)
		}
	})
	return tokenAccount{srv: srv, vars: map[string]string{"NGROK_API_KEY": srv.APIKey, "NGROK_API_URL": srv.URL}, writes: &writes}
}

// held returns how many reserved domains, IP policies and tunnel
// credentials the account holds.
func (a tokenAccount) held(t *testing.T) [3]int {
	t.Helper()
	ctx, c := context.Background(), a.srv.Client()
	var n [3]int
	for _, err := range reserveddomains.NewClient(c).List(ctx, nil).All() {
		require.NoError(t, err)
		n[0]++
	}
	for _, err := range ippolicies.NewClient(c).Policies.List(ctx, nil).All() {
		require.NoError(t, err)
		n[1]++
	}
	for _, err := range credentials.NewClient(c).Tunnel.List(ctx, nil).All() {
		require.NoError(t, err)
		n[2]++
	}
	return n
}

// writeDescription writes text to a description file and returns its path.
func writeDescription(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o600))
	return path
}

// TestPlanNamesTokenDir checks that plan says, on a line of its own after
// the diff, that the tunnel credential's token is shown once and names
// --token-dir, and that its JSON form lists the credential under "tokens".
func TestPlanNamesTokenDir(t *testing.T) {
	a := newTokenAccount(t)
	path := writeDescription(t, withCredential+"api_keys:\n  - name: deploy\n")
	r := runIn(t, a.vars, "plan", "-f", path)
	require.Equal(t, exitChanges, r.code, "%+v", r)
	assert.Contains(t, r.stdout, "\nToken: tunnel_credential ci has a token the API shows once; \"ingress apply --token-dir DIR\" keeps it in a file.\n")
	assert.Contains(t, r.stdout, "\nToken: api_key deploy has a token the API shows once;")
	assert.Less(t, strings.Index(r.stdout, "Plan: "), strings.Index(r.stdout, "Token: "), "after the diff")

	r = runIn(t, a.vars, "plan", "--json", "-f", path)
	require.Equal(t, exitChanges, r.code, "%+v", r)
	var plan struct{ Tokens []struct{ Kind, Name string } }
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &plan), r.stdout)
	assert.Equal(t, []struct{ Kind, Name string }{{"tunnel_credential", "ci"}, {"api_key", "deploy"}}, plan.Tokens)
	assert.Equal(t, int32(0), a.writes.Load())
}

// TestApplyRefusesTokenKeptNowhere checks that apply without --token-dir
// refuses a plan with a tunnel credential before its first change: exit
// status 1, a message naming --token-dir and --drop-tokens, and nothing
// written, not even the domain and the policy planned before it.
func TestApplyRefusesTokenKeptNowhere(t *testing.T) {
	a := newTokenAccount(t)
	r := runIn(t, a.vars, "apply", "--yes", "-f", writeDescription(t, withCredential))
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Less(t, strings.Index(r.stdout, "+ reserved_domain app.example.com"), strings.Index(r.stdout, "+ tunnel_credential ci"), "the domain is planned first")
	assert.Contains(t, r.stderr, "ingress: tunnel_credential ci would have a token that the API shows once and that nothing keeps: give --token-dir DIR to keep it in a file, or --drop-tokens to drop it; nothing was changed\n")
	assert.NotContains(t, r.stderr, "] create", "no change ran")
	assert.Equal(t, int32(0), a.writes.Load(), "nothing written")
	assert.Equal(t, [3]int{0, 0, 0}, a.held(t))
}

// TestApplyKeepsTokenInTokenDir checks that apply with --token-dir makes
// every resource and writes the credential's token to its file.
func TestApplyKeepsTokenInTokenDir(t *testing.T) {
	a := newTokenAccount(t)
	dir := filepath.Join(t.TempDir(), "tokens")
	r := runIn(t, a.vars, "apply", "--yes", "--token-dir", dir, "-f", writeDescription(t, withCredential))
	require.Equal(t, exitOK, r.code, "%+v", r)
	b, err := os.ReadFile(filepath.Join(dir, "tunnel_credential.ci.token"))
	require.NoError(t, err)
	assert.Regexp(t, `^\S+\n$`, string(b), "the token")
	assert.NotContains(t, r.stderr, "is not kept")
	assert.Equal(t, [3]int{1, 1, 1}, a.held(t))
}

// TestApplyDropsTokens checks that apply with --drop-tokens makes every
// resource and says that the credential's token is not kept.
func TestApplyDropsTokens(t *testing.T) {
	a := newTokenAccount(t)
	r := runIn(t, a.vars, "apply", "--yes", "--drop-tokens", "-f", writeDescription(t, withCredential))
	require.Equal(t, exitOK, r.code, "%+v", r)
	assert.Regexp(t, `ingress: the token of tunnel_credential ci \(cr_\w+\) is not kept: give --token-dir to keep tokens\n`, r.stderr)
	assert.Equal(t, [3]int{1, 1, 1}, a.held(t))
}

// TestNoTokenNoWord checks that a description that makes no token is
// planned without a line about tokens and applied without either flag.
func TestNoTokenNoWord(t *testing.T) {
	a := newTokenAccount(t)
	path := writeDescription(t, withoutToken)
	r := runIn(t, a.vars, "plan", "-f", path)
	require.Equal(t, exitChanges, r.code, "%+v", r)
	assert.NotContains(t, r.stdout, "Token")
	assert.NotContains(t, r.stdout, "token")

	r = runIn(t, a.vars, "plan", "--json", "-f", path)
	require.Equal(t, exitChanges, r.code, "%+v", r)
	assert.NotContains(t, r.stdout, `"tokens"`)

	r = runIn(t, a.vars, "apply", "--yes", "-f", path)
	require.Equal(t, exitOK, r.code, "%+v", r)
	assert.NotContains(t, r.stderr, "token")
	assert.Equal(t, [3]int{1, 1, 0}, a.held(t))
}
