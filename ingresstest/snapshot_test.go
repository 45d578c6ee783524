package ingresstest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
	"github.com/ingresskit/ingress/ingresstest/internal/snapshot"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/ippolicies"
)

// operationID matches the operation ID of an error answer, which differs
// from request to request.
var operationID = regexp.MustCompile(`"operation_id":"[^"]*"`)

// sameText checks that got is want, and reports where they first differ
// rather than both in full.
func sameText(t *testing.T, want, got, msg string) {
	t.Helper()
	if want == got {
		return
	}
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := max(i-200, 0)
	t.Errorf("%s: they differ at byte %d:\nwant ...%s\n got ...%s", msg, i, want[from:min(i+200, len(want))], got[from:min(i+200, len(got))])
}

// answers returns every GET answer that acct serves of its records, by
// path: the list of each kind, each record, and the lists below vaults
// and subscriptions, with base in place of acct's URL.
func answers(t *testing.T, acct *Server, base string) map[string]string {
	t.Helper()
	get := func(path string) string {
		req, err := http.NewRequest(http.MethodGet, acct.URL+path, nil)
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+acct.APIKey)
		req.Header.Set("Ngrok-Version", "2")
		res, err := acct.http.Client().Do(req)
		require.NoError(t, err)
		defer res.Body.Close()
		body, err := io.ReadAll(res.Body)
		require.NoError(t, err)
		body = operationID.ReplaceAll(body, []byte(`"operation_id":"OP"`))
		return res.Status + " " + strings.ReplaceAll(string(body), acct.URL, base)
	}
	out := map[string]string{}
	tables := map[any]store.Records{}
	acct.engine.WithRLock(func() {
		for _, tbl := range snapshot.Tables(&acct.engine.Records) {
			tables[tbl] = tbl
		}
	})
	for _, kind := range acct.engine.Records.Kinds {
		out[kind.Path] = get(kind.Path + "?limit=100")
		var ids map[string]json.RawMessage
		acct.engine.WithRLock(func() {
			tbl, ok := tables[kind.Records]
			if !ok {
				// A second name of a kind (bot users) shows the records
				// of another kind's table under IDs of its own.
				ids = map[string]json.RawMessage{}
				for _, rec := range kind.Records.Newest(kind.Records.Len()) {
					raw, err := json.Marshal(rec)
					require.NoError(t, err)
					var shown struct{ ID string }
					require.NoError(t, json.Unmarshal(raw, &shown))
					ids[shown.ID] = raw
				}
				return
			}
			raw, err := tbl.Export()()
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(raw, &ids))
		})
		for id := range ids {
			out[kind.Path+"/"+id] = get(kind.Path + "/" + id)
			switch kind.Path {
			case "/vaults":
				out[kind.Path+"/"+id+"/secrets"] = get(kind.Path + "/" + id + "/secrets")
			case "/event_subscriptions":
				out[kind.Path+"/"+id+"/sources"] = get(kind.Path + "/" + id + "/sources")
			}
		}
	}
	return out
}

// everyTableFilled checks that each table of acct holds a record.
func everyTableFilled(t *testing.T, acct *Server) {
	t.Helper()
	acct.engine.WithRLock(func() {
		for name, tbl := range snapshot.Tables(&acct.engine.Records) {
			assert.NotZero(t, tbl.Len(), "the table %s of account %s holds a record", name, acct.AccountID)
		}
	})
}

// everyRecordHasAnEncodingSlot checks that tbl keeps a slot for the
// encoding of each of its records (see encoded.go), as Put gives one, so
// that restored records are encoded once rather than on every read.
func everyRecordHasAnEncodingSlot[T any](t *testing.T, tbl *store.Table[T]) {
	t.Helper()
	require.NotZero(t, tbl.Len())
	for id, v := range tbl.All {
		assert.NotNil(t, tbl.Encodings([]*T{v})[0], "record %s has a slot for its encoding", id)
	}
}

// allIDs returns the IDs of every record of acct.
func allIDs(t *testing.T, acct *Server) map[string]bool {
	t.Helper()
	ids := map[string]bool{}
	for _, tbl := range snapshot.Tables(&acct.engine.Records) {
		var byID map[string]json.RawMessage
		acct.engine.WithRLock(func() {
			raw, err := tbl.Export()()
			require.NoError(t, err)
			require.NoError(t, json.Unmarshal(raw, &byID))
		})
		for id := range byID {
			ids[id] = true
		}
	}
	return ids
}

