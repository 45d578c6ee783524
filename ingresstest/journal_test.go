package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

func TestJournalRecordsEachRequestRedacted(t *testing.T) {
	start := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	srv, _ := newServer(t, ingresstest.WithClock(func() time.Time { return start }))
	vault := send(t, srv, rawCall{method: "POST", path: "/vaults", body: `{"name":"v"}`})
	require.Equal(t, http.StatusCreated, vault.status, "%s", vault.body)
	var v struct{ ID string }
	require.NoError(t, json.Unmarshal(vault.body, &v))
	secret := send(t, srv, rawCall{method: "POST", path: "/vault_secrets", body: `{"vault_id":"` + v.ID + `","name":"s","value":"hunter2-very-secret"}`})
	require.Equal(t, http.StatusCreated, secret.status, "%s", secret.body)
	key := send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{"description":"ci"}`})
	require.Equal(t, http.StatusCreated, key.status)
	var k struct{ Token string }
	require.NoError(t, json.Unmarshal(key.body, &k))
	require.NotEmpty(t, k.Token)
	missing := send(t, srv, rawCall{method: "GET", path: "/reserved_domains/rd_missing?x=1"})
	require.Equal(t, http.StatusNotFound, missing.status)

	j := srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, j.Entries, 4)
	assert.Zero(t, j.Dropped)
	got := j.Entries[0]
	assert.Equal(t, uint64(4), got.Seq, "newest first")
	assert.Equal(t, start, got.Time)
	assert.Equal(t, "GET", got.Method)
	assert.Equal(t, "/reserved_domains/rd_missing?x=1", got.Path)
	assert.Equal(t, "ReservedDomainsGet", got.Operation)
	assert.Equal(t, http.StatusNotFound, got.Status)
	assert.Equal(t, codeOf(t, missing.body), got.Code)
	assert.Equal(t, string(missing.body), got.Response.Text)
	assert.Equal(t, ingresstest.JournalBody{Text: "", Size: 0, Cut: false}, got.Request)

	keyEntry := j.Entries[1]
	assert.Equal(t, "ApiKeysCreate", keyEntry.Operation)
	assert.Equal(t, http.StatusCreated, keyEntry.Status)
	assert.Empty(t, keyEntry.Code)
	assert.Equal(t, len(key.body), keyEntry.Response.Size)
	assert.Contains(t, keyEntry.Response.Text, `"token":"[REDACTED]"`)
	secretEntry := j.Entries[2]
	assert.Equal(t, "SecretsCreate", secretEntry.Operation)
	assert.Contains(t, secretEntry.Request.Text, `"value":"[REDACTED]"`)
	assert.Equal(t, len(`{"vault_id":"`+v.ID+`","name":"s","value":"hunter2-very-secret"}`), secretEntry.Request.Size)

	raw, err := json.Marshal(j)
	require.NoError(t, err)
	assert.NotContains(t, string(raw), "hunter2")
	assert.NotContains(t, string(raw), k.Token)
	assert.NotContains(t, string(raw), srv.APIKey)
}

// codeOf returns the error_code of an error body.
func codeOf(t *testing.T, body []byte) string {
	t.Helper()
	var doc struct {
		ErrorCode string `json:"error_code"`
	}
	require.NoError(t, json.Unmarshal(body, &doc))
	return doc.ErrorCode
}

func TestJournalFilters(t *testing.T) {
	srv, _ := newServer(t)
	for range 3 {
		send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{}`})
	}
	send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	send(t, srv, rawCall{method: "GET", path: "/api_keys/ak_missing"})
	send(t, srv, rawCall{method: "GET", path: "/no_such_route"})

	seqs := func(f ingresstest.JournalFilter) []uint64 {
		var out []uint64
		for _, e := range srv.Journal(f).Entries {
			out = append(out, e.Seq)
		}
		return out
	}
	assert.Equal(t, []uint64{6, 5, 4, 3, 2, 1}, seqs(ingresstest.JournalFilter{}))
	assert.Equal(t, []uint64{3, 2, 1}, seqs(ingresstest.JournalFilter{Operation: "ApiKeysCreate"}))
	assert.Equal(t, []uint64{6, 5, 4}, seqs(ingresstest.JournalFilter{Method: "get"}))
	assert.Equal(t, []uint64{6, 5}, seqs(ingresstest.JournalFilter{Status: http.StatusNotFound}))
	assert.Equal(t, []uint64{3, 2}, seqs(ingresstest.JournalFilter{Method: "POST", Limit: 2}))
	assert.Equal(t, []uint64{5}, seqs(ingresstest.JournalFilter{Operation: "ApiKeysGet", Status: http.StatusNotFound}))
	assert.Empty(t, seqs(ingresstest.JournalFilter{Operation: "ApiKeysGet", Method: "POST"}))
	assert.Equal(t, "", srv.Journal(ingresstest.JournalFilter{Limit: 1}).Entries[0].Operation, "no route matched")
}

