package ingresstest_test

import (
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// journalRow is a row of the journal table of an inspector page.
type journalRow struct {
	method, path, operation, status string
}

// journalRowPattern and journalCellPattern find the rows of the journal
// table and their cells.
var (
	journalRowPattern  = regexp.MustCompile(`<tr class="entry [^"]*">(.*?)</tr>`)
	journalCellPattern = regexp.MustCompile(`<td[^>]*>(?:<code>)?(.*?)(?:</code>)?</td>`)
)

// journalRows returns the rows of the journal table of an inspector page,
// newest first, their cells unescaped.
func journalRows(t *testing.T, body string) []journalRow {
	t.Helper()
	var rows []journalRow
	for _, m := range journalRowPattern.FindAllStringSubmatch(body, -1) {
		cells := journalCellPattern.FindAllStringSubmatch(m[1], -1)
		require.Len(t, cells, 7, m[0])
		rows = append(rows, journalRow{
			method: html.UnescapeString(cells[2][1]), path: html.UnescapeString(cells[3][1]),
			operation: html.UnescapeString(cells[4][1]), status: cells[5][1],
		})
	}
	return rows
}

// filteredWorld is a server whose default account's journal holds, from
// the oldest: a reserved domain created (201), a delete of one that does
// not exist (404), a get of an IP policy that does not exist (404), a
// list refused for its page size (400), and then 60 lists of reserved
// domains (200), which push the others off an unfiltered page.
func filteredWorld(t *testing.T) (*ingresstest.Server, *http.Cookie) {
	t.Helper()
	srv, _ := newServer(t)
	for _, c := range []struct {
		call   rawCall
		status int
	}{
		{rawCall{method: http.MethodPost, path: "/reserved_domains", body: `{"domain":"filtered.ngrok.app"}`}, http.StatusCreated},
		{rawCall{method: http.MethodDelete, path: "/reserved_domains/rd_2xThisDomainDoesNotExist00000"}, http.StatusNotFound},
		{rawCall{method: http.MethodGet, path: "/ip_policies/ipp_2xThisPolicyDoesNotExist0000"}, http.StatusNotFound},
		{rawCall{method: http.MethodGet, path: "/ip_policies?limit=many"}, http.StatusBadRequest},
	} {
		require.Equal(t, c.status, send(t, srv, c.call).status, c.call.path)
	}
	for range 60 {
		require.Equal(t, http.StatusOK, send(t, srv, rawCall{method: http.MethodGet, path: "/reserved_domains"}).status)
	}
	return srv, signIn(t, srv)
}

// accountPage gets the inspector page of srv's default account with the
// query q.
func accountPage(t *testing.T, srv *ingresstest.Server, c *http.Cookie, q string) page {
	t.Helper()
	return inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+"/accounts/"+srv.AccountID+"?"+q, nil, c)
}

func TestInspectorFiltersTheJournal(t *testing.T) {
	srv, c := filteredWorld(t)
	unfiltered := journalRows(t, accountPage(t, srv, c, "").body)
	require.Len(t, unfiltered, 50)
	for _, r := range unfiltered {
		require.Equal(t, "ReservedDomainsList", r.operation, "the lists push the other requests off the unfiltered page")
	}

	created := journalRow{"POST", "/reserved_domains", "ReservedDomainsCreate", "201"}
	deleted := journalRow{"DELETE", "/reserved_domains/rd_2xThisDomainDoesNotExist00000", "ReservedDomainsDelete", "404"}
	missing := journalRow{"GET", "/ip_policies/ipp_2xThisPolicyDoesNotExist0000", "IpPoliciesGet", "404"}
	refused := journalRow{"GET", "/ip_policies?limit=many", "IpPoliciesList", "400"}
	for _, c2 := range []struct {
		query string
		want  []journalRow
	}{
		{"method=not+GET", []journalRow{deleted, created}},
		{"method=!get", []journalRow{deleted, created}},
		{"method=post", []journalRow{created}},
		{"status=404", []journalRow{missing, deleted}},
		{"status=4xx", []journalRow{refused, missing, deleted}},
		{"status=not+2xx", []journalRow{refused, missing, deleted}},
		{"status=!200", []journalRow{refused, missing, deleted, created}},
		{"status=5xx", nil},
		{"operation=ReservedDomainsCreate", []journalRow{created}},
		{"operation=IpPoliciesGet", []journalRow{missing}},
		{"method=GET&status=4xx&operation=not+IpPoliciesGet", []journalRow{refused}},
		{"operation=not+ReservedDomainsList", []journalRow{refused, missing, deleted, created}},
	} {
		resp := accountPage(t, srv, c, c2.query)
		require.Equal(t, http.StatusOK, resp.status, c2.query)
		assert.Equal(t, c2.want, journalRows(t, resp.body), c2.query)
		if c2.want == nil {
			assert.Contains(t, resp.body, "No request in the journal matches the filter.", c2.query)
		} else {
			assert.Contains(t, resp.body, "The newest requests that match the filter, among all the journal holds.", c2.query)
		}
	}

	lists := journalRows(t, accountPage(t, srv, c, "method=GET&status=2xx&operation=ReservedDomainsList&extra=ignored").body)
	assert.Len(t, lists, 50, "the newest 50 that match, other parameters ignored")
}

