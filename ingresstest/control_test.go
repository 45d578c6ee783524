package ingresstest_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// control sends a request to the control API of srv with the bearer token
// (none when ""), and returns the status and the decoded JSON body.
func control(t *testing.T, srv *ingresstest.Server, token, method, path, body string) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequestWithContext(t.Context(), method, srv.URL+path, rd)
	require.NoError(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	var out map[string]any
	if len(bytes.TrimSpace(raw)) > 0 {
		require.NoError(t, json.Unmarshal(raw, &out), "body %s", raw)
	}
	return resp.StatusCode, out
}

// TestControlDocumentMatchesRoutes holds the OpenAPI document the server
// serves against the routes it serves, both ways.
func TestControlDocumentMatchesRoutes(t *testing.T) {
	srv, _ := newServer(t)
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL+ingresstest.ControlPrefix+"openapi.json", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+srv.ControlToken)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	doc, err := openapi3.NewLoader().LoadFromData(raw)
	require.NoError(t, err)
	require.NoError(t, doc.Validate(t.Context()), "the document is valid OpenAPI")

	var described []string
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			described = append(described, method+" "+path)
		}
	}
	slices.Sort(described)
	served := ingresstest.ControlRoutes(srv)
	slices.Sort(served)
	assert.Equal(t, served, described)
	for _, route := range served {
		assert.True(t, strings.HasPrefix(strings.SplitN(route, " ", 2)[1], ingresstest.ControlPrefix), route)
	}
}

// hookRoutes names the control route of each hook of *Server.
var hookRoutes = map[string]string{
	"AddApplicationUser":      "POST /_ingress/accounts/{account}/application_users",
	"AddUser":                 "POST /_ingress/accounts/{account}/users",
	"AdvanceClock":            "POST /_ingress/clock/advance",
	"AgentCommands":           "GET /_ingress/accounts/{account}/tunnel_sessions/{session}/commands",
	"AgentUpdateState":        "GET /_ingress/accounts/{account}/tunnel_sessions/{session}/update_state",
	"ClearJournal":            "DELETE /_ingress/accounts/{account}/journal",
	"ClockTime":               "GET /_ingress/clock",
	"CompleteProvisioning":    "POST /_ingress/accounts/{account}/provisioning/{id}/complete",
	"EdgeAllows":              "GET /_ingress/accounts/{account}/edges/{edge}/allows",
	"Events":                  "GET /_ingress/accounts/{account}/events/{destination}",
	"FailProvisioning":        "POST /_ingress/accounts/{account}/provisioning/{id}/fail",
	"FaultStats":              "GET /_ingress/accounts/{account}/faults/stats",
	"IPRestrictionAllows":     "GET /_ingress/accounts/{account}/ip_restrictions/allows",
	"Journal":                 "GET /_ingress/accounts/{account}/journal",
	"LiftIPRestrictions":      "POST /_ingress/accounts/{account}/ip_restrictions/lift",
	"NewAccount":              "POST /_ingress/accounts",
	"Reset":                   "POST /_ingress/reset",
	"ResetAccount":            "POST /_ingress/accounts/{account}/reset",
	"Restore":                 "PUT /_ingress/snapshot",
	"SaveState":               "POST /_ingress/state",
	"SetAbuseHostnameStatus":  "POST /_ingress/accounts/{account}/abuse_reports/{report}/decisions",
	"SetAgentUpdateState":     "PUT /_ingress/accounts/{account}/tunnel_sessions/{session}/update_state",
	"SetClock":                "PUT /_ingress/clock",
	"SetFaults":               "PUT /_ingress/accounts/{account}/faults",
	"SetSourceAddr":           "PUT /_ingress/accounts/{account}/source_addr",
	"Snapshot":                "GET /_ingress/snapshot",
	"StartAgentEndpoint":      "POST /_ingress/accounts/{account}/agent_endpoints",
	"StartApplicationSession": "POST /_ingress/accounts/{account}/application_sessions",
	"StartTunnel":             "POST /_ingress/accounts/{account}/tunnels",
	"StartTunnelSession":      "POST /_ingress/accounts/{account}/tunnel_sessions",
	"StopAgentEndpoint":       "DELETE /_ingress/accounts/{account}/agent_endpoints/{endpoint}",
	"StopTunnel":              "DELETE /_ingress/accounts/{account}/tunnels/{tunnel}",
}

// TestEveryHookHasARoute fails when an exported method of *Server has no
// control route, but for those a Go test alone needs.
func TestEveryHookHasARoute(t *testing.T) {
	srv, _ := newServer(t)
	served := ingresstest.ControlRoutes(srv)
	goOnly := []string{"Client", "Close", "CloseAndSaveState", "Handler", "Routes", "OnHandled"}
	typ := reflect.TypeFor[*ingresstest.Server]()
	var hooks []string
	for m := range typ.Methods() {
		if slices.Contains(goOnly, m.Name) {
			continue
		}
		hooks = append(hooks, m.Name)
		route, ok := hookRoutes[m.Name]
		if assert.True(t, ok, "the hook %s has no control route", m.Name) {
			assert.Contains(t, served, route, "the route of %s is served", m.Name)
		}
	}
	assert.Len(t, hookRoutes, len(hooks), "every route named belongs to a hook")
}

