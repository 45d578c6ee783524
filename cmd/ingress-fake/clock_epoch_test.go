package main

import (
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestClockBeforeIDEpochRefused checks that -clock refuses a time before
// 2014-05-13T16:53:20Z, which IDs of the real API's shape (KSUIDs) cannot
// hold, and takes that time itself.
func TestClockBeforeIDEpochRefused(t *testing.T) {
	_, err := parseClock("2014-05-13T16:53:19Z", 0)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "2014-05-13T16:53:20Z")
	_, err = parseClock("2014-05-13T16:53:20Z", 0)
	assert.NoError(t, err)
}

// TestClockPastClockMaxRefused checks that -clock refuses a time past
// 2140-06-21T23:21:35Z (ingresstest.ClockMax), with the exit status of a
// bad flag and a message that names the range, and takes that time
// itself; a -clock-step then stops there.
func TestClockPastClockMaxRefused(t *testing.T) {
	for _, start := range []string{"2140-06-21T23:21:36Z", "9999-12-31T23:00:00Z"} {
		_, err := parseClock(start, 0)
		require.Error(t, err, start)
		assert.Contains(t, err.Error(), "between 2014-05-13T16:53:20Z and 2140-06-21T23:21:35Z", start)
		err = run(t.Context(), []string{"-addr", "127.0.0.1:0", "-clock", start}, io.Discard, io.Discard)
		require.Error(t, err, start)
		assert.Equal(t, 2, exitStatus(err), start)
	}
	_, err := parseClock("2140-06-21T23:21:35Z", 0)
	assert.NoError(t, err)
	clk, err := parseClock("2140-06-21T23:21:34Z", time.Second)
	require.NoError(t, err)
	want := time.Date(2140, 6, 21, 23, 21, 34, 0, time.UTC)
	assert.Equal(t, want, clk.Now())
	assert.Equal(t, want.Add(time.Second), clk.Now())
	assert.Equal(t, want.Add(time.Second), clk.Now(), "the steps stop at ClockMax")
}