func TestInspectorJournalFilterFormIsPrefilled(t *testing.T) {
	srv, c := filteredWorld(t)
	resp := accountPage(t, srv, c, url.Values{"method": {"not GET"}, "status": {"4xx"}, "operation": {"ReservedDomainsDelete"}}.Encode())
	require.Equal(t, http.StatusOK, resp.status)
	link := ingresstest.InspectorPath + "/accounts/" + srv.AccountID + "#requests-" + srv.AccountID
	for _, want := range []string{
		`<form class="journal-filter" method="get" action="` + link + `">`,
		`name="method" value="not GET"`,
		`name="status" value="4xx"`,
		`name="operation" value="ReservedDomainsDelete"`,
		`maxlength="128"`,
		`<a class="clear" href="` + link + `">Clear</a>`,
	} {
		assert.Contains(t, resp.body, want)
	}
	assert.Len(t, journalRows(t, resp.body), 1)

	plain := accountPage(t, srv, c, "")
	assert.Contains(t, plain.body, `name="method" value=""`)
	assert.NotContains(t, plain.body, `class="clear"`, "nothing to clear")
	overview := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+"?method=POST", nil, c)
	assert.Contains(t, overview.body, `action="`+link+`"`, "the overview's form leads to the account's page")
	assert.Len(t, journalRows(t, overview.body), 50, "the overview does not filter")
}

func TestInspectorJournalFilterRefusesBadValues(t *testing.T) {
	srv, c := filteredWorld(t)
	for _, c2 := range []struct {
		query url.Values
		says  string
	}{
		{url.Values{"status": {"abc"}}, `status &#34;abc&#34; is not a status from 100 to 599 like 404, a class like 4xx`},
		{url.Values{"status": {"7xx"}}, `status &#34;7xx&#34; is not a status`},
		{url.Values{"method": {"G3T"}}, `method &#34;G3T&#34; is not an HTTP method like GET`},
		{url.Values{"operation": {strings.Repeat("x", 129)}}, "operation is longer than 128 bytes."},
		{url.Values{"method": {"GET", "POST"}}, "method is given 2 times; give it once."},
	} {
		resp := accountPage(t, srv, c, c2.query.Encode())
		require.Equal(t, http.StatusBadRequest, resp.status, c2.query)
		assert.Contains(t, resp.body, "The filter was not applied, and no request is listed: "+c2.says, c2.query)
		assert.Empty(t, journalRows(t, resp.body), "no request listed")
		assert.NotContains(t, resp.body, "data-refresh", "the page does not refresh itself")
		assert.Contains(t, resp.body, `<form class="journal-filter"`, "the form is there to correct the filter")
	}
	resp := accountPage(t, srv, c, "status=abc")
	assert.Contains(t, resp.body, `name="status" value="abc"`, "a value refused is shown again")
	resp = accountPage(t, srv, c, "method="+strings.Repeat("G", 10000))
	assert.NotContains(t, resp.body, strings.Repeat("G", 129), "a value too long is not")
}

func TestInspectorJournalFilterEscapesItsValues(t *testing.T) {
	srv, c := filteredWorld(t)
	overview := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	const hostile = `<script>alert(1)</script>`
	for _, c2 := range []struct {
		query  url.Values
		status int
	}{
		{url.Values{"operation": {hostile}}, http.StatusOK},
		{url.Values{"method": {hostile}}, http.StatusBadRequest},
		{url.Values{"status": {`"><script>alert(1)</script>`}}, http.StatusBadRequest},
	} {
		resp := accountPage(t, srv, c, c2.query.Encode())
		require.Equal(t, c2.status, resp.status, c2.query)
		assert.NotContains(t, resp.body, "<script>alert", c2.query)
		assert.Contains(t, resp.body, "&lt;script&gt;alert(1)&lt;/script&gt;", c2.query)
		assert.Equal(t, 1, strings.Count(resp.body, "<script"), "the page's own script alone")
		assert.Equal(t, overview.header.Get("Content-Security-Policy"), resp.header.Get("Content-Security-Policy"), "the policy is the page's")
	}
}