// TestControlNeedsACredential checks that nothing under the prefix
// answers without a credential, known route or not.
func TestControlNeedsACredential(t *testing.T) {
	srv, _ := newServer(t)
	for _, path := range []string{"openapi.json", "accounts", "reset", "nothing/here", ""} {
		status, body := control(t, srv, "", http.MethodGet, ingresstest.ControlPrefix+path, "")
		assert.Equal(t, http.StatusUnauthorized, status, path)
		assert.Equal(t, "ERR_NGROK_200", body["error_code"], path)
		assert.NotEmpty(t, body["details"].(map[string]any)["operation_id"], path)
	}
}

// TestControlRefusals gives each kind of bad control request a clear 4xx.
func TestControlRefusals(t *testing.T) {
	clk := ingresstest.NewClock(time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC))
	srv, _ := newServer(t, ingresstest.WithManualClock(clk))
	a, err := srv.NewAccount()
	require.NoError(t, err)
	b, err := srv.NewAccount()
	require.NoError(t, err)
	_, member := a.AddUser(false)
	accts := ingresstest.ControlPrefix + "accounts/"
	for _, tc := range []struct {
		name, token, method, path, body string
		status                          int
		code                            string
	}{
		{"unknown route", srv.ControlToken, "GET", ingresstest.ControlPrefix + "nothing", "", 404, "ERR_INGRESSTEST_NO_ROUTE"},
		{"unknown route of an account", a.APIKey, "GET", accts + a.AccountID + "/nothing", "", 404, "ERR_INGRESSTEST_NO_ROUTE"},
		{"method not allowed", srv.ControlToken, "DELETE", ingresstest.ControlPrefix + "clock", "", 405, "ERR_INGRESSTEST_METHOD_NOT_ALLOWED"},
		{"bad JSON", srv.ControlToken, "PUT", ingresstest.ControlPrefix + "clock", `{"time":`, 400, "ERR_NGROK_213"},
		{"wrong type", a.APIKey, "POST", accts + a.AccountID + "/users", `{"admin":"yes"}`, 400, "ERR_NGROK_215"},
		{"unknown field", a.APIKey, "PUT", accts + a.AccountID + "/faults", `{"rate":1,"kindz":["429"]}`, 400, "ERR_NGROK_214"},
		{"unknown fault", a.APIKey, "PUT", accts + a.AccountID + "/faults", `{"rate":1,"kinds":["418"]}`, 400, "ERR_NGROK_213"},
		{"rate out of range", a.APIKey, "PUT", accts + a.AccountID + "/faults", `{"rate":2}`, 400, "ERR_NGROK_215"},
		{"bad duration", srv.ControlToken, "POST", ingresstest.ControlPrefix + "clock/advance", `{"by":"soon"}`, 400, "ERR_NGROK_213"},
		{"missing duration", srv.ControlToken, "POST", ingresstest.ControlPrefix + "clock/advance", `{}`, 400, "ERR_NGROK_215"},
		{"unknown account", srv.ControlToken, "POST", accts + "acct_nope/reset", "", 404, ingresstest.CodeUnknownAccount},
		{"missing credential", "", "POST", accts + a.AccountID + "/reset", "", 401, "ERR_NGROK_200"},
		{"wrong credential", "not-a-token", "POST", accts + a.AccountID + "/reset", "", 401, "ERR_NGROK_203"},
		{"a key naming another account", a.APIKey, "POST", accts + b.AccountID + "/reset", "", 403, ingresstest.CodeControlForbidden},
		{"a key naming the default account", a.APIKey, "GET", accts + srv.AccountID + "/faults/stats", "", 403, ingresstest.CodeControlForbidden},
		{"a key naming an unknown account", a.APIKey, "POST", accts + "acct_nope/reset", "", 403, ingresstest.CodeControlForbidden},
		{"a key on a route of the whole server", a.APIKey, "POST", ingresstest.ControlPrefix + "accounts", "", 403, ingresstest.CodeControlForbidden},
		{"a key of a user who is not an admin", member, "POST", accts + a.AccountID + "/reset", "", 403, ingresstest.CodeControlForbidden},
		{"a refused hook", a.APIKey, "GET", accts + a.AccountID + "/tunnel_sessions/ts_nope/update_state", "", 400, ingresstest.CodeHookRefused},
		{"a hook refused as the API refuses", a.APIKey, "POST", accts + a.AccountID + "/tunnel_sessions", `{"credential_id":"cr_nope"}`, 400, "ERR_INGRESSTEST_MISSING_REFERENCE"},
		{"the default account cannot go", srv.ControlToken, "DELETE", accts + srv.AccountID, "", 400, ingresstest.CodeHookRefused},
		{"the default account cannot go by its name either", srv.ControlToken, "DELETE", accts + "default", "", 400, ingresstest.CodeHookRefused},
		{"a key naming the default account by its name", a.APIKey, "GET", accts + "default/faults/stats", "", 403, ingresstest.CodeControlForbidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := control(t, srv, tc.token, tc.method, tc.path, tc.body)
			assert.Equal(t, tc.status, status)
			assert.Equal(t, tc.code, body["error_code"])
			assert.EqualValues(t, tc.status, body["status_code"])
			assert.NotEmpty(t, body["msg"])
		})
	}
}

// TestControlClockNeedsOne checks that the clock routes of a server on the
// wall clock answer a conflict.
func TestControlClockNeedsOne(t *testing.T) {
	srv, _ := newServer(t)
	status, body := control(t, srv, srv.ControlToken, "GET", ingresstest.ControlPrefix+"clock", "")
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, ingresstest.CodeNoClock, body["error_code"])
}
