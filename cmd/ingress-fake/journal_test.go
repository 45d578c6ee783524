package main

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// TestJournalFlags checks that the journal flags bound the journal that
// the control API reads: -journal-entries 2 keeps the last two requests
// and counts the others dropped, -journal-body-bytes 8 cuts each body.
func TestJournalFlags(t *testing.T) {
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-journal-entries", "2", "-journal-bytes", "100000", "-journal-body-bytes", "8")
	acct, c := newFakeAccount(t, env)
	for range 3 {
		require.NoError(t, c.Do(t.Context(), "POST", "/api_keys", map[string]string{"description": "journaled"}, nil))
	}
	j := readJournal(t, env, acct)
	require.Len(t, j.Entries, 2)
	assert.Equal(t, 1, j.Dropped)
	assert.Equal(t, ingresstest.JournalBody{Text: `{"descri`, Size: len(`{"description":"journaled"}`), Cut: true}, j.Entries[0].Request)
	assert.Equal(t, "ApiKeysCreate", j.Entries[0].Operation)
	require.NoError(t, stop())

	for _, args := range [][]string{
		{"-journal-entries", "0"},
		{"-journal-entries", "-2"},
		{"-journal-bytes", "-1"},
		{"-journal-body-bytes", "x"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			assert.Error(t, run(t.Context(), args, io.Discard, io.Discard))
		})
	}
}

// TestJournalFlagTurnsItOff checks -journal-entries -1.
func TestJournalFlagTurnsItOff(t *testing.T) {
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-journal-entries", "-1")
	defer stop()
	acct, c := newFakeAccount(t, env)
	require.NoError(t, c.Do(t.Context(), "GET", "/api_keys", nil, nil))
	assert.Empty(t, readJournal(t, env, acct).Entries)
}

// controlCall sends a request to the control API with the control token
// and decodes its JSON answer into out.
func controlCall(t *testing.T, env map[string]string, method, path string, want int, out any) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, env["INGRESS_FAKE_URL"]+path, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+env["INGRESS_FAKE_CONTROL_TOKEN"])
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, want, resp.StatusCode)
	require.NoError(t, json.NewDecoder(resp.Body).Decode(out))
}

// newFakeAccount makes an account over the control API and returns its
// ID and a client with its admin key.
func newFakeAccount(t *testing.T, env map[string]string) (string, *ingress.Client) {
	t.Helper()
	var acct struct {
		ID     string `json:"id"`
		APIKey string `json:"api_key"`
	}
	controlCall(t, env, "POST", ingresstest.ControlPrefix+"accounts", http.StatusCreated, &acct)
	c, err := ingress.NewClient(ingress.WithBaseURL(env["INGRESS_FAKE_URL"]), ingress.WithAPIKey(acct.APIKey), ingress.WithoutRetries())
	require.NoError(t, err)
	return acct.ID, c
}

// readJournal reads the journal of the account acct over the control API.
func readJournal(t *testing.T, env map[string]string, acct string) ingresstest.Journal {
	t.Helper()
	var j ingresstest.Journal
	controlCall(t, env, "GET", ingresstest.ControlPrefix+"accounts/"+acct+"/journal", http.StatusOK, &j)
	return j
}
