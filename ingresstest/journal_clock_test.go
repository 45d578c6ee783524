package ingresstest_test

import (
	"bytes"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// TestJournalLeavesTheClock serves the same requests on two servers of
// the same seed and stepping clock, one journaling them and one with the
// journal off, and checks that they answer byte for byte alike (their
// URLs aside) and that their clocks read the same afterwards: the journal
// takes the time each request reads anyway and moves the clock no further.
func TestJournalLeavesTheClock(t *testing.T) {
	const step = time.Second
	serve := func(limits ingresstest.JournalLimits) *ingresstest.Server {
		clk := ingresstest.NewSteppingClock(time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC), step)
		srv, _ := newServer(t, ingresstest.WithIDSeed(36), ingresstest.WithManualClock(clk), ingresstest.WithJournalLimits(limits))
		return srv
	}
	on, off := serve(ingresstest.JournalLimits{}), serve(ingresstest.JournalLimits{Entries: -1})
	calls := []rawCall{
		{method: "POST", path: "/api_keys", body: `{"description":"first"}`},
		{method: "POST", path: "/vaults", body: `{"name":"v"}`},
		{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": "Bearer not-a-key"}},
		{method: "GET", path: "/api_keys/ak_missing"},
		{method: "GET", path: "/api_keys"},
		{method: "POST", path: "/api_keys", body: `{"description":"second"}`},
		{method: "GET", path: "/vaults"},
	}
	for _, c := range calls {
		a, b := send(t, on, c), send(t, off, c)
		require.Equal(t, b.status, a.status, "%s %s", c.method, c.path)
		assert.Equal(t, string(bytes.ReplaceAll(b.body, []byte(off.URL), []byte("URL"))), string(bytes.ReplaceAll(a.body, []byte(on.URL), []byte("URL"))),
			"%s %s", c.method, c.path)
	}
	onTime, err := on.ClockTime()
	require.NoError(t, err)
	offTime, err := off.ClockTime()
	require.NoError(t, err)
	assert.Equal(t, offTime, onTime, "the journal moved the clock")

	send(t, on, rawCall{method: "GET", path: "/api_keys", header: map[string]string{"Authorization": "Bearer not-a-key"}})
	j := on.Journal(ingresstest.JournalFilter{Limit: 1})
	require.Len(t, j.Entries, 1)
	require.Equal(t, http.StatusUnauthorized, j.Entries[0].Status)
	after, err := on.ClockTime()
	require.NoError(t, err)
	assert.Equal(t, after, j.Entries[0].Time.Add(step), "a 401 reads the clock once, for its operation ID, at the time its entry shows")
}
