package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/ingresstest"
)

// TestClockRangeBounds pins the range the README documents.
func TestClockRangeBounds(t *testing.T) {
	assert.Equal(t, ingresstest.IDEpoch, ingresstest.ClockMin)
	assert.Equal(t, time.Date(2140, 6, 21, 23, 21, 35, 0, time.UTC), ingresstest.ClockMax)
}

// TestControlClockStaysInRange runs the moves that once left the clock
// where no record could be written: a PUT to 9999-12-31T23:00:00Z and an
// advance past ClockMax are refused with a 400 that names the range and
// leave the clock as it was, so that a create, the snapshot and the save
// of the state all succeed afterwards. Each bound is accepted, one second
// past it refused.
func TestControlClockStaysInRange(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	clk := ingresstest.NewClock(start)
	srv, c := newServer(t, ingresstest.WithManualClock(clk), ingresstest.WithStateFile(filepath.Join(t.TempDir(), "state.json")))
	clock := ingresstest.ControlPrefix + "clock"
	refused := func(status int, body map[string]any, at time.Time) {
		t.Helper()
		assert.Equal(t, http.StatusBadRequest, status)
		assert.Equal(t, ingresstest.CodeHookRefused, body["error_code"])
		assert.Contains(t, body["msg"], "between 2014-05-13T16:53:20Z and 2140-06-21T23:21:35Z")
		assert.Equal(t, at, clk.Time(), "the clock has not moved")
	}

	status, body := control(t, srv, srv.ControlToken, "PUT", clock, `{"time":"9999-12-31T23:00:00Z"}`)
	refused(status, body, start)
	status, body = control(t, srv, srv.ControlToken, "PUT", clock, `{"time":"2140-06-21T23:21:36Z"}`)
	refused(status, body, start)
	status, body = control(t, srv, srv.ControlToken, "PUT", clock, `{"time":"2140-06-21T23:21:35Z"}`)
	require.Equal(t, http.StatusOK, status, "%v", body)
	assert.Equal(t, "2140-06-21T23:21:35Z", body["time"])
	status, body = control(t, srv, srv.ControlToken, "POST", clock+"/advance", `{"by":"2h"}`)
	refused(status, body, ingresstest.ClockMax)
	status, body = control(t, srv, srv.ControlToken, "POST", clock+"/advance", `{"by":"1s"}`)
	refused(status, body, ingresstest.ClockMax)

	keys := apikeys.NewClient(c)
	k, err := keys.Create(t.Context(), nil)
	require.NoError(t, err)
	assert.Equal(t, ingresstest.ClockMax, k.CreatedAt)
	for _, err := range keys.List(t.Context(), nil).All() {
		require.NoError(t, err)
	}
	status, _ = control(t, srv, srv.ControlToken, "GET", ingresstest.ControlPrefix+"snapshot", "")
	assert.Equal(t, http.StatusOK, status)
	status, body = control(t, srv, srv.ControlToken, "POST", ingresstest.ControlPrefix+"state", "")
	assert.Equal(t, http.StatusOK, status, "%v", body)

	status, body = control(t, srv, srv.ControlToken, "PUT", clock, `{"time":"2014-05-13T16:53:20Z"}`)
	require.Equal(t, http.StatusOK, status, "%v", body)
	status, body = control(t, srv, srv.ControlToken, "POST", clock+"/advance", `{"by":"-1s"}`)
	refused(status, body, ingresstest.ClockMin)
	status, body = control(t, srv, srv.ControlToken, "PUT", clock, `{"time":"2014-05-13T16:53:19Z"}`)
	refused(status, body, ingresstest.ClockMin)
}

// TestClockHooksStayInRange checks that SetClock and AdvanceClock refuse
// a time outside ClockMin and ClockMax, one second past either, with
// ErrClockRange, and leave the clock as it is; each bound itself is
// accepted.
func TestClockHooksStayInRange(t *testing.T) {
	srv, _ := newServer(t, ingresstest.WithManualClock(ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))))
	at := func() time.Time {
		t.Helper()
		now, err := srv.ClockTime()
		require.NoError(t, err)
		return now
	}
	require.NoError(t, srv.SetClock(ingresstest.ClockMax))
	assert.ErrorIs(t, srv.AdvanceClock(time.Second), ingresstest.ErrClockRange)
	assert.ErrorIs(t, srv.SetClock(ingresstest.ClockMax.Add(time.Second)), ingresstest.ErrClockRange)
	assert.Equal(t, ingresstest.ClockMax, at())

	require.NoError(t, srv.SetClock(ingresstest.ClockMin))
	assert.ErrorIs(t, srv.AdvanceClock(-time.Second), ingresstest.ErrClockRange)
	assert.ErrorIs(t, srv.SetClock(ingresstest.ClockMin.Add(-time.Second)), ingresstest.ErrClockRange)
	assert.Equal(t, ingresstest.ClockMin, at())

	require.NoError(t, srv.AdvanceClock(ingresstest.ClockMax.Sub(ingresstest.ClockMin)))
	assert.Equal(t, ingresstest.ClockMax, at())
}

