package ingresstest_test

import (
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// TestConcurrentUse has 50 goroutines create, read and list API keys at
// once; run it with -race. Each listing, paged while other goroutines
// create keys, must still be newest first, without repeats, and hold the
// keys its goroutine created before it.
func TestConcurrentUse(t *testing.T) {
	srv, c := newServer(t)
	keys := apikeys.NewClient(c)
	const workers = 50
	created := make([]string, workers)
	errs := make(chan error, workers*3)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			k, err := keys.Create(t.Context(), nil)
			if err != nil {
				errs <- err
				return
			}
			created[i] = k.ID
			if _, err := keys.Get(t.Context(), k.ID); err != nil {
				errs <- err
			}
			mineBefore := []string{k.ID}
			if i%2 == 0 {
				user, key := srv.AddUser(false)
				mine, err := apikeys.NewClient(srv.Client(ingress.WithAPIKey(key))).Create(t.Context(), nil)
				if err != nil {
					errs <- err
					return
				}
				if mine.OwnerID != user {
					t.Errorf("owner %s, want %s", mine.OwnerID, user)
				}
				mineBefore = append(mineBefore, mine.ID)
			}
			var ids []string
			for k, err := range keys.List(t.Context(), &ingress.ListParams{Limit: new(7)}).All() {
				if err != nil {
					errs <- err
					return
				}
				ids = append(ids, k.ID)
			}
			for j := 1; j < len(ids); j++ {
				if ids[j] >= ids[j-1] {
					t.Errorf("listing %d: %s after %s: not strictly newest first, or repeated", i, ids[j], ids[j-1])
				}
			}
			for _, id := range mineBefore {
				if !slices.Contains(ids, id) {
					t.Errorf("listing %d misses %s, created before it started", i, id)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}

	var listed []string
	for k, err := range keys.List(t.Context(), nil).All() {
		require.NoError(t, err)
		listed = append(listed, k.ID)
	}
	assert.Len(t, listed, 1+workers+2*(workers/2), "the admin's key, the created keys, and the users' two keys each")
	for _, id := range created {
		assert.Contains(t, listed, id)
	}
	assert.True(t, slices.IsSortedFunc(listed, func(a, b string) int { return strings.Compare(b, a) }), "newest first")
	assert.Len(t, slices.Compact(slices.Sorted(slices.Values(listed))), len(listed), "distinct IDs")
}

// TestConcurrentHooksOnANewServer reads the state of several families at
// once on a server that has not used it yet; run it with -race.
func TestConcurrentHooksOnANewServer(t *testing.T) {
	srv, _ := newServer(t)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() { srv.Events("ed_none") })
		wg.Go(func() { srv.AgentCommands("ts_none") })
		wg.Go(func() { srv.SetFaults(ingresstest.FaultPlan{}) })
		wg.Go(func() { srv.OnHandled(func(ingresstest.Handled) {}) })
	}
	wg.Wait()
	assert.Empty(t, srv.Events("ed_none"))
}
