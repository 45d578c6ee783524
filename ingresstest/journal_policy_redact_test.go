package ingresstest_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// basicAuthPolicy returns a Traffic Policy, in JSON or else in YAML, whose
// basic-auth action holds the password pass, its credentials member
// spelt name (in the syntax's own quoting).
func basicAuthPolicy(yaml bool, name, pass string) string {
	if yaml {
		return fmt.Sprintf("on_http_request:\n- actions:\n  - type: basic-auth\n    config:\n      %s: [\"user:%s\"]\n", name, pass)
	}
	return fmt.Sprintf(`{"on_http_request":[{"actions":[{"type":"basic-auth","config":{%s:["user:%s"]}}]}]}`, name, pass)
}

// jsonText returns s as a JSON string.
func jsonText(t *testing.T, s string) string {
	t.Helper()
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return string(b)
}

func TestJournalHidesThePasswordsOfTrafficPolicies(t *testing.T) {
	srv, _ := newServer(t)
	var mu sync.Mutex
	var handled []ingresstest.Handled
	srv.OnHandled(func(h ingresstest.Handled) {
		mu.Lock()
		defer mu.Unlock()
		handled = append(handled, h)
	})
	// Each password starts with "~~", which nothing else in the bodies
	// holds, and follows "user:".
	passwords := []string{"~~route-pass", "~~tcp-edge-pass", "~~tls-edge-pass", "~~endpoint-pass", "~~module-pass"}
	// call sends c and checks that the server took it, its answer holding
	// what it was sent as it was sent.
	call := func(c rawCall, status int, holds string) rawResult {
		t.Helper()
		res := send(t, srv, c)
		require.Equal(t, status, res.status, "%s %s: %s", c.method, c.path, res.body)
		assert.Contains(t, string(res.body), holds, "the answer to %s %s holds the password", c.method, c.path)
		return res
	}
	idOf := func(res rawResult) string {
		var v struct{ ID string }
		require.NoError(t, json.Unmarshal(res.body, &v))
		return v.ID
	}

	edge := idOf(call(rawCall{method: "POST", path: "/edges/https", body: `{}`}, http.StatusCreated, ""))
	route := idOf(call(rawCall{method: "POST", path: "/edges/https/" + edge + "/routes", body: `{"match_type":"path_prefix","match":"/","traffic_policy":{"enabled":true,"value":` +
		jsonText(t, basicAuthPolicy(false, `"credentials"`, passwords[0])) + `}}`}, http.StatusCreated, passwords[0]))
	call(rawCall{method: "GET", path: "/edges/https/" + edge}, http.StatusOK, passwords[0])
	call(rawCall{method: "PUT", path: "/edges/https/" + edge + "/routes/" + route + "/traffic_policy", body: `{"value":` +
		jsonText(t, basicAuthPolicy(true, "credentials", passwords[4])) + `}`}, http.StatusOK, passwords[4])
	call(rawCall{method: "POST", path: "/edges/tcp", body: `{"traffic_policy":{"value":` +
		jsonText(t, basicAuthPolicy(true, `"cred\x65ntials"`, passwords[1])) + `}}`}, http.StatusCreated, passwords[1])
	call(rawCall{method: "GET", path: "/edges/tcp"}, http.StatusOK, passwords[1])
	call(rawCall{method: "POST", path: "/edges/tls", body: `{"traffic_policy":{"value":` +
		jsonText(t, basicAuthPolicy(false, `"cred\u0065ntials"`, passwords[2])) + `}}`}, http.StatusCreated, passwords[2])
	endpoint := idOf(call(rawCall{method: "POST", path: "/endpoints", body: `{"type":"cloud","url":"https://a.internal","bindings":["internal"],"traffic_policy":` +
		jsonText(t, basicAuthPolicy(true, `"cred\u0065ntials"`, passwords[3])) + `}`}, http.StatusCreated, passwords[3]))
	call(rawCall{method: "GET", path: "/endpoints/" + endpoint}, http.StatusOK, passwords[3])

	j := srv.Journal(ingresstest.JournalFilter{})
	require.Len(t, j.Entries, 9)
	raw, err := json.Marshal(j)
	require.NoError(t, err)
	mu.Lock()
	defer mu.Unlock()
	require.Len(t, handled, 9)
	// leaks reports whether text shows a byte of a password, or the
	// user name before it.
	leaks := func(text string) bool { return strings.Contains(text, "~") || strings.Contains(text, "user:") }
	for _, e := range j.Entries {
		assert.False(t, leaks(e.Request.Text), "request of %s %s: %s", e.Method, e.Path, e.Request.Text)
		assert.False(t, leaks(e.Response.Text), "response of %s %s: %s", e.Method, e.Path, e.Response.Text)
	}
	for _, h := range handled {
		assert.False(t, leaks(h.Request.Text), "request of %s %s, as handled: %s", h.Method, h.Path, h.Request.Text)
		assert.False(t, leaks(h.Response.Text), "response of %s %s, as handled: %s", h.Method, h.Path, h.Response.Text)
	}
	assert.False(t, leaks(string(raw)), "the journal as JSON")
}
