package sessions_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/sessions"
)

func TestGetAndList(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{OS: "darwin", Version: "3.5.0", Region: "eu", Metadata: `{"host":"a"}`, IP: "198.51.100.7"})

	s, err := c.Get(e.ctx, id)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(s.ID, "ts_"), s.ID)
	assert.Equal(t, e.srv.URL+"/tunnel_sessions/"+id, s.URI)
	assert.Equal(t, "3.5.0", s.AgentVersion)
	require.NotNil(t, s.Credential)
	assert.Equal(t, e.cred, s.Credential.ID)
	assert.Equal(t, e.srv.URL+"/credentials/"+e.cred, s.Credential.URI)
	assert.Equal(t, "198.51.100.7", s.IP)
	assert.Equal(t, `{"host":"a"}`, s.Metadata)
	assert.Equal(t, "darwin", s.OS)
	assert.Equal(t, "eu", s.Region)
	assert.Equal(t, e.clock.Now(), s.StartedAt)
	assert.Equal(t, sessions.TransportNgrokV2, s.Transport)

	e.clock.Advance(time.Second)
	second := e.start(t, ingresstest.Agent{})
	assert.Equal(t, []string{second, id}, ids(t, c), "newest first")

	page := c.List(e.ctx, &ingress.ListParams{Limit: new(1)})
	require.True(t, page.Next())
	assert.Equal(t, second, page.Item().ID)
	require.True(t, page.Next(), "the second page is fetched")
	assert.Equal(t, id, page.Item().ID)
	assert.False(t, page.Next())
	require.NoError(t, page.Err())
}

func TestAgentDefaults(t *testing.T) {
	e := newEnv(t)
	s, err := e.client().Get(e.ctx, e.start(t, ingresstest.Agent{}))
	require.NoError(t, err)
	assert.Equal(t, "linux", s.OS)
	assert.Equal(t, "3.0.0", s.AgentVersion)
	assert.Equal(t, "us", s.Region)
	assert.Equal(t, "192.0.2.1", s.IP)
	assert.Empty(t, s.Metadata)
}

func TestSSHTransport(t *testing.T) {
	e := newEnv(t)
	cred := e.sshCredential(t)
	s, err := e.client().Get(e.ctx, e.start(t, ingresstest.Agent{CredentialID: cred}))
	require.NoError(t, err)
	assert.Equal(t, sessions.TransportSSH, s.Transport)
	assert.Equal(t, cred, s.Credential.ID)
	assert.Equal(t, e.srv.URL+"/ssh_credentials/"+cred, s.Credential.URI)
}

func TestStartNeedsACredential(t *testing.T) {
	e := newEnv(t)
	for name, id := range map[string]string{
		"empty":            "",
		"api key":          "ak_01HZZZZZZZZZZZZZZZZZZZZZZZZ",
		"unknown tunnel":   "cr_01HZZZZZZZZZZZZZZZZZZZZZZZZ",
		"unknown ssh":      "sshcr_01HZZZZZZZZZZZZZZZZZZZZZZZZ",
		"not an id at all": "hello",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := e.srv.StartTunnelSession(ingresstest.Agent{CredentialID: id})
			assert.Error(t, err)
		})
	}
	assert.Empty(t, ids(t, e.client()), "no session started")
}

func TestStop(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{})
	other := e.start(t, ingresstest.Agent{})

	require.NoError(t, c.Stop(e.ctx, id))
	_, err := c.Get(e.ctx, id)
	assert.True(t, ingress.IsNotFound(err), "a stopped session is gone: %v", err)
	assert.Equal(t, []string{other}, ids(t, c), "and leaves the list")
	assert.Equal(t, []string{"stop"}, e.srv.AgentCommands(id), "the agent received the command")
	assert.Empty(t, e.srv.AgentCommands(other))

	err = c.Stop(e.ctx, id)
	assert.True(t, ingress.IsNotFound(err), "an ended session takes no commands: %v", err)
	assert.Equal(t, []string{"stop"}, e.srv.AgentCommands(id))
}

