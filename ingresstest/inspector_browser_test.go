package ingresstest_test

import (
	"context"
	"flag"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
)

// inspectorScreenshot asks the browser test to write a screenshot of the
// inspector page to docs/inspector.png, which docs/FAKE.md shows:
//
//	go test ./ingresstest -run Browser -args -inspector-screenshot
var inspectorScreenshot = flag.Bool("inspector-screenshot", false, "write a screenshot of the inspector page to docs/inspector.png")

// browserRequired names the variable that makes the browser test fail,
// rather than skip, when no Chromium is installed; CI sets it.
const browserRequired = "INGRESS_BROWSER_TEST"

// chromiumPath returns the path of a Chromium or Chrome to drive. Without
// one, it skips the test, or fails it when browserRequired is "1".
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv(browserRequired) == "1" {
		t.Fatalf("%s=1 requires a browser, and none of chromium, chromium-browser, google-chrome is on PATH: apt-get install chromium", browserRequired)
	}
	t.Skipf("no chromium, chromium-browser or google-chrome on PATH (apt-get install chromium); set %s=1 to make this test required", browserRequired)
	return ""
}

// startBrowser starts a headless browser that ends with the test, and
// returns the context of its first tab. As root, as in CI containers,
// Chromium runs without its sandbox, which refuses to start as root.
func startBrowser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.WindowSize(1280, 900),
		chromedp.Flag("disable-dev-shm-usage", true),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox)
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
	})
	require.NoError(t, chromedp.Do(ctx), "start the browser")
	return ctx
}

// within runs the actions with a bound on how long they may take, so
// that a browser that hangs fails the test rather than the run.
func within(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	require.NoError(t, chromedp.Do(ctx, steps...))
}

// value runs one action that returns a value, bounded as within.
func value[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	require.NoError(t, err)
	return v
}

