package ingresstest_test

import (
	"fmt"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// holdHalfSentRequest connects to srv and sends a request whose body
// stops short of its Content-Length, with or without a key, and keeps the
// connection open until the test ends.
func holdHalfSentRequest(t *testing.T, srv *ingresstest.Server, keyed bool) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(srv.URL, "http://"))
	require.NoError(t, err)
	t.Cleanup(func() { conn.Close() })
	auth := ""
	if keyed {
		auth = "Authorization: Bearer " + srv.APIKey + "\r\n"
	}
	_, err = fmt.Fprintf(conn, "POST /api_keys HTTP/1.1\r\nHost: x\r\n%sNgrok-Version: 2\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"descr", auth)
	require.NoError(t, err)
	time.Sleep(100 * time.Millisecond) // let the server start reading the body
}

// TestCloseDoesNotWaitForHalfSentRequests checks that Close returns
// within a few seconds while clients hold requests they never finish.
func TestCloseDoesNotWaitForHalfSentRequests(t *testing.T) {
	for _, keyed := range []bool{true, false} {
		t.Run(fmt.Sprintf("keyed=%v", keyed), func(t *testing.T) {
			srv := ingresstest.NewServer()
			holdHalfSentRequest(t, srv, keyed)
			closed := make(chan struct{})
			go func() { srv.Close(); close(closed) }()
			select {
			case <-closed:
			case <-time.After(10 * time.Second):
				t.Fatal("Close still waits after 10s")
			}
		})
	}
}
