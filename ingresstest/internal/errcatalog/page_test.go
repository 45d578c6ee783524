package errcatalog_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
)

var updatePage = flag.Bool("update-errors-page", false, "rewrite docs/ERRORS.md from the catalogue")

// pagePath is the page generated from the catalogue.
const pagePath = "../../../docs/ERRORS.md"

// TestErrorsPageInStep checks that docs/ERRORS.md is what the catalogue
// makes. A change to the catalogue is carried over with
// -update-errors-page.
func TestErrorsPageInStep(t *testing.T) {
	want := renderPage()
	if *updatePage {
		require.NoError(t, os.WriteFile(pagePath, want, 0o644))
		return
	}
	got, err := os.ReadFile(pagePath)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got), "docs/ERRORS.md is not the catalogue's: run go test ./ingresstest/internal/errcatalog -run TestErrorsPageInStep -update-errors-page")
}

// pageIntro opens the page, before the counts and the tables.
const pageIntro = `# Error codes

<!-- Generated from the catalogue in ingresstest/internal/errcatalog by its
test TestErrorsPageInStep; edit the catalogue, then run
go test ./ingresstest/internal/errcatalog -run TestErrorsPageInStep -update-errors-page -->

The API's error reference (<https://ngrok.com/docs/errors/>) has one page for
each error code, 1,608 pages in ngrok-docs at commit 56a5f99. This page
classifies every one of them, then lists the codes the API is known to send
that have no page, then the codes of ` + "`ingresstest`" + `'s own. The same
catalogue gives the fake the status of each answer with a code of the API.

Where the reference has a code for a situation, ` + "`ingresstest`" + ` answers
with it; otherwise with a code of its own, which starts with
` + "`ERR_INGRESSTEST_`" + ` so that it can never collide with a real one. The
codes are stable, so tests may match them with ` + "`ingress.IsErrorCode`" + `:
a code changes only when the fake learns the real one for its situation, and
the CHANGELOG then says what moved. Each code the fake answers with is an
exported constant of ` + "`ingresstest`" + ` whose value ` + "`go doc`" + ` shows:
` + "`ingress.IsErrorCode(err, ingresstest.CodeDuplicateCIDR)`" + ` matches
` + "`ERR_NGROK_1408`" + `. A missing resource is answered as the official
client's published test fixture shows, with no ` + "`error_code`" + `:
` + "`{\"status_code\":404,\"msg\":\"Resource not found\",\"details\":{\"operation_id\":\"op_...\"}}`" + `;
` + "`ingress.IsNotFound`" + ` reports it, and ` + "`ingresstest.CodeNotFound`" + ` is empty.

## How a code is classed

- **served**: the fake answers with the code at its condition. The test named
  beside it provokes it over HTTP and checks its status; a test checks that
  the codes the fake declares are exactly those marked served.
- **API, not served yet**: an answer of the API at a condition of the request
  and of the account's resources, which the fake models but does not give
  yet.
- **API, not served**: an answer of the API at a condition the fake cannot
  know (billing and plans, real DNS, running agents...); the row says what.
- **not the API**: an error of the agent, of traffic through endpoints, of the
  dashboard...; the row says whose.

A code is the API's when its page, the pages that use it, or its neighbours
show that a request to the API gives it.

## Where a status comes from

The error pages give no HTTP statuses. A status is given where a page of the
documentation shows it with the code (an example body, a sentence), or an
official client recorded it; the row names the source. Otherwise a served
code's status is the fake's choice, marked *(fake)*, and a code not served
has none.
`

// renderPage returns docs/ERRORS.md as the catalogue makes it.
func renderPage() []byte {
	var b bytes.Buffer
	b.WriteString(pageIntro)
	pages := errcatalog.Pages()
	b.WriteString("\n## Counts\n\n| Class | Pages |\n|---|---|\n")
	for _, c := range []errcatalog.Class{errcatalog.Served, errcatalog.Servable, errcatalog.Platform, errcatalog.NotAPI} {
		n := 0
		for _, e := range pages {
			if e.Class == c {
				n++
			}
		}
		fmt.Fprintf(&b, "| %s | %d |\n", className(c), n)
	}
	fmt.Fprintf(&b, "| all | %d |\n", len(pages))

	fmt.Fprintf(&b, "\n## The error reference's pages\n\n| Code | Status | Class | When |\n|---|---|---|---|\n")
	for _, e := range pages {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", e.Name(), statusCell(e), classCell(e), cell(e.When))
	}

	b.WriteString("\n## Codes the API sends that have no page\n\n| Code | Status | Class | When | Known from |\n|---|---|---|---|---|\n")
	for _, e := range errcatalog.WithoutPage() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", e.Name(), statusCell(e), classCell(e), cell(e.When), cell(e.Note))
	}

	b.WriteString("\n## Codes of ingresstest's own\n\n| Code | Status | When | Why no code of the API |\n|---|---|---|---|\n")
	for _, e := range errcatalog.Own() {
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", e.Name(), statusCell(e), cell(e.When), cell(e.Note))
	}
	return b.Bytes()
}

// className names a class as the page does.
func className(c errcatalog.Class) string {
	switch c {
	case errcatalog.Served:
		return "served"
	case errcatalog.Servable:
		return "API, not served yet"
	case errcatalog.Platform:
		return "API, not served"
	default:
		return "not the API"
	}
}

// classCell is the class column of e's row.
func classCell(e errcatalog.Entry) string {
	switch e.Class {
	case errcatalog.Served:
		return "served: `" + servedTest + "/" + e.Name() + "`"
	case errcatalog.Platform, errcatalog.NotAPI:
		return className(e.Class) + ": " + cell(e.Note)
	default:
		return className(e.Class)
	}
}

// servedTest is the test, in package ingresstest, with a subtest per
// served code of the API that provokes it.
const servedTest = "TestServedCodes"

// statusCell is the status column of e's row.
func statusCell(e errcatalog.Entry) string {
	switch e.StatusFrom {
	case errcatalog.FromDocs:
		return strconv.Itoa(e.Status) + " (" + cell(e.StatusDoc) + ")"
	case errcatalog.FromFake:
		return strconv.Itoa(e.Status) + " *(fake)*"
	default:
		return ""
	}
}

// cell escapes s for a cell of a Markdown table.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
