package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHelpSaysWhatIsPrinted checks that -h tells a new user what the
// command prints and how it stops.
func TestHelpSaysWhatIsPrinted(t *testing.T) {
	var stderr bytes.Buffer
	err := run(t.Context(), []string{"-h"}, io.Discard, &stderr)
	require.True(t, errors.Is(err, flag.ErrHelp), "%v", err)
	for _, want := range []string{"INGRESS_FAKE_URL", "INGRESS_FAKE_API_KEY", "INGRESS_FAKE_ADMIN_ID", "INGRESS_FAKE_CONTROL_TOKEN", "four shell assignments", "-env ngrok", "NGROK_API_URL", "/_ingress/", "standard output", "SIGTERM"} {
		assert.Contains(t, stderr.String(), want)
	}
}

// TestHelpExitsZero checks that each spelling of a request for help is
// answered with the usage and exit status 0, as the ingress command does.
func TestHelpExitsZero(t *testing.T) {
	for _, arg := range []string{"-h", "-help", "--help"} {
		var stderr bytes.Buffer
		err := run(t.Context(), []string{arg}, io.Discard, &stderr)
		assert.Equal(t, 0, exitStatus(err), arg)
		assert.Contains(t, stderr.String(), "INGRESS_FAKE_URL", arg)
	}
}

// TestEveryInterfaceIsSaid checks that an address with no host, which
// listens on every interface, is said to, although the printed URL names
// the loopback address.
func TestEveryInterfaceIsSaid(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	r, w := io.Pipe()
	var stderr bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", ":0"}, w, &stderr)
		w.Close()
	}()
	env := readEnv(t, r)
	go io.Copy(io.Discard, r)
	cancel()
	require.NoError(t, <-done)
	assert.Regexp(t, `^http://127\.0\.0\.1:\d+$`, env["INGRESS_FAKE_URL"])
	assert.Contains(t, stderr.String(), "every interface")
}