func TestJournalKeepsItsBounds(t *testing.T) {
	srv, _ := newServer(t, ingresstest.WithJournalLimits(ingresstest.JournalLimits{Entries: 3, BodyBytes: 10}))
	for i := range 5 {
		send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{"description":"key ` + strings.Repeat("x", i) + `"}`})
	}
	j := srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, j.Entries, 3)
	assert.Equal(t, 2, j.Dropped)
	assert.Equal(t, uint64(5), j.Entries[0].Seq)
	req := j.Entries[0].Request
	assert.Equal(t, ingresstest.JournalBody{Text: `{"descript`, Size: len(`{"description":"key xxxx"}`), Cut: true}, req)
	assert.True(t, j.Entries[0].Response.Cut)
	assert.Len(t, j.Entries[0].Response.Text, 10)

	srv.ClearJournal()
	assert.Equal(t, ingresstest.Journal{Entries: []ingresstest.JournalEntry{}}, srv.Journal(ingresstest.JournalFilter{}))
	send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	j = srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, j.Entries, 1)
	assert.Equal(t, uint64(6), j.Entries[0].Seq, "numbers go on after a clear")
}

func TestJournalKeepsItsByteBound(t *testing.T) {
	// Each entry costs 256 bytes, its method, its path, the URL path it
	// was routed on and its kept bodies: a limit of 700 bytes holds two
	// GETs of /api_keys, of 341 bytes each with 64 of their answers.
	srv, _ := newServer(t, ingresstest.WithJournalLimits(ingresstest.JournalLimits{Bytes: 700, BodyBytes: 64}))
	for range 4 {
		send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	}
	j := srv.Journal(ingresstest.JournalFilter{})
	assert.Len(t, j.Entries, 2)
	assert.Equal(t, 2, j.Dropped)

	tiny, _ := newServer(t, ingresstest.WithJournalLimits(ingresstest.JournalLimits{Bytes: 100}))
	send(t, tiny, rawCall{method: "GET", path: "/api_keys"})
	assert.Equal(t, ingresstest.Journal{Entries: []ingresstest.JournalEntry{}, Dropped: 1}, tiny.Journal(ingresstest.JournalFilter{}),
		"an entry beyond the bound alone is dropped at once")
}

func TestJournalOff(t *testing.T) {
	srv, _ := newServer(t, ingresstest.WithJournalLimits(ingresstest.JournalLimits{Entries: -1}))
	var seen []ingresstest.Handled
	var mu sync.Mutex
	srv.OnHandled(func(h ingresstest.Handled) { mu.Lock(); seen = append(seen, h); mu.Unlock() })
	send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	assert.Equal(t, ingresstest.Journal{Entries: []ingresstest.JournalEntry{}}, srv.Journal(ingresstest.JournalFilter{}))
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, seen, 1)
	assert.Zero(t, seen[0].Seq)
	assert.Equal(t, "ApiKeysList", seen[0].Operation)
	assert.Panics(t, func() { ingresstest.WithJournalLimits(ingresstest.JournalLimits{Bytes: -1}) })
}

