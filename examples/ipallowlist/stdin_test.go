package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTerminalInputIsAnnounced checks that reading CIDRs from a terminal
// (a character device, like /dev/null) first says what is expected, and
// that reading a pipe or a file says nothing.
func TestTerminalInputIsAnnounced(t *testing.T) {
	dev, err := os.Open(os.DevNull)
	require.NoError(t, err)
	defer dev.Close()
	var said bytes.Buffer
	announceStdin(dev, &said)
	assert.Contains(t, said.String(), "one per line")
	assert.Contains(t, said.String(), "-file")

	path := filepath.Join(t.TempDir(), "cidrs.txt")
	require.NoError(t, os.WriteFile(path, []byte("10.0.0.0/8\n"), 0o600))
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	said.Reset()
	announceStdin(f, &said)
	assert.Empty(t, said.String())
}
