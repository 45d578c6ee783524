package ingresstest_test

import (
	"crypto/tls"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

const loginPath = ingresstest.InspectorPath + "/login"

func TestInspectorLoginRefusesAWrongToken(t *testing.T) {
	srv, _ := newServer(t)
	form := inspect(t, srv, http.MethodGet, loginPath, nil)
	assert.Equal(t, http.StatusOK, form.status)
	assert.Contains(t, form.body, `<form method="post" action="/_ingress/inspector/login"`)
	assert.Contains(t, form.body, `type="password"`)

	for name, body := range map[string]url.Values{
		"wrong token": {"token": {srv.ControlToken + "x"}},
		"empty":       {"token": {""}},
		"admin key":   {"token": {srv.APIKey}},
	} {
		resp := inspect(t, srv, http.MethodPost, loginPath, body)
		assert.Equal(t, http.StatusUnauthorized, resp.status, name)
		assert.Empty(t, resp.header.Values("Set-Cookie"), name)
		assert.Contains(t, resp.body, `id="login-error"`, name)
		assert.Contains(t, resp.body, `<form method="post"`, name, "the form again")
	}
}

// TestInspectorLoginReadsTheBodyAlone checks that a token in the URL
// signs nobody in: the form posts it in the body.
func TestInspectorLoginReadsTheBodyAlone(t *testing.T) {
	srv, _ := newServer(t)
	resp := inspect(t, srv, http.MethodPost, loginPath+"?token="+url.QueryEscape(srv.ControlToken), url.Values{})
	assert.Equal(t, http.StatusUnauthorized, resp.status)
	assert.Empty(t, resp.header.Values("Set-Cookie"))

	big := url.Values{"token": {srv.ControlToken}, "pad": {strings.Repeat("x", 8<<10)}}
	resp = inspect(t, srv, http.MethodPost, loginPath, big)
	assert.Equal(t, http.StatusBadRequest, resp.status, "a body beyond the form's bound")
	assert.Empty(t, resp.header.Values("Set-Cookie"))
}

func TestInspectorLoginSetsTheSessionCookie(t *testing.T) {
	srv, _ := newServer(t)
	resp := inspect(t, srv, http.MethodPost, loginPath, url.Values{"token": {srv.ControlToken}})
	require.Equal(t, http.StatusSeeOther, resp.status)
	assert.Equal(t, ingresstest.InspectorPath, resp.header.Get("Location"))
	require.Len(t, resp.header.Values("Set-Cookie"), 1)
	c, err := http.ParseSetCookie(resp.header.Get("Set-Cookie"))
	require.NoError(t, err)
	assert.True(t, c.HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, c.SameSite)
	assert.Equal(t, ingresstest.InspectorPath, c.Path)
	assert.True(t, strings.HasPrefix(c.Path, ingresstest.ControlPrefix))
	assert.False(t, c.Secure, "not Secure over plain HTTP")
	assert.Equal(t, int(ingresstest.InspectorSessionTime.Seconds()), c.MaxAge)
	assert.NotContains(t, c.Value, srv.ControlToken)

	overview := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	assert.Equal(t, http.StatusOK, overview.status)
	assert.Contains(t, overview.body, srv.AccountID)
}

// TestInspectorCookieIsSecureOverTLS serves the same handler over TLS,
// where the cookie must be Secure.
func TestInspectorCookieIsSecureOverTLS(t *testing.T) {
	srv, _ := newServer(t)
	hs := httptest.NewTLSServer(srv.Handler())
	defer hs.Close()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, hs.URL+loginPath, strings.NewReader(url.Values{"token": {srv.ControlToken}}.Encode()))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	client := &http.Client{
		Transport:     &http.Transport{TLSClientConfig: &tls.Config{RootCAs: hs.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs}},
		CheckRedirect: noRedirects.CheckRedirect,
	}
	resp, err := client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusSeeOther, resp.StatusCode)
	c, err := http.ParseSetCookie(resp.Header.Get("Set-Cookie"))
	require.NoError(t, err)
	assert.True(t, c.Secure)
	assert.True(t, c.HttpOnly)
	assert.Equal(t, http.SameSiteStrictMode, c.SameSite)
}