func TestJournalOfEachAccount(t *testing.T) {
	srv, _ := newServer(t)
	other, err := srv.NewAccount()
	require.NoError(t, err)
	send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	send(t, other, rawCall{method: "POST", path: "/api_keys", body: `{}`})
	send(t, other, rawCall{method: "GET", path: "/credentials"})
	status, _ := control(t, srv, srv.ControlToken, "GET", ingresstest.ControlPrefix+"clock", "")
	require.Equal(t, http.StatusConflict, status)

	mine := srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, mine.Entries, 1, "the other account's requests and the control API's are not in it")
	assert.Equal(t, "ApiKeysList", mine.Entries[0].Operation)
	theirs := other.Journal(ingresstest.JournalFilter{})
	require.Len(t, theirs.Entries, 2)
	assert.Equal(t, []uint64{2, 1}, []uint64{theirs.Entries[0].Seq, theirs.Entries[1].Seq}, "each account numbers its own")
}

func TestJournalShowsFaults(t *testing.T) {
	srv, _ := newServer(t)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}})
	res := send(t, srv, rawCall{method: "GET", path: "/api_keys"})
	require.Equal(t, http.StatusServiceUnavailable, res.status)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Max: 1, Kinds: []ingresstest.Fault{ingresstest.FaultAfter500}})
	res = send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{"description":"made"}`})
	require.Equal(t, http.StatusInternalServerError, res.status)

	j := srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, j.Entries, 2)
	after, before := j.Entries[0], j.Entries[1]
	assert.Equal(t, "503", before.Fault)
	assert.Equal(t, http.StatusServiceUnavailable, before.Status)
	assert.Equal(t, ingresstest.CodeInjectedFailure, before.Code)
	assert.Equal(t, "ApiKeysList", before.Operation)
	assert.Equal(t, "after-500", after.Fault)
	assert.Equal(t, http.StatusCreated, after.Status, "the handler's answer, which the fault replaced")
	assert.Contains(t, after.Response.Text, `"description":"made"`)
	assert.Equal(t, `{"description":"made"}`, after.Request.Text)
}

func TestJournalOverTheControlAPI(t *testing.T) {
	srv, _ := newServer(t)
	other, err := srv.NewAccount()
	require.NoError(t, err)
	send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{}`})
	send(t, srv, rawCall{method: "GET", path: "/api_keys/ak_missing"})
	path := ingresstest.ControlPrefix + "accounts/" + srv.AccountID + "/journal"

	status, body := control(t, srv, srv.ControlToken, "GET", path+"?operation=ApiKeysGet&method=get&status=404&limit=5", "")
	require.Equal(t, http.StatusOK, status, "%v", body)
	entries := body["entries"].([]any)
	require.Len(t, entries, 1)
	e := entries[0].(map[string]any)
	assert.Equal(t, "ApiKeysGet", e["operation"])
	assert.Equal(t, float64(2), e["seq"])
	assert.Equal(t, float64(0), body["dropped"])

	status, body = control(t, srv, srv.APIKey, "GET", path, "")
	require.Equal(t, http.StatusOK, status, "an account's admin key reads its own journal")
	assert.Len(t, body["entries"], 2)
	status, _ = control(t, srv, other.APIKey, "GET", path, "")
	assert.Equal(t, http.StatusForbidden, status, "not another account's")
	status, _ = control(t, srv, "", "GET", path, "")
	assert.Equal(t, http.StatusUnauthorized, status)

	for _, bad := range []string{"status=abc", "status=42", "limit=-1", "limit=x", "method=G%20T", "operation=NoSuchOperation"} {
		status, body = control(t, srv, srv.ControlToken, "GET", path+"?"+bad, "")
		assert.Equal(t, http.StatusBadRequest, status, bad)
		assert.Equal(t, ingresstest.CodeValidation, body["error_code"], bad)
		assert.NotEmpty(t, body["msg"], bad)
	}

	status, _ = control(t, srv, srv.APIKey, "DELETE", path, "")
	assert.Equal(t, http.StatusNoContent, status)
	assert.Empty(t, srv.Journal(ingresstest.JournalFilter{}).Entries)
}
