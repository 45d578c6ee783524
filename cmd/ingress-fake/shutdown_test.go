package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestShutdownDoesNotWaitForHalfSentRequests checks that the command,
// told to stop (as by SIGTERM), exits within a few seconds while a client
// holds a request it never finishes.
func TestShutdownDoesNotWaitForHalfSentRequests(t *testing.T) {
	ctx, cancel := context.WithCancel(t.Context())
	r, w := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0"}, w, io.Discard)
		w.Close()
	}()
	env := readEnv(t, r)
	go io.Copy(io.Discard, r)

	conn, err := net.Dial("tcp", strings.TrimPrefix(env["INGRESS_FAKE_URL"], "http://"))
	require.NoError(t, err)
	defer conn.Close()
	_, err = fmt.Fprintf(conn, "POST /api_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nNgrok-Version: 2\r\nContent-Length: 100\r\n\r\n{", env["INGRESS_FAKE_API_KEY"])
	require.NoError(t, err)
	time.Sleep(100 * time.Millisecond)

	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("still serving 10s after the stop signal")
	}
}