func TestInspectorWithoutASessionRedirectsToTheForm(t *testing.T) {
	w := inspectorWorld(t)
	srv := w.srv
	other, err := srv.NewAccount()
	require.NoError(t, err)
	forged := &http.Cookie{Name: "ingress_inspector", Value: "99999999999.AAAA"}
	stolen := signIn(t, ingresstest.NewServer())
	tampered := signIn(t, srv)
	at, mac, _ := strings.Cut(tampered.Value, ".")
	tampered.Value = at + "1." + mac
	for _, path := range []string{
		ingresstest.InspectorPath,
		ingresstest.InspectorPath + "/accounts/" + srv.AccountID,
		ingresstest.InspectorPath + "/accounts/" + srv.AccountID + "/resources/" + w.domain.ID,
		ingresstest.InspectorPath + "/nothing/here",
	} {
		for name, cookies := range map[string][]*http.Cookie{
			"no cookie": nil, "forged": {forged}, "another server's": {stolen}, "tampered": {tampered},
		} {
			resp := inspect(t, srv, http.MethodGet, path, nil, cookies...)
			assert.Equal(t, http.StatusSeeOther, resp.status, "%s %s", name, path)
			assert.Equal(t, loginPath, resp.header.Get("Location"), "%s %s", name, path)
			assert.NotContains(t, resp.body, w.domain.ID, "%s %s", name, path)
		}
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL+path, nil)
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+other.APIKey)
		assert.Equal(t, http.StatusSeeOther, sendInspector(t, req).status, "an account's admin key does not open the inspector: %s", path)
		req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
		assert.NotEqual(t, http.StatusSeeOther, sendInspector(t, req).status, "the control token as bearer token does: %s", path)
	}
}

// TestInspectorCookieOpensNothingElse checks that the session cookie
// authenticates the inspector's GET pages alone: not a state-changing
// request, not another control route, not the API.
func TestInspectorCookieOpensNothingElse(t *testing.T) {
	w := inspectorWorld(t)
	srv := w.srv
	c := signIn(t, srv)
	for _, r := range []struct{ method, path string }{
		{http.MethodPost, ingresstest.ControlPrefix + "reset"},
		{http.MethodPost, ingresstest.ControlPrefix + "accounts"},
		{http.MethodPut, ingresstest.ControlPrefix + "clock"},
		{http.MethodGet, ingresstest.ControlPrefix + "clock"},
		{http.MethodGet, ingresstest.ControlPrefix + "openapi.json"},
		{http.MethodGet, ingresstest.ControlPrefix + "accounts/" + srv.AccountID + "/faults/stats"},
		{http.MethodDelete, "/reserved_domains/" + w.domain.ID},
		{http.MethodGet, "/reserved_domains"},
	} {
		resp := inspect(t, srv, r.method, r.path, nil, c)
		assert.Equal(t, http.StatusUnauthorized, resp.status, "%s %s", r.method, r.path)
	}
	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
		for _, path := range []string{ingresstest.InspectorPath, ingresstest.InspectorPath + "/accounts/" + srv.AccountID + "/resources/" + w.domain.ID} {
			resp := inspect(t, srv, method, path, url.Values{}, c)
			assert.Equal(t, http.StatusMethodNotAllowed, resp.status, "%s %s", method, path)
		}
	}
	page := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	assert.Contains(t, page.body, w.domain.ID, "the domain is still there: nothing was reset or deleted")
}

func TestInspectorLogoutClearsTheCookie(t *testing.T) {
	srv, _ := newServer(t)
	c := signIn(t, srv)
	resp := inspect(t, srv, http.MethodPost, ingresstest.InspectorPath+"/logout", url.Values{}, c)
	assert.Equal(t, http.StatusSeeOther, resp.status)
	assert.Equal(t, loginPath, resp.header.Get("Location"))
	cleared, err := http.ParseSetCookie(resp.header.Get("Set-Cookie"))
	require.NoError(t, err)
	assert.Equal(t, "ingress_inspector", cleared.Name)
	assert.Empty(t, cleared.Value)
	assert.Negative(t, cleared.MaxAge)
	assert.Equal(t, ingresstest.InspectorPath, cleared.Path)

	resp = inspect(t, srv, http.MethodPost, ingresstest.InspectorPath+"/logout", url.Values{})
	assert.Equal(t, http.StatusSeeOther, resp.status)
	assert.Empty(t, resp.header.Values("Set-Cookie"), "a request without the session (another site's) signs nobody out")
}

