package main

import (
	"net"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// silentAPI returns the URL of a listener on loopback that accepts every
// connection and never answers, holding each until the test ends.
func silentAPI(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	var (
		mu   sync.Mutex
		held []net.Conn
		wg   sync.WaitGroup
		stop = func() {
			ln.Close()
			mu.Lock()
			for _, c := range held {
				c.Close()
			}
			mu.Unlock()
			wg.Wait()
		}
	)
	wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c)
			mu.Unlock()
		}
	})
	t.Cleanup(stop)
	return "http://" + ln.Addr().String()
}

// TestTimeout checks that plan, apply and export against an API that
// accepts the connection and never answers fail with exit status 1 and
// say that the request timed out, instead of hanging.
func TestTimeout(t *testing.T) {
	vars := map[string]string{"NGROK_API_KEY": "k", "NGROK_API_URL": silentAPI(t)}
	for name, args := range map[string][]string{
		"plan":   {"plan", "--timeout", "200ms", "-f", "testdata/account.yaml"},
		"apply":  {"apply", "--yes", "--timeout", "200ms", "-f", "testdata/account.yaml"},
		"export": {"export", "--timeout", "200ms"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r := runIn(t, vars, args...)
			assert.Equal(t, exitFailed, r.code, "%+v", r)
			assert.Contains(t, r.stderr, "the request timed out: the API did not answer within --timeout 200ms")
		})
	}
}

// TestTimeoutFlag checks that --timeout takes only a positive duration
// and that -h documents it with its default.
func TestTimeoutFlag(t *testing.T) {
	for _, bad := range []string{"0s", "-1s"} {
		r := runIn(t, nil, "export", "--timeout", bad)
		assert.Equal(t, exitFailed, r.code, "%+v", r)
		assert.Contains(t, r.stderr, "--timeout "+bad+": give a positive duration")
	}
	r := runIn(t, nil, "export", "--timeout", "soon")
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Contains(t, r.stderr, `invalid value "soon" for flag -timeout`)
	for _, cmd := range []string{"plan", "apply", "export"} {
		r := runIn(t, nil, cmd, "-h")
		assert.Contains(t, r.stderr, "-timeout duration", cmd)
		assert.Contains(t, r.stderr, "(default 30s)", cmd)
	}
	r = runIn(t, nil, "-h")
	assert.Contains(t, r.stdout, "gives up after 30s, or the --timeout")
}
