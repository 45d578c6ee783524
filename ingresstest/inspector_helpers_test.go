package ingresstest_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reserveddomains"
)

// hostileDescription is a description that would run as script if the
// page did not escape it.
const hostileDescription = `<script>document.title="owned"</script><b>bold</b>`

// inspectedWorld is what inspectorWorld made: a server whose default
// account has resources, delivered events and a failing request.
type inspectedWorld struct {
	srv      *ingresstest.Server
	domain   *reserveddomains.ReservedDomain
	policy   *ippolicies.Policy
	dest     *events.Destination
	missing  string // the path of a GET that failed with 404, no error code
	refused  string // the path of a GET that failed with 400 and code
	code     string
	clockNow time.Time
}

// inspectorWorld starts a server on a manual clock with a reserved
// domain (of a hostile description), an IP policy whose creation an event
// destination received, a GET of an ID that does not exist (404) and one
// of a page size that is not a number (400).
func inspectorWorld(t *testing.T) inspectedWorld {
	t.Helper()
	clockNow := time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)
	srv, c := newServer(t, ingresstest.WithManualClock(ingresstest.NewClock(clockNow)))
	ctx := context.Background()
	ev := events.NewClient(c)
	dest, err := ev.Destinations.Create(ctx, &events.DestinationCreateParams{Format: events.FormatJSON, Target: events.Target{
		Kinesis: &events.Kinesis{Auth: &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}}, StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/events"},
	}})
	require.NoError(t, err)
	_, err = ev.Subscriptions.Create(ctx, &events.SubscriptionCreateParams{
		Sources: []events.SourceParams{{Type: "ip_policy_created.v0"}}, DestinationIDs: []string{dest.ID},
	})
	require.NoError(t, err)
	domain, err := reserveddomains.NewClient(c).Create(ctx, &reserveddomains.CreateParams{Domain: "inspected.ngrok.app", Description: new(hostileDescription)})
	require.NoError(t, err)
	policy, err := ippolicies.NewClient(c).Policies.Create(ctx, &ippolicies.PolicyCreateParams{Description: new("office allowlist")})
	require.NoError(t, err)
	missing := "/ip_policies/ipp_2xThisPolicyDoesNotExist0000"
	_, err = ippolicies.NewClient(c).Policies.Get(ctx, strings.TrimPrefix(missing, "/ip_policies/"))
	require.True(t, ingress.IsNotFound(err), "the failing request fails: %v", err)
	refused := "/ip_policies?limit=many"
	res := send(t, srv, rawCall{method: http.MethodGet, path: refused})
	var doc errorDoc
	require.NoError(t, json.Unmarshal(res.body, &doc))
	require.Equal(t, http.StatusBadRequest, res.status)
	require.NotEmpty(t, doc.ErrorCode)
	return inspectedWorld{srv: srv, domain: domain, policy: policy, dest: dest, missing: missing, refused: refused, code: doc.ErrorCode, clockNow: clockNow}
}

// page is one response of the inspector, read whole.
type page struct {
	status int
	header http.Header
	body   string
}

// noRedirects is a client that shows redirects instead of following
// them.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// inspect sends a request to srv with the cookies (and, when not "", a
// form body) and returns the response without following a redirect.
func inspect(t *testing.T, srv *ingresstest.Server, method, path string, form url.Values, cookies ...*http.Cookie) page {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(t.Context(), method, srv.URL+path, body)
	require.NoError(t, err)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, c := range cookies {
		req.AddCookie(c)
	}
	return sendInspector(t, req)
}

// sendInspector sends req without following a redirect, and reads the response.
func sendInspector(t *testing.T, req *http.Request) page {
	t.Helper()
	resp, err := noRedirects.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return page{status: resp.StatusCode, header: resp.Header, body: string(raw)}
}

// signIn posts the control token to the login form and returns the
// session cookie it sets.
func signIn(t *testing.T, srv *ingresstest.Server) *http.Cookie {
	t.Helper()
	resp := inspect(t, srv, http.MethodPost, ingresstest.InspectorPath+"/login", url.Values{"token": {srv.ControlToken}})
	require.Equal(t, http.StatusSeeOther, resp.status, resp.body)
	cookies, err := http.ParseSetCookie(resp.header.Get("Set-Cookie"))
	require.NoError(t, err)
	return cookies
}
