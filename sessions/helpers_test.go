package sessions_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sessions"
)

// env is a server on a fake clock with a tunnel credential.
type env struct {
	srv   *ingresstest.Server
	clock *ingresstest.Clock
	ctx   context.Context
	cred  string
	// waits records the waits of the sessions client, which advance the
	// clock.
	waits []time.Duration
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{clock: ingresstest.NewClock(time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)), ctx: context.Background()}
	e.srv = testkit.NewServer(t, ingresstest.WithClock(e.clock.Now))
	cred, err := credentials.NewClient(e.srv.Client()).Tunnel.Create(e.ctx, nil)
	require.NoError(t, err)
	e.cred = cred.ID
	return e
}

// client returns a sessions client whose waits advance the fake clock.
func (e *env) client(opts ...ingress.Option) *sessions.Client {
	return sessions.NewClient(e.srv.Client(opts...), sessions.WithWait(func(ctx context.Context, d time.Duration) error {
		e.waits = append(e.waits, d)
		e.clock.Advance(d)
		return ctx.Err()
	}))
}

// start starts a session of an agent with the env's credential.
func (e *env) start(t *testing.T, a ingresstest.Agent) string {
	t.Helper()
	if a.CredentialID == "" {
		a.CredentialID = e.cred
	}
	id, err := e.srv.StartTunnelSession(a)
	require.NoError(t, err)
	return id
}

// sshCredential creates an SSH credential and returns its ID.
func (e *env) sshCredential(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	cred, err := credentials.NewClient(e.srv.Client()).SSH.Create(e.ctx, &credentials.SSHCreateParams{
		PublicKey: string(ssh.MarshalAuthorizedKey(key)),
	})
	require.NoError(t, err)
	return cred.ID
}

// ids lists the IDs of the online sessions.
func ids(t *testing.T, c *sessions.Client) []string {
	t.Helper()
	var out []string
	for s, err := range c.List(context.Background(), nil).All() {
		require.NoError(t, err)
		out = append(out, s.ID)
	}
	return out
}