func TestInspectorShowsTheAccounts(t *testing.T) {
	w := inspectorWorld(t)
	srv := w.srv
	other, err := srv.NewAccount()
	require.NoError(t, err)
	srv.SetFaults(ingresstest.FaultPlan{Rate: 1, Kinds: []ingresstest.Fault{ingresstest.Fault503}, Max: 1})
	_ = inspect(t, srv, http.MethodGet, "/reserved_domains", nil)
	c := signIn(t, srv)

	overview := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	require.Equal(t, http.StatusOK, overview.status)
	assert.Equal(t, "text/html; charset=utf-8", overview.header.Get("Content-Type"))
	for _, want := range []string{
		srv.AccountID, other.AccountID,
		w.domain.ID, "inspected.ngrok.app", w.policy.ID, "office allowlist",
		"/_ingress/inspector/accounts/" + srv.AccountID + "/resources/" + w.domain.ID,
		`reserved_domains</a> <span class="num">1</span>`,
		`ip_policies</a> <span class="num">1</span>`,
		w.dest.ID, "ip_policy_created.v0",
		`datetime="2026-03-04T05:06:07Z"`, "manual",
		"503 × 1",
	} {
		assert.Contains(t, overview.body, want)
	}

	one := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+"/accounts/"+other.AccountID, nil, c)
	require.Equal(t, http.StatusOK, one.status)
	assert.Contains(t, one.body, `<section class="account" id="account-`+other.AccountID+`"`)
	assert.NotContains(t, one.body, w.domain.ID, "another account's page shows its own resources")

	rec := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+"/accounts/"+srv.AccountID+"/resources/"+w.domain.ID, nil, c)
	require.Equal(t, http.StatusOK, rec.status)
	assert.Equal(t, "application/json", rec.header.Get("Content-Type"))
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(rec.body), &got))
	assert.Equal(t, w.domain.ID, got["id"])
	assert.Equal(t, hostileDescription, got["description"])

	for _, path := range []string{
		"/accounts/acct_none",
		"/accounts/" + other.AccountID + "/resources/" + w.domain.ID,
		"/accounts/" + srv.AccountID + "/resources/ipp_none",
		"/nothing/here",
	} {
		assert.Equal(t, http.StatusNotFound, inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+path, nil, c).status, path)
	}
}

// TestInspectorBoundsItsLists checks that a page lists at most 50 items
// of a family, and says how many there are.
func TestInspectorBoundsItsLists(t *testing.T) {
	srv, _ := newServer(t)
	ingresstest.SeedAPIKeys(srv, srv.AdminID, 500)
	c := signIn(t, srv)
	resp := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	require.Equal(t, http.StatusOK, resp.status)
	assert.Contains(t, resp.body, `api_keys <span class="count">501</span>`)
	assert.Contains(t, resp.body, "The newest 50 of 501.")
	assert.Equal(t, 50, strings.Count(resp.body, "/resources/ak_"))
}

