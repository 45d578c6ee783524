package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// panickyBody is a request body that panics when read.
type panickyBody struct{}

func (panickyBody) Read([]byte) (int, error) { panic("the body exploded") }
func (panickyBody) Close() error             { return nil }

// TestRecoveredPanic shows that a panic in a handler becomes a 500 with an
// error body, and that the server goes on serving.
func TestRecoveredPanic(t *testing.T) {
	srv, _ := newServer(t)
	ingresstest.Use(srv, func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("X-Explode") != "" {
				r.Body = panickyBody{}
			}
			next.ServeHTTP(w, r)
		})
	})
	doc := requireError(t, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{}`, header: map[string]string{"X-Explode": "1"}}), 500, ingresstest.CodeInternal)
	assert.Contains(t, doc.Msg, "the body exploded")
	assert.Equal(t, http.StatusCreated, send(t, srv, rawCall{method: "POST", path: "/api_keys", body: `{}`}).status, "still serving")
}

// FuzzRequest sends arbitrary methods, paths, queries and bodies to the
// server and checks that every answer is a success with a JSON body or an
// error document, never a 500 (which a recovered panic would be).
func FuzzRequest(f *testing.F) {
	for _, seed := range []struct{ method, path, query, body string }{
		{"GET", "/api_keys", "", ""},
		{"GET", "/api_keys", "limit=7&before_id=ak_000000000000000000000000000", ""},
		{"GET", "/api_keys", "limit=%zz", ""},
		{"POST", "/api_keys", "", `{"description":"d","metadata":"m"}`},
		{"POST", "/api_keys", "", `{"owner_id":"usr_000000000000000000000000000"}`},
		{"POST", "/api_keys", "", `{"owner_id":""}`},
		{"POST", "/api_keys", "", `{"description":null,"metadata":[]}`},
		{"POST", "/api_keys", "", "\x00\xff{"},
		{"POST", "/api_keys", "", `[{"a":1}]`},
		{"PATCH", "/api_keys/ak_000000000000000000000000000", "", `{"description":"x"}`},
		{"PATCH", "/api_keys/%2F", "", `{}`},
		{"DELETE", "/api_keys/..", "", ""},
		{"GET", "/api_keys/ak_x/..//", "", ""},
		{"OPTIONS", "/api_keys", "", ""},
		{"BREW", "/", "", "{}"},
		{"GET", "", "", ""},
		{"POST", "/credentials", "", `{"acl":["bind:*"]}`},
		{"POST", "/ip_policy_rules", "", `{"cidr":"10.0.0.0/8","ip_policy_id":"ipp_x","action":"allow"}`},
		{"PUT", "/edges/https/edghts_x/routes/edghtsrt_x/ip_restriction", "", `{"ip_policy_ids":["ipp_x"]}`},
		{"POST", "/ip_restrictions", "", `{"type":"api","ip_policy_ids":["ipp_x"],"enforced":true}`},
		{"PATCH", "/ip_restrictions/ipx_x", "", `{"ip_policy_ids":[],"enforced":false}`},
	} {
		f.Add(seed.method, seed.path, seed.query, seed.body)
	}
	srv, _ := newServer(f)
	h := srv.Handler()
	f.Fuzz(func(t *testing.T, method, path, query, body string) {
		if method == "" || strings.ContainsAny(method, " \t\r\n") {
			method = "GET"
		}
		req := httptest.NewRequest("GET", "/", strings.NewReader(body))
		req.Method = method
		req.URL = &url.URL{Path: path, RawQuery: query}
		req.Header.Set("Authorization", "Bearer "+srv.APIKey)
		req.Header.Set("Ngrok-Version", "2")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		raw := rec.Body.Bytes()
		switch {
		case res.StatusCode >= 500:
			t.Fatalf("%s %q ?%q %q: %d %s", method, path, query, body, res.StatusCode, raw)
		case res.StatusCode >= 400:
			require.NoError(t, conformance.CheckErrorBody(res.StatusCode, raw), "%s %q", method, path)
		case res.StatusCode >= 300:
			assert.NotEmpty(t, res.Header.Get("Location"), "a redirect to the clean path")
		case res.StatusCode == http.StatusNoContent:
			assert.Empty(t, raw)
		default:
			assert.True(t, json.Valid(raw), "%s %q: %d %s", method, path, res.StatusCode, raw)
		}
	})
}