func TestRestart(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{OS: "linux", Version: "3.1.0", Region: "ap", Metadata: "m", IP: "198.51.100.9"})
	old, err := c.Get(e.ctx, id)
	require.NoError(t, err)
	e.clock.Advance(5 * time.Second)

	require.NoError(t, c.Restart(e.ctx, id))
	_, err = c.Get(e.ctx, id)
	assert.True(t, ingress.IsNotFound(err), "the old session is gone: %v", err)
	list := ids(t, c)
	require.Len(t, list, 1, "the agent reconnected")
	assert.NotEqual(t, id, list[0], "under a new session ID")

	s, err := c.Get(e.ctx, list[0])
	require.NoError(t, err)
	assert.Equal(t, old.Credential, s.Credential)
	assert.Equal(t, old.AgentVersion, s.AgentVersion)
	assert.Equal(t, old.OS, s.OS)
	assert.Equal(t, old.Region, s.Region)
	assert.Equal(t, old.Metadata, s.Metadata)
	assert.Equal(t, old.IP, s.IP)
	assert.Equal(t, old.Transport, s.Transport)
	assert.Equal(t, e.clock.Now(), s.StartedAt, "the new session started at the restart")

	assert.Equal(t, []string{"restart"}, e.srv.AgentCommands(id))
	assert.Empty(t, e.srv.AgentCommands(s.ID))
}

func TestRestartFailsOnWindows(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{OS: "windows"})

	err := c.Restart(e.ctx, id)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeRestartUnsupported, "Windows")
	assert.Equal(t, []string{id}, ids(t, c), "the session stays online")
	assert.Empty(t, e.srv.AgentCommands(id), "a refused command does not reach the agent")

	require.NoError(t, c.Stop(e.ctx, id), "a Windows agent can still be stopped")
}

func TestUpdateRefusals(t *testing.T) {
	cases := []struct {
		name  string
		agent ingresstest.Agent
		// before brings the agent into the state under test.
		before func(t *testing.T, e *env, c *sessions.Client, id string)
		code   string
	}{
		{"no update available", ingresstest.Agent{}, nil, ingresstest.CodeNoUpdateAvailable},
		{"update checks disabled", ingresstest.Agent{UpdateVersion: "3.2.0", UpdatesDisabled: true}, nil, ingresstest.CodeUpdatesDisabled},
		{"already updating", ingresstest.Agent{UpdateVersion: "3.2.0"}, func(t *testing.T, e *env, c *sessions.Client, id string) {
			require.NoError(t, c.Update(e.ctx, id))
			e.clock.Advance(ingresstest.AgentUpdateDuration - time.Second)
		}, ingresstest.CodeAlreadyUpdating},
		{"updated but not restarted", ingresstest.Agent{UpdateVersion: "3.2.0"}, func(t *testing.T, e *env, c *sessions.Client, id string) {
			require.NoError(t, c.Update(e.ctx, id))
			e.clock.Advance(ingresstest.AgentUpdateDuration)
		}, ingresstest.CodeUpdatedNotRestarted},
	}
	codes := map[string]bool{}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t)
			c := e.client()
			id := e.start(t, tc.agent)
			if tc.before != nil {
				tc.before(t, e, c, id)
			}
			commands := e.srv.AgentCommands(id)

			apiErr := testkit.RequireAPIError(t, c.Update(e.ctx, id), http.StatusConflict, tc.code)
			assert.NotEmpty(t, apiErr.Msg)
			assert.Equal(t, commands, e.srv.AgentCommands(id), "a refused command does not reach the agent")
			codes[apiErr.ErrorCode] = true
		})
	}
	assert.Len(t, codes, len(cases), "each refusal has its own code")
}

func TestUpdateThenRestartRunsTheNewVersion(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{Version: "3.1.0", UpdateVersion: "3.2.0"})

	require.NoError(t, c.Update(e.ctx, id))
	st, err := e.srv.AgentUpdateState(id)
	require.NoError(t, err)
	assert.Equal(t, ingresstest.AgentUpdating, st)

	e.clock.Advance(ingresstest.AgentUpdateDuration)
	st, err = e.srv.AgentUpdateState(id)
	require.NoError(t, err)
	assert.Equal(t, ingresstest.AgentUpdated, st)

	require.NoError(t, c.Restart(e.ctx, id))
	list := ids(t, c)
	require.Len(t, list, 1)
	s, err := c.Get(e.ctx, list[0])
	require.NoError(t, err)
	assert.Equal(t, "3.2.0", s.AgentVersion)
	assert.Equal(t, []string{"update", "restart"}, e.srv.AgentCommands(id))

	st, err = e.srv.AgentUpdateState(s.ID)
	require.NoError(t, err)
	assert.Equal(t, ingresstest.AgentIdle, st)
	assert.True(t, ingress.IsErrorCode(c.Update(e.ctx, s.ID), ingresstest.CodeNoUpdateAvailable),
		"the agent is on the latest version")
}

