package main

import (
	"context"
	"net/http"
	"net/url"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// accountBytes is what the docs give as the most an account costs the
// process, besides its records and the journal, which the journals' total
// bounds: its routes, handlers, store and ID generator take about 210 KiB
// of heap (measured with runtime.ReadMemStats over 1,000 accounts), and
// its journal's ring of slots grows with the entries it holds.
const accountBytes = 256 << 10

// accountsMemoryOverhead is what the process may hold beyond what it held
// once started and DefaultMaxAccounts accounts of accountBytes: the
// garbage collector lets the heap grow past what is live before it
// collects (GOGC=100). Measured, 1,000 accounts took the resident set
// from 21 MiB to 267 MiB, 253 KiB each; half the accounts' own bound
// leaves room for the collector's timing.
const accountsMemoryOverhead = ingresstest.DefaultMaxAccounts * accountBytes / 2

// TestAccountsMemoryStaysBounded runs the command as a process at its
// default bounds and asks it over the control API for accounts until it
// refuses, and then some: it holds DefaultMaxAccounts of them, refuses the
// rest with 409, and its peak resident set stays within what the docs give
// for that many accounts and accountsMemoryOverhead.
func TestAccountsMemoryStaysBounded(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the resident set of the process from /proc")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	p := startProcess(t, ctx, buildCommand(t, ctx), "-addr", "127.0.0.1:0")
	t.Cleanup(func() {
		p.cmd.Process.Kill()
		p.cmd.Wait()
	})
	base, err := url.Parse(p.env["INGRESS_FAKE_URL"])
	require.NoError(t, err)
	started := procStatus(t, p.cmd.Process.Pid, "VmRSS")

	auth := "Authorization: Bearer " + p.env["INGRESS_FAKE_CONTROL_TOKEN"]
	post := append(rawRequest(base.Host, "POST "+ingresstest.ControlPrefix+"accounts", auth+"\r\nContent-Type: application/json\r\nContent-Length: 2"), "{}"...)
	require.NoError(t, sendLines(ctx, base.Host, post, ingresstest.DefaultMaxAccounts, http.StatusCreated))
	require.NoError(t, sendLines(ctx, base.Host, post, 100, http.StatusConflict))
	peak := procStatus(t, p.cmd.Process.Pid, "VmHWM")

	bound := started + ingresstest.DefaultMaxAccounts*accountBytes + accountsMemoryOverhead
	t.Logf("resident set: %.1f MiB once started, %.1f MiB at its peak with %d accounts (%.0f KiB each); bound %.1f MiB",
		mib(started), mib(peak), ingresstest.DefaultMaxAccounts, float64(peak-started)/ingresstest.DefaultMaxAccounts/1024, mib(bound))
	require.LessOrEqual(t, peak, bound)
}
