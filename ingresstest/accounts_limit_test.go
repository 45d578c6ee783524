package ingresstest

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ippolicies"
)

// TestMaxAccountsHeldAtOnce shows that the bound counts the accounts held,
// not those ever made: exactly the bound can be held, one more is
// refused, and closing one makes room, however often.
func TestMaxAccountsHeldAtOnce(t *testing.T) {
	const most = 3
	srv := NewServer(WithMaxAccounts(most))
	defer srv.Close()
	var held []*Server
	for range most {
		a, err := srv.NewAccount()
		require.NoError(t, err, "the bound itself is held")
		held = append(held, a)
	}
	_, err := srv.NewAccount()
	require.ErrorIs(t, err, ErrTooManyAccounts)
	assert.Contains(t, err.Error(), "3 besides the default one")

	seen := map[string]bool{}
	for i := range 50 {
		held[i%most].Close()
		a, err := srv.NewAccount()
		require.NoError(t, err, "cycle %d: a closed account makes room", i)
		held[i%most] = a
		p, err := ippolicies.NewClient(a.Client()).Policies.Create(context.Background(), nil)
		require.NoError(t, err)
		for _, id := range []string{a.AccountID, a.AdminID, p.ID} {
			assert.False(t, seen[id], "cycle %d: the ID %s was made before", i, id)
			seen[id] = true
		}
	}
	srv.Reset()
	for range most {
		_, err := srv.NewAccount()
		require.NoError(t, err, "Reset makes room for as many as the bound")
	}
}

// TestMaxAccountsOutlivesTheStreams makes and closes accounts when every
// ID stream has been handed out once: new accounts take the streams of
// closed ones, so a run may make any number of accounts.
func TestMaxAccountsOutlivesTheStreams(t *testing.T) {
	srv := NewServer(WithIDSeed(7))
	defer srv.Close()
	srv.accounts.made = MaxAccountsLimit - 1
	a, err := srv.NewAccount()
	require.NoError(t, err, "the last new stream")
	assert.Equal(t, uint16(MaxAccountsLimit), a.engine.IDs.Stream())
	b, err := srv.NewAccount()
	require.ErrorIs(t, err, ErrTooManyAccounts, "no stream is left")
	assert.Nil(t, b)
	seen := map[string]bool{a.AccountID: true}
	for i := range 5 {
		a.Close()
		a, err = srv.NewAccount()
		require.NoError(t, err, "cycle %d", i)
		assert.Equal(t, uint16(MaxAccountsLimit), a.engine.IDs.Stream(), "the stream of the closed account")
		assert.False(t, seen[a.AccountID], "cycle %d: the account ID %s repeats", i, a.AccountID)
		seen[a.AccountID] = true
	}
}

// TestMaxAccountsOverHTTP shows the bound's answer on the control API:
// 409 with its code, and room again after a DELETE.
func TestMaxAccountsOverHTTP(t *testing.T) {
	srv := NewServer(WithMaxAccounts(1))
	defer srv.Close()
	post := func() (*http.Response, error) {
		req, err := http.NewRequest(http.MethodPost, srv.URL+ControlPrefix+"accounts", strings.NewReader("{}"))
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
		req.Header.Set("Content-Type", "application/json")
		return http.DefaultClient.Do(req)
	}
	resp, err := post()
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	resp, err = post()
	require.NoError(t, err)
	var body struct {
		Code string `json:"error_code"`
		Msg  string `json:"msg"`
	}
	decodeBody(t, resp, &body)
	assert.Equal(t, http.StatusConflict, resp.StatusCode)
	assert.Equal(t, CodeTooManyAccounts, body.Code)
	assert.Contains(t, body.Msg, "-max-accounts")
	for _, a := range srv.madeAccounts() {
		a.Close()
	}
	resp, err = post()
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusCreated, resp.StatusCode, "a deleted account makes room")
}

// TestRestoreKeepsTheBoundAndTheFreeStreams shows that a snapshot of more
// accounts than the bound is refused, the server unchanged, and that the
// streams of closed accounts are free again after a restore, where they
// carry on without repeating an ID.
func TestRestoreKeepsTheBoundAndTheFreeStreams(t *testing.T) {
	src := NewServer(WithIDSeed(3))
	defer src.Close()
	var accts []*Server
	for range 3 {
		a, err := src.NewAccount()
		require.NoError(t, err)
		accts = append(accts, a)
	}
	closedStream := accts[1].engine.IDs.Stream()
	accts[1].Close()
	snap, err := src.Snapshot()
	require.NoError(t, err)

	small := NewServer(WithMaxAccounts(1))
	defer small.Close()
	before, err := small.Snapshot()
	require.NoError(t, err)
	err = small.Restore(snap)
	require.ErrorIs(t, err, ErrSnapshotDamaged)
	assert.Contains(t, err.Error(), "holds 2 accounts besides the default one")
	after, err := small.Snapshot()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a refused restore changes nothing")

	fits := NewServer(WithMaxAccounts(2), WithIDSeed(3))
	defer fits.Close()
	require.NoError(t, fits.Restore(snap))
	_, err = fits.NewAccount()
	require.ErrorIs(t, err, ErrTooManyAccounts, "the restored accounts fill the bound")
	fits.madeAccounts()[0].Close()
	next, err := fits.NewAccount()
	require.NoError(t, err)
	assert.Equal(t, closedStream, next.engine.IDs.Stream(), "the free stream is taken first")
	again, err := src.NewAccount()
	require.NoError(t, err)
	assert.Equal(t, closedStream, again.engine.IDs.Stream())
	assert.Equal(t, again.AccountID, next.AccountID, "the free stream carries on from the snapshot, as it does in the server it was taken of")
	assert.NotEqual(t, accts[1].AccountID, next.AccountID)
}

// TestResetAccountLeavesTheOthers resets one account, by Go and over the
// control API, and shows the others keep what they made.
func TestResetAccountLeavesTheOthers(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	ctx := context.Background()
	a, err := srv.NewAccount()
	require.NoError(t, err)
	b, err := srv.NewAccount()
	require.NoError(t, err)
	count := func(s *Server) int {
		n := 0
		for _, err := range ippolicies.NewClient(s.Client()).Policies.List(ctx, nil).All() {
			require.NoError(t, err)
			n++
		}
		return n
	}
	for _, s := range []*Server{srv, a, b} {
		_, err := ippolicies.NewClient(s.Client()).Policies.Create(ctx, nil)
		require.NoError(t, err)
	}
	a.ResetAccount()
	assert.Equal(t, []int{1, 0, 1}, []int{count(srv), count(a), count(b)})

	req, err := http.NewRequest(http.MethodPost, srv.URL+ControlPrefix+"accounts/"+b.AccountID+"/reset", strings.NewReader("{}"))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNoContent, resp.StatusCode)
	assert.Equal(t, []int{1, 0, 0}, []int{count(srv), count(a), count(b)})
}

// decodeBody decodes the JSON body of resp into v and closes it.
func decodeBody(t *testing.T, resp *http.Response, v any) {
	t.Helper()
	defer resp.Body.Close()
	require.NoError(t, json.NewDecoder(resp.Body).Decode(v))
}
