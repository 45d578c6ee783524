package ingresstest_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// controlRaw sends a request with a raw body to the control API and
// returns the status and the body.
func controlRaw(t *testing.T, srv *ingresstest.Server, token, method, path string, body []byte) (int, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, srv.URL+path, bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, raw
}

// TestSnapshotRoutes snapshots over the control API, makes a policy,
// restores, and the policy is gone; an account's admin key may not take
// or restore a snapshot, which holds every account.
func TestSnapshotRoutes(t *testing.T) {
	srv, c := newServer(t)
	status, snap := controlRaw(t, srv, srv.ControlToken, http.MethodGet, ingresstest.ControlPrefix+"snapshot", nil)
	require.Equal(t, http.StatusOK, status, "%s", snap)
	assert.True(t, strings.HasPrefix(string(snap), `{"format":"ingress-fake-state","version":1,`), "%.80s", snap)

	pol, err := ippolicies.NewClient(c).Policies.Create(t.Context(), nil)
	require.NoError(t, err)
	status, body := controlRaw(t, srv, srv.ControlToken, http.MethodPut, ingresstest.ControlPrefix+"snapshot", snap)
	require.Equal(t, http.StatusNoContent, status, "%s", body)
	_, err = ippolicies.NewClient(c).Policies.Get(t.Context(), pol.ID)
	assert.Error(t, err, "the policy made after the snapshot is gone")

	for _, method := range []string{http.MethodGet, http.MethodPut} {
		status, body := controlRaw(t, srv, srv.APIKey, method, ingresstest.ControlPrefix+"snapshot", snap)
		assert.Equal(t, http.StatusForbidden, status, "%s", body)
		assert.Contains(t, string(body), ingresstest.CodeControlForbidden)
	}
	status, body = controlRaw(t, srv, srv.ControlToken, http.MethodPut, ingresstest.ControlPrefix+"snapshot",
		bytes.Replace(snap, []byte(`"version":1`), []byte(`"version":9`), 1))
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Contains(t, string(body), ingresstest.CodeSnapshotRefused)
	assert.Contains(t, string(body), "version 9")
	status, body = controlRaw(t, srv, srv.ControlToken, http.MethodPut, ingresstest.ControlPrefix+"snapshot", snap[:len(snap)-10])
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Contains(t, string(body), "damaged snapshot")
}

// TestSnapshotRouteLimit shows that a snapshot over the limit is refused
// with 413, and that the limit is larger than the API's 1 MiB.
func TestSnapshotRouteLimit(t *testing.T) {
	assert.Greater(t, ingresstest.DefaultSnapshotLimit, 1<<20)
	srv, _ := newServer(t, ingresstest.WithSnapshotLimit(1000))
	status, snap := controlRaw(t, srv, srv.ControlToken, http.MethodGet, ingresstest.ControlPrefix+"snapshot", nil)
	require.Equal(t, http.StatusOK, status)
	require.Greater(t, len(snap), 1000)
	status, body := controlRaw(t, srv, srv.ControlToken, http.MethodPut, ingresstest.ControlPrefix+"snapshot", snap)
	assert.Equal(t, http.StatusRequestEntityTooLarge, status)
	assert.Contains(t, string(body), ingresstest.CodeBodyTooLarge)

	big, _ := newServer(t)
	padded := append(bytes.TrimSuffix(bytes.TrimSpace(snap), []byte("}")), []byte(`,"padding":"`+strings.Repeat("x", 2<<20)+`"}`)...)
	status, body = controlRaw(t, big, big.ControlToken, http.MethodPut, ingresstest.ControlPrefix+"snapshot", padded)
	assert.Equal(t, http.StatusNoContent, status, "a snapshot over 1 MiB is taken: %.200s", body)
}

// TestStateFile saves the state to its file over the control API and in
// Go, and starts a second server from it.
func TestStateFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state.json")
	srv, c := newServer(t, ingresstest.WithStateFile(path))
	pol, err := ippolicies.NewClient(c).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("kept")})
	require.NoError(t, err)
	status, body := controlRaw(t, srv, srv.ControlToken, http.MethodPost, ingresstest.ControlPrefix+"state", nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	assert.JSONEq(t, `{"path":`+quote(path)+`}`, string(body))
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the state file holds secrets")
	entries, err := os.ReadDir(filepath.Dir(path))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"state.json", "state.json.lock"}, names, "no temporary file is left, beside the lock")

	srv.Close() // one server holds a state file at a time
	ran := false
	next, nc := newServer(t, ingresstest.WithStateFile(path), ingresstest.WithSetup(func(*ingresstest.Server) error {
		ran = true
		return nil
	}))
	assert.False(t, ran, "a server that starts from its state file does not run its set-up")
	assert.Equal(t, srv.APIKey, next.APIKey)
	got, err := ippolicies.NewClient(nc).Policies.Get(t.Context(), pol.ID)
	require.NoError(t, err)
	assert.Equal(t, "kept", got.Description)

	other, _ := newServer(t)
	status, body = controlRaw(t, other, other.ControlToken, http.MethodPost, ingresstest.ControlPrefix+"state", nil)
	assert.Equal(t, http.StatusConflict, status)
	assert.Contains(t, string(body), ingresstest.CodeNoStateFile)
	assert.ErrorIs(t, other.SaveState(), ingresstest.ErrNoStateFile)

}

// TestStateFileNotSaved shows that a failed save answers 500 and leaves
// what is at the path, and no temporary file, behind: here the path is a
// directory that holds a file, which no rename replaces.
func TestStateFileNotSaved(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")
	srv, _ := newServer(t, ingresstest.WithStateFile(path))
	require.NoError(t, os.Mkdir(path, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(path, "keep"), []byte("kept"), 0o600))
	status, body := controlRaw(t, srv, srv.ControlToken, http.MethodPost, ingresstest.ControlPrefix+"state", nil)
	assert.Equal(t, http.StatusInternalServerError, status)
	assert.Contains(t, string(body), ingresstest.CodeStateNotSaved)
	assert.NotContains(t, string(body), srv.ControlToken)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 2, "no temporary file is left, beside the state and its lock")
	kept, err := os.ReadFile(filepath.Join(path, "keep"))
	require.NoError(t, err)
	assert.Equal(t, "kept", string(kept))
}

// TestStateFileRefused shows that a damaged state file, or one of another
// version, stops the start with an error that says so, and is left as it
// is.
func TestStateFileRefused(t *testing.T) {
	tests := []struct {
		name     string
		contents string
		is       error
		says     string
	}{
		{"damaged", `{"format":"ingress-fake-state","version":1,"accounts":[{"id":`, ingresstest.ErrSnapshotDamaged, "damaged snapshot"},
		{"another version", `{"format":"ingress-fake-state","version":2}`, ingresstest.ErrSnapshotVersion, "version 2, and this server reads version 1"},
		{"empty", ``, ingresstest.ErrSnapshotDamaged, "damaged snapshot"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "state.json")
			require.NoError(t, os.WriteFile(path, []byte(tt.contents), 0o600))
			srv, err := ingresstest.NewServerOn("127.0.0.1:0", ingresstest.WithStateFile(path))
			require.Error(t, err)
			assert.Nil(t, srv)
			assert.True(t, errors.Is(err, tt.is), "%v", err)
			assert.Contains(t, err.Error(), tt.says)
			assert.Contains(t, err.Error(), path)
			got, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, tt.contents, string(got), "the file is left as it is")
		})
	}
}

// quote returns s as a JSON string.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	b.WriteString(strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`))
	b.WriteByte('"')
	return b.String()
}
