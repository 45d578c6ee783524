package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// TestControlNamesTheDefaultAccountDefault checks that "default" names the
// default account wherever the control API takes an account, for the
// control token and for the default account's admin key, also once a
// restore has given the default account another ID.
func TestControlNamesTheDefaultAccountDefault(t *testing.T) {
	srv, client := newServer(t)
	other, err := srv.NewAccount()
	require.NoError(t, err)
	keys := apikeys.NewClient(client)
	for range 3 {
		_, err := keys.Create(t.Context(), &apikeys.CreateParams{})
		require.NoError(t, err)
	}
	accts := ingresstest.ControlPrefix + "accounts/"
	createdKeys := func(token, account string) int {
		t.Helper()
		status, body := control(t, srv, token, "GET", accts+account+"/journal?operation=ApiKeysCreate", "")
		require.Equal(t, 200, status, "%v", body)
		entries, _ := body["entries"].([]any)
		return len(entries)
	}
	assert.Equal(t, 3, createdKeys(srv.ControlToken, srv.AccountID))
	assert.Equal(t, 3, createdKeys(srv.ControlToken, "default"))
	assert.Equal(t, 3, createdKeys(srv.APIKey, "default"), "the default account's admin key names it by its name too")
	assert.Zero(t, createdKeys(srv.ControlToken, other.AccountID), "another account is not the default one")

	snap, err := srv.Snapshot()
	require.NoError(t, err)
	fresh, _ := newServer(t)
	require.NoError(t, fresh.Restore(snap))
	status, body := control(t, fresh, fresh.ControlToken, "POST", accts+"default/users", `{"admin":false}`)
	require.Equal(t, 201, status, "%v", body)
	assert.Equal(t, srv.AccountID, fresh.AccountID, "the restored default account took the snapshot's ID")
}
