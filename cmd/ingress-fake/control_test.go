package main

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// post sends a POST under the control API with the bearer token and
// returns the status.
func post(t *testing.T, url, token, body string) int {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, url, strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// TestControlTokenResetsToTheLoadedAccount checks that the printed control
// token works, and that a reset brings the server back to what -load put
// there.
func TestControlTokenResetsToTheLoadedAccount(t *testing.T) {
	t.Setenv("INGRESS_FAKE_TEST_DB_PASSWORD", "s3cret")
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-load", "testdata/account.yaml")
	defer stop()
	c := clientOf(t, env)
	policies := func() []string {
		var page struct {
			Policies []struct {
				ID string `json:"id"`
			} `json:"ip_policies"`
		}
		require.NoError(t, c.Do(t.Context(), "GET", "/ip_policies", nil, &page))
		var ids []string
		for _, p := range page.Policies {
			ids = append(ids, p.ID)
		}
		return ids
	}
	loaded := policies()
	require.NotEmpty(t, loaded)
	require.NoError(t, c.Do(t.Context(), "POST", "/ip_policies", map[string]string{"description": "not in the file"}, nil))
	require.Len(t, policies(), len(loaded)+1)

	reset := env["INGRESS_FAKE_URL"] + "/_ingress/reset"
	assert.Equal(t, http.StatusUnauthorized, post(t, reset, "", ""), "nothing answers without a credential")
	assert.Equal(t, http.StatusForbidden, post(t, reset, env["INGRESS_FAKE_API_KEY"], ""), "an admin key controls its account alone")
	require.Equal(t, http.StatusNoContent, post(t, reset, env["INGRESS_FAKE_CONTROL_TOKEN"], ""))

	assert.Equal(t, loaded, policies(), "after the reset the server holds what -load made, with the same IDs and admin key")
	want, err := setup.Load("testdata/account.yaml")
	require.NoError(t, err)
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err)
	assert.True(t, plan.Empty(), "the loaded account is whole:\n%s", plan)
}

// TestEnvNgrok checks that -env ngrok prints the names the ingress command
// reads.
func TestEnvNgrok(t *testing.T) {
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-env", "ngrok")
	defer stop()
	assert.Regexp(t, `^http://127\.0\.0\.1:\d+$`, env["NGROK_API_URL"])
	assert.NotEmpty(t, env["NGROK_API_KEY"])
	assert.NotEmpty(t, env["INGRESS_FAKE_CONTROL_TOKEN"])
	assert.NotContains(t, env, "INGRESS_FAKE_URL")
}
