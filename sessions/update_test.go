package sessions_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/sessions"
)

func TestUpdateAndRestart(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{Version: "3.1.0", UpdateVersion: "3.2.0", Region: "eu", IP: "198.51.100.1"})
	// Another agent with the same credential stays online throughout.
	other := e.start(t, ingresstest.Agent{Version: "3.1.0", UpdateVersion: "3.2.0", Region: "us", IP: "198.51.100.2"})

	s, err := c.UpdateAndRestart(e.ctx, id)
	require.NoError(t, err)
	assert.Equal(t, []time.Duration{sessions.UpdateWait}, e.waits, "one wait of UpdateWait, on the fake clock")
	assert.GreaterOrEqual(t, sessions.UpdateWait, 10*time.Second)
	assert.NotEqual(t, id, s.ID)
	assert.Equal(t, "3.2.0", s.AgentVersion, "the agent runs the new version")
	assert.Equal(t, "eu", s.Region, "the restarted agent, not the other one")
	assert.Equal(t, e.cred, s.Credential.ID)
	assert.Equal(t, []string{"update", "restart"}, e.srv.AgentCommands(id))
	assert.ElementsMatch(t, []string{s.ID, other}, ids(t, c))
}

func TestUpdateAndRestartPrefersTheSameAgent(t *testing.T) {
	e := newEnv(t)
	id := e.start(t, ingresstest.Agent{UpdateVersion: "3.2.0", IP: "198.51.100.1"})
	// Another agent with the same credential connects right after the
	// restart, later than the restarted agent.
	var restarted atomic.Bool
	var stranger atomic.Value
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if restarted.Load() && stranger.Load() == nil {
			e.clock.Advance(time.Second)
			sid, err := e.srv.StartTunnelSession(ingresstest.Agent{CredentialID: e.cred, IP: "198.51.100.99"})
			if err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			stranger.Store(sid)
		}
		e.srv.Handler().ServeHTTP(w, r)
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/restart") {
			restarted.Store(true)
		}
	}))
	t.Cleanup(hs.Close)
	c := sessions.NewClient(e.srv.Client(ingress.WithBaseURL(hs.URL), ingress.WithHTTPClient(hs.Client())),
		sessions.WithWait(func(ctx context.Context, d time.Duration) error {
			e.clock.Advance(d)
			return nil
		}))

	s, err := c.UpdateAndRestart(e.ctx, id)
	require.NoError(t, err)
	require.NotNil(t, stranger.Load(), "the other agent connected")
	assert.NotEqual(t, stranger.Load(), s.ID, "the newer session of another agent is not taken for the restarted one")
	assert.Equal(t, "198.51.100.1", s.IP)
	assert.Len(t, ids(t, e.client()), 2)
}

func TestUpdateAndRestartRefused(t *testing.T) {
	t.Run("update refused: no wait, no restart", func(t *testing.T) {
		e := newEnv(t)
		id := e.start(t, ingresstest.Agent{})
		_, err := e.client().UpdateAndRestart(e.ctx, id)
		assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeNoUpdateAvailable), "%v", err)
		assert.Empty(t, e.waits)
		assert.Empty(t, e.srv.AgentCommands(id))
	})
	t.Run("restart refused on Windows", func(t *testing.T) {
		e := newEnv(t)
		id := e.start(t, ingresstest.Agent{OS: "windows", UpdateVersion: "3.2.0"})
		_, err := e.client().UpdateAndRestart(e.ctx, id)
		assert.True(t, ingress.IsErrorCode(err, ingresstest.CodeRestartUnsupported), "%v", err)
		assert.Equal(t, []string{"update"}, e.srv.AgentCommands(id))
	})
	t.Run("unknown session", func(t *testing.T) {
		e := newEnv(t)
		_, err := e.client().UpdateAndRestart(e.ctx, "ts_01HZZZZZZZZZZZZZZZZZZZZZZZZ")
		assert.True(t, ingress.IsNotFound(err), "%v", err)
	})
}

func TestUpdateAndRestartHonoursTheContext(t *testing.T) {
	e := newEnv(t)
	id := e.start(t, ingresstest.Agent{UpdateVersion: "3.2.0"})
	ctx, cancel := context.WithCancel(e.ctx)
	c := sessions.NewClient(e.srv.Client(), sessions.WithWait(func(ctx context.Context, d time.Duration) error {
		cancel() // the caller gives up during the wait
		<-ctx.Done()
		return ctx.Err()
	}))

	_, err := c.UpdateAndRestart(ctx, id)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, []string{"update"}, e.srv.AgentCommands(id), "no restart after the context ended")
	assert.Equal(t, []string{id}, ids(t, e.client()))
}

func TestUpdateAndRestartDefaultWaitHonoursTheContext(t *testing.T) {
	e := newEnv(t)
	id := e.start(t, ingresstest.Agent{UpdateVersion: "3.2.0"})
	ctx, cancel := context.WithTimeout(e.ctx, 200*time.Millisecond)
	defer cancel()

	// Without WithWait the client really waits: the deadline ends the
	// wait long before UpdateWait.
	_, err := sessions.NewClient(e.srv.Client()).UpdateAndRestart(ctx, id)
	require.ErrorIs(t, err, context.DeadlineExceeded)
	assert.NotContains(t, e.srv.AgentCommands(id), "restart")
	assert.Equal(t, []string{id}, ids(t, e.client()))
}

func TestUpdateAndRestartGivesUpWhenTheAgentDoesNotReconnect(t *testing.T) {
	e := newEnv(t)
	id := e.start(t, ingresstest.Agent{UpdateVersion: "3.2.0"})
	// After the restart, the list never shows the agent's new session, as
	// if the agent had not come back.
	var restarted atomic.Bool
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if restarted.Load() && r.Method == http.MethodGet && r.URL.Path == wire.TunnelSessions.Path {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"tunnel_sessions":[],"uri":"` + e.srv.URL + `/tunnel_sessions","next_page_uri":null}`))
			return
		}
		e.srv.Handler().ServeHTTP(w, r)
		if r.Method == http.MethodPost && strings.HasSuffix(r.URL.Path, "/restart") {
			restarted.Store(true)
		}
	}))
	t.Cleanup(hs.Close)
	var waits []time.Duration
	c := sessions.NewClient(e.srv.Client(ingress.WithBaseURL(hs.URL), ingress.WithHTTPClient(hs.Client())),
		sessions.WithWait(func(ctx context.Context, d time.Duration) error {
			waits = append(waits, d)
			e.clock.Advance(d)
			return nil
		}))

	_, err := c.UpdateAndRestart(e.ctx, id)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "did not reconnect")
	polls := int(sessions.ReconnectTimeout / sessions.ReconnectPoll)
	require.Len(t, waits, 1+polls)
	assert.Equal(t, sessions.UpdateWait, waits[0])
	for _, d := range waits[1:] {
		assert.Equal(t, sessions.ReconnectPoll, d)
	}
}
