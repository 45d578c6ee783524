package credentials_test

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
)

// newServer starts a server for one test and returns it with a client of
// credentials as its admin, and one that skips client-side validation so
// that the server's own checks can be seen.
func newServer(t *testing.T) (srv *ingresstest.Server, c, raw *credentials.Client) {
	t.Helper()
	srv = ingresstest.NewServer()
	t.Cleanup(srv.Close)
	return srv, credentials.NewClient(srv.Client()), credentials.NewClient(srv.Client(ingress.WithoutValidation()))
}

// requireValidation asserts that err is a client-side validation error of
// field whose rule mentions want.
func requireValidation(t *testing.T, err error, field, want string) {
	t.Helper()
	var ve *ingress.ValidationError
	require.ErrorAs(t, err, &ve)
	require.Equal(t, field, ve.Field)
	require.Contains(t, ve.Rule, want)
}

// requireAPIError asserts that err is an API error with the given status
// and code whose message mentions want.
func requireAPIError(t *testing.T, err error, status int, code, want string) {
	t.Helper()
	var apiErr *ingress.Error
	require.True(t, errors.As(err, &apiErr), "want an *ingress.Error, got %v", err)
	require.Equal(t, status, apiErr.StatusCode)
	require.Equal(t, code, apiErr.ErrorCode)
	require.Contains(t, apiErr.Msg, want)
}

// newPublicKey returns a fresh ed25519 public key in authorized-keys format.
func newPublicKey(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key))) + " alice@laptop"
}