// TestClockStopsAtItsRange checks that a Clock moved directly, or
// stepping, stops at ClockMin and ClockMax.
func TestClockStopsAtItsRange(t *testing.T) {
	clk := ingresstest.NewClock(ingresstest.ClockMax.Add(time.Hour))
	assert.Equal(t, ingresstest.ClockMax, clk.Time(), "a start past the range")
	clk.Set(ingresstest.ClockMin.Add(-time.Second))
	assert.Equal(t, ingresstest.ClockMin, clk.Time())
	clk.Set(ingresstest.ClockMin)
	assert.Equal(t, ingresstest.ClockMin, clk.Time())
	clk.Set(ingresstest.ClockMax)
	assert.Equal(t, ingresstest.ClockMax, clk.Time())
	clk.Advance(time.Second)
	assert.Equal(t, ingresstest.ClockMax, clk.Time())
	clk.Advance(-ingresstest.ClockMax.Sub(ingresstest.ClockMin) - time.Second)
	assert.Equal(t, ingresstest.ClockMin, clk.Time())

	step := ingresstest.NewSteppingClock(ingresstest.ClockMax.Add(-time.Second), time.Second)
	assert.Equal(t, ingresstest.ClockMax.Add(-time.Second), step.Now())
	assert.Equal(t, ingresstest.ClockMax, step.Now())
	assert.Equal(t, ingresstest.ClockMax, step.Now(), "the steps stop at ClockMax")
}

// TestServerReadsItsClockInRange checks that a server whose clock a test
// moves past the range directly, as a Clock or as a function given to
// WithClock, reads ClockMax: a create succeeds, and the list and the
// snapshot still encode.
func TestServerReadsItsClockInRange(t *testing.T) {
	past := time.Date(9999, 12, 31, 23, 0, 0, 0, time.UTC).Add(2 * time.Hour)
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	manual, manualClient := newServer(t, ingresstest.WithManualClock(clk))
	clk.Set(past)
	given, givenClient := newServer(t, ingresstest.WithClock(func() time.Time { return past }))
	for _, tc := range []struct {
		name string
		srv  *ingresstest.Server
		c    *ingress.Client
	}{{"manual", manual, manualClient}, {"given", given, givenClient}} {
		t.Run(tc.name, func(t *testing.T) {
			keys := apikeys.NewClient(tc.c)
			k, err := keys.Create(t.Context(), nil)
			require.NoError(t, err)
			assert.Equal(t, ingresstest.ClockMax, k.CreatedAt)
			for _, err := range keys.List(t.Context(), nil).All() {
				require.NoError(t, err)
			}
			_, err = tc.srv.Snapshot()
			require.NoError(t, err)
		})
	}
}

// TestRestoreRefusesClockOutOfRange restores snapshots whose clock is one
// second past either bound, in Go and over the control API: each is
// refused as damaged, naming the range, and the server keeps its clock,
// its account and its records. A snapshot at ClockMax is restored.
func TestRestoreRefusesClockOutOfRange(t *testing.T) {
	start := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	src, _ := newServer(t, ingresstest.WithManualClock(ingresstest.NewClock(start)))
	snap, err := src.Snapshot()
	require.NoError(t, err)
	withClock := func(at time.Time) []byte {
		t.Helper()
		var doc map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(snap, &doc))
		raw, err := json.Marshal(at)
		require.NoError(t, err)
		doc["clock"] = raw
		out, err := json.Marshal(doc)
		require.NoError(t, err)
		return out
	}

	dstStart := start.Add(time.Hour)
	dst, c := newServer(t, ingresstest.WithManualClock(ingresstest.NewClock(dstStart)))
	key, err := apikeys.NewClient(c).Create(t.Context(), nil)
	require.NoError(t, err)
	unchanged := func() {
		t.Helper()
		now, err := dst.ClockTime()
		require.NoError(t, err)
		assert.Equal(t, dstStart, now, "the clock")
		got, err := apikeys.NewClient(c).Get(t.Context(), key.ID)
		require.NoError(t, err, "the account and its records")
		assert.Equal(t, key.ID, got.ID)
	}
	for _, at := range []time.Time{ingresstest.ClockMax.Add(time.Second), ingresstest.ClockMin.Add(-time.Second)} {
		err := dst.Restore(withClock(at))
		assert.ErrorIs(t, err, ingresstest.ErrClockRange, "%s", at)
		assert.ErrorIs(t, err, ingresstest.ErrSnapshotDamaged, "%s", at)
		unchanged()
		status, body := control(t, dst, dst.ControlToken, "PUT", ingresstest.ControlPrefix+"snapshot", string(withClock(at)))
		assert.Equal(t, http.StatusBadRequest, status)
		assert.Equal(t, ingresstest.CodeSnapshotRefused, body["error_code"])
		assert.Contains(t, body["msg"], "between 2014-05-13T16:53:20Z and 2140-06-21T23:21:35Z")
		unchanged()
	}

	require.NoError(t, dst.Restore(withClock(ingresstest.ClockMax)))
	now, err := dst.ClockTime()
	require.NoError(t, err)
	assert.Equal(t, ingresstest.ClockMax, now)
}