// TestSnapshotRoundTripEveryFamily fills every table of two accounts,
// restores their snapshot into another server, and compares every GET
// and list answer of every family: the same bytes, but for the base URL.
// The restored server never shows a credential's token again, and its
// new records get IDs that no record had.
func TestSnapshotRoundTripEveryFamily(t *testing.T) {
	start := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	src := NewServer(WithManualClock(NewClock(start)))
	defer src.Close()
	second, err := src.NewAccount()
	require.NoError(t, err)
	made := []populated{populate(t, src)}
	require.NoError(t, src.AdvanceClock(time.Hour))
	made = append(made, populate(t, second))
	everyTableFilled(t, src)
	everyTableFilled(t, second)
	want := []map[string]string{answers(t, src, "BASE"), answers(t, second, "BASE")}

	snap, err := src.Snapshot()
	require.NoError(t, err)
	dst := NewServer(WithManualClock(NewClock(start.Add(-24 * time.Hour))))
	defer dst.Close()
	require.NoError(t, dst.Restore(snap))
	again, err := dst.Snapshot()
	require.NoError(t, err)
	sameText(t, strings.ReplaceAll(string(snap), src.URL, dst.URL), string(again), "a snapshot of the restored server is the one restored")

	clock, err := dst.ClockTime()
	require.NoError(t, err)
	assert.Equal(t, start.Add(time.Hour), clock, "the clock is restored")
	assert.Equal(t, []string{src.AccountID, src.APIKey, src.AdminID}, []string{dst.AccountID, dst.APIKey, dst.AdminID})
	restored, ok := dst.account(second.AccountID)
	require.True(t, ok, "the second account is restored under its ID")
	assert.Equal(t, second.APIKey, restored.APIKey)
	for _, acct := range []*Server{dst, restored} {
		everyRecordHasAnEncodingSlot(t, acct.engine.Records.ReservedDomains)
		everyRecordHasAnEncodingSlot(t, acct.engine.Records.IPPolicies)
	}
	got := []map[string]string{answers(t, dst, "BASE"), answers(t, restored, "BASE")}
	for i := range want {
		require.Equal(t, slices.Sorted(maps.Keys(want[i])), slices.Sorted(maps.Keys(got[i])), "the same paths answer")
		for path, body := range want[i] {
			assert.Equal(t, body, got[i][path], "GET %s answers the same", path)
		}
	}

	ctx := context.Background()
	for i, acct := range []*Server{dst, restored} {
		cred, err := credentials.NewClient(acct.Client()).Tunnel.Get(ctx, made[i].credentialID)
		require.NoError(t, err)
		assert.Nil(t, cred.Token, "a token shown before the snapshot is not shown again")
		assert.NotContains(t, string(snap), made[i].credentialToken, "the snapshot does not hold a token shown once")

		before := allIDs(t, acct)
		pol, err := ippolicies.NewClient(acct.Client()).Policies.Create(ctx, nil)
		require.NoError(t, err)
		assert.False(t, before[pol.ID], "a new record gets an ID no record had")
		ids := slices.Sorted(maps.Keys(before))
		assert.Greater(t, pol.ID[strings.Index(pol.ID, "_"):], ids[len(ids)-1][strings.Index(ids[len(ids)-1], "_"):], "IDs go on from where the snapshot left them")
	}
	srcPol, err := ippolicies.NewClient(src.Client()).Policies.Create(ctx, nil)
	require.NoError(t, err)
	assert.False(t, allIDs(t, dst)[srcPol.ID], "the server snapshotted makes new IDs too")
}

// TestRestoreContinuesSeededIDs shows that a restore moves the ID
// generators: a server with the same seed that did not restore would
// make again the IDs and tokens the snapshotted server made.
func TestRestoreContinuesSeededIDs(t *testing.T) {
	clock := func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) }
	src := NewServer(WithIDSeed(7), WithClock(clock))
	defer src.Close()
	ctx := context.Background()
	made, err := apikeys.NewClient(src.Client()).Create(ctx, nil)
	require.NoError(t, err)
	snap, err := src.Snapshot()
	require.NoError(t, err)

	fresh := NewServer(WithIDSeed(7), WithClock(clock))
	defer fresh.Close()
	unrestored, err := apikeys.NewClient(fresh.Client()).Create(ctx, nil)
	require.NoError(t, err)
	require.Equal(t, made.ID, unrestored.ID, "without a restore, the same seed makes the same IDs")

	dst := NewServer(WithIDSeed(7), WithClock(clock))
	defer dst.Close()
	require.NoError(t, dst.Restore(snap))
	next, err := apikeys.NewClient(dst.Client()).Create(ctx, nil)
	require.NoError(t, err)
	assert.NotEqual(t, made.ID, next.ID)
	assert.NotEqual(t, *made.Token, *next.Token)
	assert.Greater(t, next.ID, made.ID)
}