func TestInspectorEscapesResourceFields(t *testing.T) {
	w := inspectorWorld(t)
	c := signIn(t, w.srv)
	resp := inspect(t, w.srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	require.Equal(t, http.StatusOK, resp.status)
	assert.NotContains(t, resp.body, hostileDescription)
	assert.NotContains(t, resp.body, "<b>bold</b>")
	assert.Contains(t, resp.body, `&lt;script&gt;document.title=&#34;owned&#34;&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt;`)
	assert.Equal(t, 1, strings.Count(resp.body, "<script"), "the page's own script alone")
}

// TestInspectorFetchesNothingFromElsewhere checks the page's policy and
// that what it loads is its own.
func TestInspectorFetchesNothingFromElsewhere(t *testing.T) {
	w := inspectorWorld(t)
	c := signIn(t, w.srv)
	for _, path := range []string{loginPath, ingresstest.InspectorPath} {
		resp := inspect(t, w.srv, http.MethodGet, path, nil, c)
		csp := resp.header.Get("Content-Security-Policy")
		assert.Contains(t, csp, "default-src 'none'", path)
		assert.Contains(t, csp, "script-src 'self'", path)
		assert.Contains(t, csp, "style-src 'self'", path)
		assert.Contains(t, csp, "frame-ancestors 'none'", path)
		assert.Equal(t, "no-store", resp.header.Get("Cache-Control"), path)
		assert.NotContains(t, resp.body, "http://", path)
		assert.NotContains(t, resp.body, "https://", path)
		assert.NotContains(t, resp.body, "//cdn", path)
	}
	for path, kind := range map[string]string{"/assets/inspector.css": "text/css", "/assets/inspector.js": "text/javascript"} {
		resp := inspect(t, w.srv, http.MethodGet, ingresstest.InspectorPath+path, nil)
		assert.Equal(t, http.StatusOK, resp.status, "assets need no session: the form uses them")
		assert.Contains(t, resp.header.Get("Content-Type"), kind)
		assert.NotContains(t, resp.body, "http", path)
	}
	assert.Equal(t, http.StatusNotFound, inspect(t, w.srv, http.MethodGet, ingresstest.InspectorPath+"/assets/page.html", nil).status)
}

// TestInspectorNeverShowsTheToken reads every page, form and link of
// the inspector, signed in and not, and finds the control token in
// none of them, their headers, the cookie or a URL.
func TestInspectorNeverShowsTheToken(t *testing.T) {
	w := inspectorWorld(t)
	srv := w.srv
	c := signIn(t, srv)
	assert.NotContains(t, c.Value, srv.ControlToken)
	responses := []page{
		inspect(t, srv, http.MethodGet, loginPath, nil),
		inspect(t, srv, http.MethodPost, loginPath, url.Values{"token": {srv.ControlToken}}),
		inspect(t, srv, http.MethodPost, loginPath, url.Values{"token": {srv.ControlToken[:20]}}),
		inspect(t, srv, http.MethodGet, ingresstest.InspectorPath+"/nothing", nil, c),
	}
	overview := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	responses = append(responses, overview)
	for _, link := range hrefs(overview.body) {
		if strings.HasPrefix(link, "/") {
			responses = append(responses, inspect(t, srv, http.MethodGet, link, nil, c))
		}
	}
	// The logout comes last: it ends the session the cookie stands for.
	responses = append(responses, inspect(t, srv, http.MethodPost, ingresstest.InspectorPath+"/logout", url.Values{}, c))
	require.Greater(t, len(responses), 10)
	for i, resp := range responses {
		assert.NotContains(t, resp.body, srv.ControlToken, "response %d", i)
		assert.NotContains(t, resp.body, srv.ControlToken[:20], "response %d", i)
		assert.NotContains(t, resp.body, c.Value, "response %d", i)
		for name, values := range resp.header {
			for _, v := range values {
				assert.NotContains(t, v, srv.ControlToken, "response %d, header %s", i, name)
			}
		}
	}
}

// hrefs returns the targets of the links of an HTML page.
func hrefs(body string) []string {
	var out []string
	for _, part := range strings.Split(body, `href="`)[1:] {
		link, _, _ := strings.Cut(part, `"`)
		out = append(out, strings.ReplaceAll(link, "&amp;", "&"))
	}
	return out
}

// TestInspectorPathsDoNotReachTheControlAPI checks that a path that
// starts as the inspector's but leads elsewhere is not served without the
// bearer token: the server redirects to the clean path (307), which asks
// for it, or refuses the method.
func TestInspectorPathsDoNotReachTheControlAPI(t *testing.T) {
	w := inspectorWorld(t)
	srv := w.srv
	c := signIn(t, srv)
	for _, path := range []string{
		ingresstest.InspectorPath + "/../reset",
		ingresstest.InspectorPath + "/%2e%2e/reset",
		ingresstest.InspectorPath + "/./../../_ingress/reset",
	} {
		resp := inspect(t, srv, http.MethodPost, path, url.Values{}, c)
		assert.GreaterOrEqual(t, resp.status, 300, "%s is answered with a redirect or a refusal", path)
	}
	page := inspect(t, srv, http.MethodGet, ingresstest.InspectorPath, nil, c)
	assert.Contains(t, page.body, w.domain.ID, "no reset happened")
}
