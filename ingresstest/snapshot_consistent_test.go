package ingresstest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/inspector"
)

// TestSnapshotIsOneState has two writers put two states back in turn over
// the control API while four readers get snapshots: every snapshot read
// is one of the two states whole, never one state's default account with
// the other's users, keys or accounts, and each restores. Under -race it
// also shows that neither a snapshot nor the inspector reads an account
// while a restore changes it.
func TestSnapshotIsOneState(t *testing.T) {
	states := make([][]byte, 2)
	for i := range states {
		src := NewServer()
		src.AddUser(true)
		_, err := src.NewAccount()
		require.NoError(t, err)
		states[i], err = src.Snapshot()
		require.NoError(t, err)
		src.Close()
	}
	srv := NewServer()
	defer srv.Close()
	var want []string
	for i, st := range states {
		require.NoError(t, srv.Restore(st))
		var err error
		states[i], err = srv.Snapshot()
		require.NoError(t, err)
		want = append(want, comparable(t, states[i]))
	}
	require.NotEqual(t, want[0], want[1])

	const rounds = 20
	do := func(method string, body []byte) []byte {
		req, err := http.NewRequest(method, srv.URL+ControlPrefix+"snapshot", bytes.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		out, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.Less(t, resp.StatusCode, 300, "%s: %s", method, out)
		return out
	}
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			for i := range rounds {
				do(http.MethodPut, states[(w+i)%2])
			}
		})
	}
	var mu sync.Mutex
	var read [][]byte
	for range 4 {
		wg.Go(func() {
			for range rounds {
				doc := do(http.MethodGet, nil)
				mu.Lock()
				read = append(read, doc)
				mu.Unlock()
			}
		})
	}
	wg.Go(func() {
		// The overview shows both accounts of either state in detail.
		in := inspector.New(inspectedServer{srv})
		for range rounds {
			req := httptest.NewRequest(http.MethodGet, InspectorPath, nil)
			req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
			in.Overview(httptest.NewRecorder(), req)
		}
	})
	wg.Wait()
	for i, doc := range read {
		got := comparable(t, doc)
		assert.True(t, got == want[0] || got == want[1], "snapshot %d is neither state whole", i)
		other := NewServer()
		assert.NoError(t, other.Restore(doc), "snapshot %d restores", i)
		other.Close()
	}
}

// TestRestoreWaitsForASnapshot holds a snapshot once it has listed the
// accounts and restores another state meanwhile: the restore commits
// only once the snapshot has copied the state, which is the state before
// the restore, whole.
func TestRestoreWaitsForASnapshot(t *testing.T) {
	states := make([][]byte, 2)
	srv := NewServer()
	defer srv.Close()
	for i := range states {
		srv.Reset()
		srv.AddUser(true)
		_, err := srv.NewAccount()
		require.NoError(t, err)
		states[i], err = srv.Snapshot()
		require.NoError(t, err)
	}
	require.NoError(t, srv.Restore(states[0]))
	before, err := srv.Snapshot()
	require.NoError(t, err)

	restored := make(chan error, 1)
	srv.hooks.copying = func() {
		srv.hooks.copying = nil
		go func() { restored <- srv.Restore(states[1]) }()
		select {
		case err := <-restored:
			restored <- err
		case <-time.After(200 * time.Millisecond):
		}
	}
	during, err := srv.Snapshot()
	require.NoError(t, err)
	require.NoError(t, <-restored)
	assert.True(t, comparable(t, during) == comparable(t, before), "the snapshot is the state before the restore, whole")
	after, err := srv.Snapshot()
	require.NoError(t, err)
	assert.NotEqual(t, comparable(t, before), comparable(t, after), "the restore took place once the snapshot was done")
}

// comparable returns a snapshot without the position of the control
// API's ID generator, which every control request moves.
func comparable(t *testing.T, snap []byte) string {
	var doc map[string]any
	require.NoError(t, json.Unmarshal(snap, &doc))
	delete(doc, "control_ids")
	out, err := json.Marshal(doc)
	require.NoError(t, err)
	return string(out)
}