// TestRestoreRefuses shows the errors of documents that Restore does not
// take, and that the server is then as it was.
func TestRestoreRefuses(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	populate(t, srv)
	snap, err := srv.Snapshot()
	require.NoError(t, err)
	other := NewServer()
	defer other.Close()
	_, err = other.NewAccount()
	require.NoError(t, err)
	before, err := other.Snapshot()
	require.NoError(t, err)

	edit := func(f func(doc map[string]any)) []byte {
		var doc map[string]any
		require.NoError(t, json.Unmarshal(snap, &doc))
		f(doc)
		out, err := json.Marshal(doc)
		require.NoError(t, err)
		return out
	}
	firstAccount := func(doc map[string]any) map[string]any { return doc["accounts"].([]any)[0].(map[string]any) }
	tests := []struct {
		name string
		data []byte
		is   error
		says []string
	}{
		{"another version", edit(func(d map[string]any) { d["version"] = 2 }), ErrSnapshotVersion, []string{"version 2", "version 1"}},
		{"no version", edit(func(d map[string]any) { delete(d, "version") }), ErrSnapshotVersion, []string{"version none", "version 1"}},
		{"another format", edit(func(d map[string]any) { d["format"] = "wiremock" }), ErrSnapshotVersion, []string{`"wiremock"`, `"ingress-fake-state"`}},
		{"not a snapshot", []byte(`{"mappings":[]}`), ErrSnapshotVersion, []string{"format is none"}},
		{"cut short", snap[:len(snap)/2], ErrSnapshotDamaged, []string{"damaged snapshot"}},
		{"not JSON", []byte("\x00\x01garbage"), ErrSnapshotDamaged, []string{"damaged snapshot"}},
		{"a record of the wrong type", edit(func(d map[string]any) {
			firstAccount(d)["tables"].(map[string]any)["ip_policies"] = map[string]any{"ipp_1": 42}
		}), ErrSnapshotDamaged, []string{"ip_policies"}},
		{"a broken SSH key", edit(func(d map[string]any) {
			keys := firstAccount(d)["ssh_authority_keys"].(map[string]any)
			for id := range keys {
				keys[id] = "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"
			}
		}), ErrSnapshotDamaged, []string{"SSH certificate authority"}},
		{"an unknown table", edit(func(d map[string]any) {
			firstAccount(d)["tables"].(map[string]any)["gadgets"] = map[string]any{}
		}), ErrSnapshotDamaged, []string{`"gadgets"`}},
		{"no admin", edit(func(d map[string]any) { firstAccount(d)["admin_id"] = "usr_nobody" }), ErrSnapshotDamaged, []string{"usr_nobody"}},
		{"no account", edit(func(d map[string]any) { d["accounts"] = []any{} }), ErrSnapshotDamaged, []string{"no account"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := other.Restore(tt.data)
			require.Error(t, err)
			assert.True(t, errors.Is(err, tt.is), "%v is %v", err, tt.is)
			for _, s := range tt.says {
				assert.Contains(t, err.Error(), s)
			}
			after, err := other.Snapshot()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "a refused restore changes nothing")
		})
	}
}

// TestResetAfterRestore shows that the restored state is the one Reset
// and ResetAccount bring the server back to, the restored accounts
// included.
func TestResetAfterRestore(t *testing.T) {
	src := NewServer()
	defer src.Close()
	second, err := src.NewAccount()
	require.NoError(t, err)
	ctx := context.Background()
	kept, err := ippolicies.NewClient(second.Client()).Policies.Create(ctx, nil)
	require.NoError(t, err)
	snap, err := src.Snapshot()
	require.NoError(t, err)

	dst := NewServer()
	defer dst.Close()
	require.NoError(t, dst.Restore(snap))
	restored, ok := dst.account(second.AccountID)
	require.True(t, ok)
	later, err := ippolicies.NewClient(restored.Client()).Policies.Create(ctx, nil)
	require.NoError(t, err)
	extra, err := dst.NewAccount()
	require.NoError(t, err)
	restored.Close()

	dst.Reset()
	back, ok := dst.account(second.AccountID)
	require.True(t, ok, "Reset holds the restored account again")
	policies := ippolicies.NewClient(back.Client()).Policies
	_, err = policies.Get(ctx, kept.ID)
	assert.NoError(t, err, "the restored policy is back")
	_, err = policies.Get(ctx, later.ID)
	assert.Error(t, err, "the policy made after the restore is gone")
	_, ok = dst.account(extra.AccountID)
	assert.False(t, ok, "an account made after the restore is gone")
	next, err := dst.NewAccount()
	require.NoError(t, err)
	assert.NotEqual(t, second.AccountID, next.AccountID)
	ids := []string{second.AccountID, extra.AccountID, next.AccountID}
	assert.True(t, sort.StringsAreSorted(ids[1:]) && !slices.Contains(ids[:2], next.AccountID))
}

// TestSnapshotOfAnAccountIsTheServers shows that Snapshot and Restore
// called on an account act on the whole server.
func TestSnapshotOfAnAccountIsTheServers(t *testing.T) {
	srv := NewServer()
	defer srv.Close()
	acct, err := srv.NewAccount()
	require.NoError(t, err)
	fromAccount, err := acct.Snapshot()
	require.NoError(t, err)
	fromServer, err := srv.Snapshot()
	require.NoError(t, err)
	assert.True(t, bytes.Equal(fromAccount, fromServer))
	assert.Contains(t, string(fromServer), srv.AccountID)
	assert.Contains(t, string(fromServer), acct.AccountID)
}