// TestInspectorInBrowser signs in through the form in headless Chromium
// and finds the account's resources, events and failing request on the
// page, with JavaScript on (the page refreshes itself in place) and then
// off. Everything runs in one tab: with the headless Chromium of Debian
// 12, protocol commands to a second tab went unanswered.
func TestInspectorInBrowser(t *testing.T) {
	ctx := startBrowser(t)
	w := inspectorWorld(t)
	srv := w.srv

	within(t, ctx, chromedp.Navigate(srv.URL+ingresstest.InspectorPath))
	require.Equal(t, srv.URL+loginPath, value(t, ctx, chromedp.Location()), "the page sends a browser without a session to the form")
	within(t, ctx,
		chromedp.SendKeys(chromedp.ID("token"), srv.ControlToken+"-wrong"),
		chromedp.Click(chromedp.ID("sign-in")),
		chromedp.WaitVisible(chromedp.ID("login-error")),
		chromedp.SendKeys(chromedp.ID("token"), srv.ControlToken),
		chromedp.Click(chromedp.ID("sign-in")),
		chromedp.WaitVisible(chromedp.ID("content")),
	)
	location := value(t, ctx, chromedp.Location())
	assert.Equal(t, srv.URL+ingresstest.InspectorPath, location)
	assert.NotContains(t, location, srv.ControlToken)
	assert.Empty(t, value(t, ctx, chromedp.Evaluate[string](`document.cookie`)), "the session cookie is HttpOnly")

	content := value(t, ctx, chromedp.Text(chromedp.ID("content")))
	for _, want := range []string{
		srv.AccountID, w.domain.ID, "inspected.ngrok.app", w.policy.ID, "office allowlist",
		w.dest.ID, "ip_policy_created.v0", "2026-03-04T05:06:07Z",
		hostileDescription, // shown as text, not run
	} {
		assert.Contains(t, content, want)
	}
	assert.NotContains(t, content, srv.ControlToken)
	assert.NotEqual(t, "owned", value(t, ctx, chromedp.Title()), "the hostile description did not run")

	t.Run("the failing requests are on the page", func(t *testing.T) {
		rows := value(t, ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("tr.entry"), r => r.innerText)`))
		assert.True(t, slices.ContainsFunc(rows, func(row string) bool {
			return strings.Contains(row, "GET") && strings.Contains(row, w.missing) && strings.Contains(row, "404")
		}), "a journal row with GET %s and 404 among %q", w.missing, rows)
		assert.True(t, slices.ContainsFunc(rows, func(row string) bool {
			return strings.Contains(row, "GET") && strings.Contains(row, w.refused) && strings.Contains(row, "400") && strings.Contains(row, w.code)
		}), "a journal row with GET %s, 400 and %s among %q", w.refused, w.code, rows)
	})

	t.Run("the browser asks the public API for nothing", func(t *testing.T) {
		for _, e := range srv.Journal(ingresstest.JournalFilter{}).Entries {
			assert.NotEqual(t, "/favicon.ico", e.Path, "the page names its own icon")
		}
	})

	t.Run("each journal cell stays on one line at 1280 px", func(t *testing.T) {
		// A hundred more requests, of a long path and operation name, give
		// the journal three-digit sequence numbers.
		long := "/edges/https/edghts_2xThisEdgeDoesNotExist000000/routes/edghtsrt_2xThisRouteDoesNotExist0000/ip_restriction"
		for range 100 {
			require.Equal(t, http.StatusNotFound, send(t, srv, rawCall{method: http.MethodGet, path: long}).status)
		}
		within(t, ctx, chromedp.Navigate(srv.URL+ingresstest.InspectorPath), chromedp.WaitVisible(chromedp.ID("content")))
		require.Equal(t, 1280, value(t, ctx, chromedp.Evaluate[int](`window.outerWidth`)))
		cells := value(t, ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("table.journal td"), td => td.innerText)`))
		assert.Contains(t, cells, "EdgeRouteIpRestrictionModuleGet", "a long operation name is in the journal")
		seqs := value(t, ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("table.journal td:first-child"), td => td.innerText)`))
		assert.True(t, slices.ContainsFunc(seqs, func(seq string) bool { return len(seq) == 3 }), "a three-digit sequence number is in the journal: %q", seqs)
		wrapped := value(t, ctx, chromedp.Evaluate[[]string](journalLinesScript))
		assert.Empty(t, wrapped, "journal cells that take more than one line")
		title := value(t, ctx, chromedp.Evaluate[string](`document.querySelector("table.journal td.path").title`))
		assert.NotEmpty(t, title, "a path cut short is whole in its title")
	})

	t.Run("the page refreshes itself in place", func(t *testing.T) {
		within(t, ctx, chromedp.WaitVisible(chromedp.ID("live")))
		_ = value(t, ctx, chromedp.Evaluate[bool](`window.notReloaded = true`))
		later, err := ippolicies.NewClient(srv.Client()).Policies.Create(t.Context(), &ippolicies.PolicyCreateParams{Description: new("added later")})
		require.NoError(t, err)
		_ = value(t, ctx, chromedp.Poll[bool](`document.getElementById("content").textContent.includes(`+jsString(later.ID)+`)`))
		assert.True(t, value(t, ctx, chromedp.Evaluate[bool](`window.notReloaded === true`)), "the content was swapped, the page not reloaded")
	})

	t.Run("the journal filter's form selects requests", func(t *testing.T) {
		method := chromedp.ID("method-" + srv.AccountID)
		within(t, ctx,
			chromedp.Navigate(srv.URL+ingresstest.InspectorPath+"/accounts/"+srv.AccountID),
			chromedp.WaitVisible(method),
			chromedp.SendKeys(method, "not GET"),
			chromedp.Click(chromedp.CSS("form.journal-filter button")),
			chromedp.WaitVisible(chromedp.CSS("a.clear")),
		)
		assert.Contains(t, value(t, ctx, chromedp.Location()), "?method=not+GET")
		assert.Equal(t, "not GET", value(t, ctx, chromedp.Value(method)), "the form shows the filter again")
		methods := value(t, ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("table.journal td:nth-child(3)"), td => td.innerText)`))
		assert.Contains(t, methods, "POST", "the creations, older than a hundred GETs, are listed")
		assert.NotContains(t, methods, "GET")
		assert.Empty(t, value(t, ctx, chromedp.Evaluate[[]string](journalLinesScript)), "journal cells that take more than one line")
	})

	if *inspectorScreenshot {
		within(t, ctx, chromedp.Navigate(srv.URL+ingresstest.InspectorPath), chromedp.WaitVisible(chromedp.ID("live")))
		png := value(t, ctx, chromedp.FullScreenshot(100))
		require.NoError(t, os.WriteFile(filepath.Join("..", "docs", "inspector.png"), png, 0o644))
	}

	t.Run("the page reads without JavaScript", func(t *testing.T) {
		within(t, ctx,
			chromedp.Func(func(ctx context.Context, target *chromedp.Target) error {
				_, err := cdp.Call(ctx, target, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true})
				return err
			}),
			chromedp.Navigate(srv.URL+ingresstest.InspectorPath),
			chromedp.WaitReady(chromedp.ID("content")),
		)
		html := value(t, ctx, chromedp.OuterHTML(chromedp.CSS("html")))
		for _, want := range []string{w.domain.ID, "inspected.ngrok.app", w.policy.ID, w.dest.ID} {
			assert.Contains(t, html, want)
		}
		assert.Contains(t, html, `id="live" class="live" hidden`, "no script ran to announce the refresh")

		status := chromedp.ID("status-" + srv.AccountID)
		within(t, ctx,
			chromedp.Navigate(srv.URL+ingresstest.InspectorPath+"/accounts/"+srv.AccountID),
			chromedp.WaitReady(status),
			chromedp.SendKeys(status, "4xx"),
			chromedp.Click(chromedp.CSS("form.journal-filter button")),
			chromedp.WaitReady(chromedp.CSS("a.clear")),
		)
		assert.Contains(t, value(t, ctx, chromedp.Location()), "?method=&status=4xx&operation=#requests-"+srv.AccountID)
		html = value(t, ctx, chromedp.OuterHTML(chromedp.CSS("html")))
		assert.Contains(t, html, `<tr class="entry status-4xx">`)
		assert.NotContains(t, html, `<tr class="entry status-ok">`, "the filter works without a script")
	})
}

// journalLinesScript returns, as "text: n lines", each cell of the journal
// table whose text the browser lays out on more than one line: the boxes
// of a text node of it have more than one top (a text cut with an
// ellipsis has two boxes on one line).
const journalLinesScript = `Array.from(document.querySelectorAll("table.journal td")).flatMap(td => {
	const texts = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
	let lines = 0;
	for (let node = texts.nextNode(); node; node = texts.nextNode()) {
		const range = document.createRange();
		range.selectNodeContents(node);
		const tops = new Set(Array.from(range.getClientRects(), r => Math.round(r.top)));
		lines = Math.max(lines, tops.size);
	}
	return lines > 1 ? [td.innerText + ": " + lines + " lines"] : [];
})`

// jsString returns s as a JavaScript string literal.
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
