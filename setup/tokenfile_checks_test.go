package setup_test

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/setup"
)

// oneCredential is an account of one tunnel credential, ci/prod.
var oneCredential = setup.Account{TunnelCredentials: []setup.TunnelCredential{{Name: "ci/prod"}}}

// TestTokenFileExists checks that a token file that exists already is
// found before anything is created: CheckTokens and Apply refuse the plan,
// the file is left as it was, and the server sees no write.
func TestTokenFileExists(t *testing.T) {
	srv, writes := counted(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "tunnel_credential.ci%2Fprod.token")
	require.NoError(t, os.WriteFile(path, []byte("an older token\n"), 0o600))
	p, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential, setup.KeepTokens(dir))
	require.NoError(t, err)
	want := "create tunnel_credential ci/prod: its token file " + path + " exists already"
	require.ErrorContains(t, p.CheckTokens(), want)
	require.ErrorContains(t, p.Apply(t.Context()), want)
	assert.Zero(t, writes.Load(), "nothing created")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "an older token\n", string(b))
}

// TestTokenDirNotWritable checks that a token directory that cannot be
// written in (here, a path that is a file) is found before anything is
// created.
func TestTokenDirNotWritable(t *testing.T) {
	srv, writes := counted(t)
	notDir := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o600))
	p, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential, setup.KeepTokens(notDir))
	require.NoError(t, err)
	require.ErrorContains(t, p.Apply(t.Context()), "the token directory cannot be written in")
	assert.Zero(t, writes.Load(), "nothing created")
}

// onCreate makes srv call f when it answers the creation of a tunnel
// credential, after the plan's checks and before the client sees the
// token.
func onCreate(srv *ingresstest.Server, f func()) {
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method == http.MethodPost && h.Path == "/credentials" {
			f()
		}
	})
}

// TestTokenFileTakenAfterCheck checks that a token whose file appears
// between the checks and the write goes to a new file of mode 0600 beside
// it, which the error names, and that Apply fails.
func TestTokenFileTakenAfterCheck(t *testing.T) {
	srv, _ := counted(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "tunnel_credential.ci%2Fprod.token")
	onCreate(srv, func() { os.WriteFile(path, []byte("someone else's\n"), 0o600) })
	p, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential, setup.KeepTokens(dir))
	require.NoError(t, err)
	err = p.Apply(t.Context())
	var te *setup.TokenError
	require.ErrorAs(t, err, &te)
	assert.Equal(t, dir, filepath.Dir(te.Path))
	assert.True(t, strings.HasPrefix(filepath.Base(te.Path), "tunnel_credential.ci%2Fprod.token."), te.Path)
	assert.Contains(t, err.Error(), "it is in "+te.Path+" instead")
	assert.NotContains(t, err.Error(), te.Token.Value())
	info, err := os.Stat(te.Path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	b, err := os.ReadFile(te.Path)
	require.NoError(t, err)
	assert.Equal(t, te.Token.Value()+"\n", string(b))

	again, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential)
	require.NoError(t, err)
	assert.True(t, again.Empty(), "the credential exists: its token is the one in the file")
}

// TestTokenKeptNowhere checks that a token that no file can hold, neither
// in the token directory nor in the temporary directory, is in Apply's
// error, a *TokenError, and only there: it is never dropped.
func TestTokenKeptNowhere(t *testing.T) {
	srv, _ := counted(t)
	dir := filepath.Join(t.TempDir(), "tokens")
	require.NoError(t, os.Mkdir(dir, 0o700))
	notDir := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(notDir, nil, 0o600))
	t.Setenv("TMPDIR", notDir)
	onCreate(srv, func() {
		os.Remove(dir)
		os.WriteFile(dir, nil, 0o600)
	})
	p, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential, setup.KeepTokens(dir))
	require.NoError(t, err)
	err = p.Apply(t.Context())
	var te *setup.TokenError
	require.ErrorAs(t, err, &te)
	assert.Empty(t, te.Path)
	assert.NotEmpty(t, te.Token.Value())
	assert.Equal(t, "ci/prod", te.Token.Name)
	assert.Contains(t, err.Error(), "the token of tunnel_credential ci/prod ("+te.Token.ID+") was kept nowhere")
	assert.NotContains(t, err.Error(), te.Token.Value())
}

// TestOnTokenError checks that when the function of OnToken fails, Apply's
// error holds the token.
func TestOnTokenError(t *testing.T) {
	srv, _ := counted(t)
	p, err := setup.NewPlan(t.Context(), srv.Client(), oneCredential, setup.OnToken(func(setup.Token) error { return errors.New("disk full") }))
	require.NoError(t, err)
	err = p.Apply(t.Context())
	var te *setup.TokenError
	require.ErrorAs(t, err, &te)
	assert.NotEmpty(t, te.Token.Value())
	assert.EqualError(t, err, "create tunnel_credential ci/prod: the token of tunnel_credential ci/prod ("+te.Token.ID+") was kept nowhere (disk full)")
}

// tokenErrors returns every *TokenError in the tree of err.
func tokenErrors(err error) []*setup.TokenError {
	if te, ok := err.(*setup.TokenError); ok {
		return []*setup.TokenError{te}
	}
	var out []*setup.TokenError
	switch u := err.(type) {
	case interface{ Unwrap() []error }:
		for _, e := range u.Unwrap() {
			out = append(out, tokenErrors(e)...)
		}
	case interface{ Unwrap() error }:
		out = tokenErrors(u.Unwrap())
	}
	return out
}

// TestTokenErrorsInFlight checks that when two creates running at once
// both fail to keep their token, Apply's error holds both tokens, not
// only the first error's. The function of OnToken waits until it has
// both tokens, so both creates are in flight when the first fails.
func TestTokenErrorsInFlight(t *testing.T) {
	srv, _ := counted(t)
	var both sync.WaitGroup
	both.Add(2)
	fail := setup.OnToken(func(setup.Token) error {
		both.Done()
		both.Wait()
		return errors.New("disk full")
	})
	want := setup.Account{TunnelCredentials: []setup.TunnelCredential{{Name: "a"}, {Name: "b"}}}
	p, err := setup.NewPlan(t.Context(), srv.Client(), want, fail)
	require.NoError(t, err)
	err = p.Apply(t.Context())
	tes := tokenErrors(err)
	require.Len(t, tes, 2, "%v", err)
	assert.ElementsMatch(t, []string{"a", "b"}, []string{tes[0].Token.Name, tes[1].Token.Name})
	for _, te := range tes {
		assert.NotEmpty(t, te.Token.Value())
	}
}
