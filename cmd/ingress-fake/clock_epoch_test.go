package main

import (
	"testing"

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
