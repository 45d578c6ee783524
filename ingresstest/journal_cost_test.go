package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// The request of TestJournalKeepsAnEntryOfExactlyItsBound: its method,
// its path with its query, the URL path the server routes it on and its
// body. It is a create refused for its invalid body, whose answer, an
// error, is the same length on every server.
const (
	journalCostMethod = "POST"
	journalCostTarget = "/api_keys?x=1"
	journalCostRoute  = "/api_keys"
	journalCostBody   = `{"description":5}`
)

// serveJournalCostRequest serves the request in process, so that its
// body is read in one piece, and returns the answer's body.
func serveJournalCostRequest(t *testing.T, srv *ingresstest.Server) string {
	t.Helper()
	req := httptest.NewRequest(journalCostMethod, journalCostTarget, strings.NewReader(journalCostBody))
	req.Header.Set("Authorization", "Bearer "+srv.APIKey)
	req.Header.Set("Ngrok-Version", "2")
	w := httptest.NewRecorder()
	srv.Handler().ServeHTTP(w, req)
	require.Equal(t, http.StatusBadRequest, w.Code, "%s", w.Body)
	return w.Body.String()
}

// TestJournalKeepsAnEntryOfExactlyItsBound computes the cost of an entry
// by the rule JournalLimits documents, and checks that a journal whose
// bound on bytes is that cost keeps the entry, and that one a byte
// smaller drops it.
func TestJournalKeepsAnEntryOfExactlyItsBound(t *testing.T) {
	probe, _ := newServer(t)
	answer := serveJournalCostRequest(t, probe)
	// The rule of JournalLimits: 256 bytes, the method, the path with its
	// query, the URL path and each body, which came in one piece.
	cost := 256 + len(journalCostMethod) + len(journalCostTarget) + len(journalCostRoute) + len(journalCostBody) + len(answer)

	for _, c := range []struct {
		bytes, kept, dropped int
	}{{cost, 1, 0}, {cost - 1, 0, 1}} {
		srv, _ := newServer(t, ingresstest.WithJournalLimits(ingresstest.JournalLimits{Bytes: c.bytes}))
		require.Len(t, serveJournalCostRequest(t, srv), len(answer), "the answer's length counts in the cost")
		j := srv.Journal(ingresstest.JournalFilter{})
		if assert.Len(t, j.Entries, c.kept, "a bound of %d bytes for an entry of %d", c.bytes, cost) && c.kept == 1 {
			e := j.Entries[0]
			assert.Equal(t, journalCostTarget, e.Path)
			assert.Equal(t, ingresstest.JournalBody{Text: journalCostBody, Size: len(journalCostBody)}, e.Request)
			assert.Equal(t, len(answer), e.Response.Size)
			assert.Equal(t, "ApiKeysCreate", e.Operation)
		}
		assert.Equal(t, c.dropped, j.Dropped)
	}
}
