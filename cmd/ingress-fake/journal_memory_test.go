package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// hugeLineBytes is the length of the request lines of
// TestJournalMemoryStaysBounded: just under the server's limit on a
// request's headers, http.DefaultMaxHeaderBytes (1 MiB), which the
// request line counts toward with the headers. The few headers sent fit
// in the 1 KiB left.
const hugeLineBytes = http.DefaultMaxHeaderBytes - 1<<10

// journalMemoryOverhead is what the process may come to hold, in its
// peak resident set, beyond what it held once started and the journal's
// bound on bytes. The garbage collector lets the heap grow to about twice
// what is live before it collects (GOGC=100); what is live beside the
// journal's entries is the ring of their slots (a few hundred KiB) and the
// two requests in flight, each of whose line the server reads into a
// buffer that grows by doubling, copies into a string and, for the path,
// cleans and routes: a few MiB each. Measured, all this comes to 25 to
// 35 MiB; 64 MiB leaves room for the collector's timing. Without the
// journal's bound, the 600 requests make the process hold about 1 GB.
const journalMemoryOverhead = 64 << 20

// TestJournalMemoryStaysBounded runs the command as a process at the
// journal's default bounds and sends it, each over a connection of its
// own at the same time, 300 requests without an API key whose request
// lines are just under 1 MiB, which the default account's journal keeps
// as 401s, and 300 with the printed API key whose query strings are that
// long. It checks from /proc that the peak resident set of the process
// grew by no more than the journal's bound on bytes and
// journalMemoryOverhead.
func TestJournalMemoryStaysBounded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the resident set of the process from /proc")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, buildCommand(t, ctx), "-addr", "127.0.0.1:0")
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	env := readEnv(t, stdout)
	base, err := url.Parse(env["INGRESS_FAKE_URL"])
	require.NoError(t, err)
	auth := "Authorization: Bearer " + env["INGRESS_FAKE_API_KEY"]

	require.NoError(t, sendLines(ctx, base.Host, rawRequest(base.Host, "GET /api_keys", auth), 1, http.StatusOK))
	started := procStatus(t, cmd.Process.Pid, "VmRSS")

	senders := []struct {
		req  []byte
		want int
	}{
		{rawRequest(base.Host, "GET /"+strings.Repeat("a", hugeLineBytes-len("GET / HTTP/1.1")), ""), http.StatusUnauthorized},
		{rawRequest(base.Host, "GET /api_keys?description="+strings.Repeat("q", hugeLineBytes-len("GET /api_keys?description= HTTP/1.1")), auth), http.StatusOK},
	}
	errs := make([]error, len(senders))
	var wg sync.WaitGroup
	for i, s := range senders {
		wg.Go(func() { errs[i] = sendLines(ctx, base.Host, s.req, 300, s.want) })
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err, "the command wrote: %s", firstLines(stderr.String()))
	}
	peak := procStatus(t, cmd.Process.Pid, "VmHWM")
	now := procStatus(t, cmd.Process.Pid, "VmRSS")

	bound := started + ingresstest.DefaultJournalBytes + journalMemoryOverhead
	t.Logf("resident set: %.1f MiB once started, %.1f MiB at the end, %.1f MiB at its peak; bound %.1f MiB",
		mib(started), mib(now), mib(peak), mib(bound))
	require.LessOrEqual(t, peak, bound, "the peak resident set passed the journal's bound and the overhead")
}

// rawRequest returns an HTTP/1.1 request to host whose line, without its
// protocol, is line, with the version header and header (one
// "Name: value", or "" for none).
func rawRequest(host, line, header string) []byte {
	req := line + " HTTP/1.1\r\nHost: " + host + "\r\nNgrok-Version: 2\r\n"
	if header != "" {
		req += header + "\r\n"
	}
	return []byte(req + "\r\n")
}

// sendLines sends req n times over one connection to addr, as it is, so
// that a request line of 1 MiB costs the test no parsing, and returns an
// error unless each answer has the status want.
func sendLines(ctx context.Context, addr string, req []byte, n, want int) error {
	conn, err := (&net.Dialer{}).DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	defer conn.Close()
	if deadline, ok := ctx.Deadline(); ok {
		conn.SetDeadline(deadline)
	}
	r := bufio.NewReader(conn)
	for i := range n {
		if _, err := conn.Write(req); err != nil {
			return fmt.Errorf("request %d of %.40s...: %w", i, req, err)
		}
		resp, err := http.ReadResponse(r, nil)
		if err != nil {
			return fmt.Errorf("request %d of %.40s...: %w", i, req, err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return fmt.Errorf("request %d of %.40s...: %w", i, req, err)
		}
		if resp.StatusCode != want {
			return fmt.Errorf("request %d of %.40s...: status %d, want %d: %.200s", i, req, resp.StatusCode, want, body)
		}
	}
	return nil
}

// procStatus returns, in bytes, the field of /proc/pid/status named
// field, such as VmRSS (the resident set) or VmHWM (its peak).
func procStatus(t *testing.T, pid int, field string) int {
	t.Helper()
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	require.NoError(t, err)
	for line := range strings.Lines(string(status)) {
		value, ok := strings.CutPrefix(line, field+":")
		if !ok {
			continue
		}
		kb, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(value), "kB")))
		require.NoError(t, err, "%s", line)
		return kb << 10
	}
	t.Fatalf("no %s in /proc/%d/status", field, pid)
	return 0
}

// mib returns n bytes in MiB.
func mib(n int) float64 { return float64(n) / (1 << 20) }