func TestRestartDuringUpdateAbandonsIt(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{Version: "3.1.0", UpdateVersion: "3.2.0"})
	require.NoError(t, c.Update(e.ctx, id))
	require.NoError(t, c.Restart(e.ctx, id), "restarting too early is allowed")

	list := ids(t, c)
	require.Len(t, list, 1)
	s, err := c.Get(e.ctx, list[0])
	require.NoError(t, err)
	assert.Equal(t, "3.1.0", s.AgentVersion, "the update did not complete")
	require.NoError(t, c.Update(e.ctx, s.ID), "and is still available")
}

func TestSetAgentUpdateState(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	id := e.start(t, ingresstest.Agent{UpdateVersion: "3.2.0"})

	require.NoError(t, e.srv.SetAgentUpdateState(id, ingresstest.AgentUpdated))
	assert.True(t, ingress.IsErrorCode(c.Update(e.ctx, id), ingresstest.CodeUpdatedNotRestarted))
	require.NoError(t, e.srv.SetAgentUpdateState(id, ingresstest.AgentUpdating))
	assert.True(t, ingress.IsErrorCode(c.Update(e.ctx, id), ingresstest.CodeAlreadyUpdating))
	e.clock.Advance(ingresstest.AgentUpdateDuration)
	st, err := e.srv.AgentUpdateState(id)
	require.NoError(t, err)
	assert.Equal(t, ingresstest.AgentUpdated, st, "a set update completes on the clock too")
	require.NoError(t, e.srv.SetAgentUpdateState(id, ingresstest.AgentIdle))
	require.NoError(t, c.Update(e.ctx, id))

	assert.Error(t, e.srv.SetAgentUpdateState(id, "sleeping"), "unknown state")
	noUpdate := e.start(t, ingresstest.Agent{})
	assert.Error(t, e.srv.SetAgentUpdateState(noUpdate, ingresstest.AgentUpdating), "no update to be in")
	require.NoError(t, c.Stop(e.ctx, noUpdate))
	assert.Error(t, e.srv.SetAgentUpdateState(noUpdate, ingresstest.AgentIdle), "ended session")
	_, err = e.srv.AgentUpdateState(noUpdate)
	assert.Error(t, err, "ended session")
	assert.Nil(t, e.srv.AgentCommands("ts_unknown"))
}

func TestCommandErrors(t *testing.T) {
	e := newEnv(t)
	c := e.client()
	commands := map[string]func(id string) error{
		"restart": func(id string) error { return c.Restart(e.ctx, id) },
		"stop":    func(id string) error { return c.Stop(e.ctx, id) },
		"update":  func(id string) error { return c.Update(e.ctx, id) },
	}
	for name, command := range commands {
		t.Run(name, func(t *testing.T) {
			err := command("ts_01HZZZZZZZZZZZZZZZZZZZZZZZZ")
			assert.True(t, ingress.IsNotFound(err), "unknown session: %v", err)
			for _, bad := range []string{"", "ts_1/../x"} {
				err := command(bad)
				assert.True(t, ingress.IsValidation(err), "id %q refused before sending: %v", bad, err)
			}
		})
	}
	_, err := c.Get(e.ctx, "ts_01HZZZZZZZZZZZZZZZZZZZZZZZZ")
	assert.True(t, ingress.IsNotFound(err), "%v", err)

	t.Run("body must be an object", func(t *testing.T) {
		id := e.start(t, ingresstest.Agent{})
		err := e.srv.Client().Do(e.ctx, http.MethodPost, "/tunnel_sessions/"+id+"/stop", []string{"x"}, nil)
		testkit.RequireAPIError(t, err, http.StatusBadRequest, "")
		assert.Empty(t, e.srv.AgentCommands(id))
	})
	t.Run("no create, update or delete", func(t *testing.T) {
		id := e.start(t, ingresstest.Agent{})
		for _, m := range []string{http.MethodPatch, http.MethodDelete} {
			err := e.srv.Client().Do(e.ctx, m, "/tunnel_sessions/"+id, struct{}{}, nil)
			testkit.RequireAPIError(t, err, http.StatusMethodNotAllowed, "", m)
		}
		err := e.srv.Client().Do(e.ctx, http.MethodPost, "/tunnel_sessions", struct{}{}, nil)
		testkit.RequireAPIError(t, err, http.StatusMethodNotAllowed, "")
	})
}
