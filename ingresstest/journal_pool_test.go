package ingresstest

import (
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// journaled sends acct a request that its journal keeps, of a path of
// about size bytes, through the server's handler.
func journaled(t *testing.T, acct *Server, size int) {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "/api_keys?x="+strings.Repeat("a", size), nil)
	req.Header.Set("Authorization", "Bearer "+acct.APIKey)
	req.Header.Set("Ngrok-Version", "2")
	acct.top().Handler().ServeHTTP(httptest.NewRecorder(), req)
}

// poolHeld returns the bytes the pool counts and the sum of what the
// journals of accts hold, with the bytes of each. No request is served
// while it reads them, one lock at a time.
func poolHeld(srv *Server, accts []*Server) (pooled, sum int, each []int) {
	for _, a := range accts {
		held := a.capture.journal.Held()
		sum += held
		each = append(each, held)
	}
	pooled, _, _ = srv.capture.journal.Pool.Held()
	return pooled, sum, each
}

// TestJournalsShareTheirTotal sends requests of random sizes to random
// accounts of a server whose journals share a small total: after each,
// the pool counts exactly what the journals hold, which is within the
// total and each journal's own bound; a new account's requests take the
// room of the oldest entries of the others; a closed account frees its
// bytes.
func TestJournalsShareTheirTotal(t *testing.T) {
	const total, own = 64 << 10, 24 << 10
	srv := NewServer(WithJournalLimits(JournalLimits{Entries: 50, Bytes: own, TotalBytes: total}))
	defer srv.Close()
	accts := []*Server{srv}
	for range 5 {
		a, err := srv.NewAccount()
		require.NoError(t, err)
		accts = append(accts, a)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 3000 {
		journaled(t, accts[rng.IntN(len(accts))], rng.IntN(4000))
		pooled, sum, each := poolHeld(srv, accts)
		require.Equal(t, sum, pooled, "request %d: the pool counts what the journals hold", i)
		require.LessOrEqual(t, pooled, total, "request %d", i)
		for k, b := range each {
			require.LessOrEqual(t, b, own, "request %d, account %d", i, k)
		}
	}
	_, live, listed := srv.capture.journal.Pool.Held()
	assert.LessOrEqual(t, listed, 2*live+1024, "the pool's order stays compact")

	late, err := srv.NewAccount()
	require.NoError(t, err)
	for range 10 {
		journaled(t, late, 1000)
	}
	assert.Len(t, late.Journal(JournalFilter{}).Entries, 10, "a new account's journal has room while older ones are full")

	before, _, _ := poolHeld(srv, accts)
	held := accts[1].capture.journal.Held()
	require.Positive(t, held)
	accts[1].Close()
	after, _, _ := poolHeld(srv, accts)
	assert.Equal(t, before-held, after, "a closed account frees its journal's bytes")
}

// TestJournalsDropTheOldestFirst fills the total with one account's
// entries, then adds one to another account: it is the first account's
// oldest entry that goes.
func TestJournalsDropTheOldestFirst(t *testing.T) {
	srv := NewServer(WithJournalLimits(JournalLimits{Bytes: 8 << 10, TotalBytes: 8 << 10}))
	defer srv.Close()
	other, err := srv.NewAccount()
	require.NoError(t, err)
	for range 100 {
		journaled(t, srv, 100)
	}
	first := srv.Journal(JournalFilter{})
	require.Positive(t, first.Dropped, "the account filled the total")
	oldest := first.Entries[len(first.Entries)-1].Seq
	journaled(t, other, 100)
	after := srv.Journal(JournalFilter{})
	assert.Equal(t, oldest+1, after.Entries[len(after.Entries)-1].Seq, "the oldest entry of the server went")
	assert.Equal(t, first.Entries[0].Seq, after.Entries[0].Seq, "the newest stays")
	assert.Len(t, other.Journal(JournalFilter{}).Entries, 1)
}
