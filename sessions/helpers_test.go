package sessions_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/sessions"
)

// clock is a fake clock for the server; waits advance it instead of
// sleeping.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func newClock() *clock { return &clock{now: time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// env is a server on a fake clock with a tunnel credential.
type env struct {
	srv   *ingresstest.Server
	clock *clock
	ctx   context.Context
	cred  string
	// waits records the waits of the sessions client, which advance the
	// clock.
	waits []time.Duration
}

func newEnv(t *testing.T) *env {
	t.Helper()
	e := &env{clock: newClock(), ctx: context.Background()}
	e.srv = ingresstest.NewServer(ingresstest.WithClock(e.clock.Now))
	t.Cleanup(e.srv.Close)
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

// apiError returns the *ingress.Error in err.
func apiError(t *testing.T, err error) *ingress.Error {
	t.Helper()
	var apiErr *ingress.Error
	require.True(t, errors.As(err, &apiErr), "want an API error, got %v", err)
	return apiErr
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
