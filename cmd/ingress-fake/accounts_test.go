package main

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// TestMaxAccountsFlag checks that -max-accounts bounds the accounts held
// at once: the second of -max-accounts 1 answers 409 with its code, a
// DELETE makes room, and a bound out of range is refused.
func TestMaxAccountsFlag(t *testing.T) {
	env, stop := startRun(t, "-addr", "127.0.0.1:0", "-max-accounts", "1")
	defer stop()
	var made struct {
		ID string `json:"id"`
	}
	controlCall(t, env, http.MethodPost, ingresstest.ControlPrefix+"accounts", http.StatusCreated, &made)
	var refused struct {
		Code string `json:"error_code"`
	}
	controlCall(t, env, http.MethodPost, ingresstest.ControlPrefix+"accounts", http.StatusConflict, &refused)
	assert.Equal(t, ingresstest.CodeTooManyAccounts, refused.Code)
	req, err := http.NewRequestWithContext(t.Context(), http.MethodDelete, env["INGRESS_FAKE_URL"]+ingresstest.ControlPrefix+"accounts/"+made.ID, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+env["INGRESS_FAKE_CONTROL_TOKEN"])
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNoContent, resp.StatusCode)
	controlCall(t, env, http.MethodPost, ingresstest.ControlPrefix+"accounts", http.StatusCreated, &made)

	for _, args := range [][]string{
		{"-max-accounts", "0"},
		{"-max-accounts", "-1"},
		{"-max-accounts", "65535"},
		{"-max-accounts", "many"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			err := run(t.Context(), args, io.Discard, io.Discard)
			require.Error(t, err)
		})
	}
}
