package ingresstest_test

import (
	"encoding/json"
	"net/http"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ingresstest/internal/errcatalog"
)

// provocation makes, on a server of its own, the requests that end in one
// error code, and returns the last answer.
type provocation func(t *testing.T) rawResult

// servedCodeProvocations holds one provocation per code of the API that
// the catalogue marks Served, keyed by the code. Each family of codes
// keeps its provocations in a file of its own.
var servedCodeProvocations = joinProvocations(
	requestProvocations,
	endpointProvocations,
	policyProvocations,
	policyFieldProvocations,
	reservationProvocations,
	domainRuleProvocations,
	ipProvocations,
	vaultProvocations,
	agentsProvocations,
	eventingProvocations,
	routingProvocations,
	backendProvocations,
	edgeProvocations,
	certsProvocations,
	identityProvocations,
	referenceProvocations,
	quotaProvocations,
)

// TestServedCodes checks that each code of the API that the catalogue
// marks Served is provoked over HTTP and answered with the catalogue's
// status, and that the table holds exactly those codes.
func TestServedCodes(t *testing.T) {
	var served []string
	for _, e := range errcatalog.Entries() {
		if e.Class == errcatalog.Served && e.Own == "" {
			served = append(served, e.Name())
		}
	}
	var missing, extra []string
	for _, code := range served {
		if _, ok := servedCodeProvocations[code]; !ok {
			missing = append(missing, code)
		}
	}
	for code := range servedCodeProvocations {
		if !slices.Contains(served, code) {
			extra = append(extra, code)
		}
	}
	slices.Sort(missing)
	slices.Sort(extra)
	assert.Empty(t, missing, "codes the catalogue marks Served that no provocation provokes")
	assert.Empty(t, extra, "provocations of codes the catalogue does not mark Served")
	if len(missing)+len(extra) > 0 {
		t.FailNow()
	}

	slices.Sort(served)
	for _, code := range served {
		t.Run(code, func(t *testing.T) {
			t.Parallel()
			status, ok := errcatalog.ServedStatus(code)
			require.True(t, ok, "the catalogue has no status for %s", code)
			requireError(t, servedCodeProvocations[code](t), status, code)
		})
	}
}

// joinProvocations returns the provocations of every family in one map;
// a code that two families provoke is a mistake of the table.
func joinProvocations(families ...map[string]provocation) map[string]provocation {
	all := map[string]provocation{}
	for _, family := range families {
		for code, p := range family {
			if _, dup := all[code]; dup {
				panic("two provocations of " + code)
			}
			all[code] = p
		}
	}
	return all
}

// requestProvocations provoke the codes of authentication, of the
// request's form, of lists and of the limits on callers.
var requestProvocations = map[string]provocation{
	"ERR_NGROK_200": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": ""}})
	},
	"ERR_NGROK_201": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": "Token abc_def"}})
	},
	"ERR_NGROK_202": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": "Bearer not-a-key"}})
	},
	"ERR_NGROK_203": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Authorization": "Bearer " + unknownToken}})
	},
	"ERR_NGROK_206": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		created := send(t, srv, rawCall{method: http.MethodPost, path: "/credentials", body: `{}`})
		var cred struct{ Token string }
		require.NoError(t, json.Unmarshal(created.body, &cred))
		return send(t, srv, asUser(cred.Token, rawCall{method: http.MethodGet, path: "/api_keys"}))
	},
	"ERR_NGROK_208": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		return send(t, srv, asUser(apiKeyID(t, srv), rawCall{method: http.MethodGet, path: "/api_keys"}))
	},
	"ERR_NGROK_213": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPost, path: "/api_keys", body: `{`})
	},
	"ERR_NGROK_214": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPost, path: "/api_keys", body: `{"descripton":"d"}`})
	},
	"ERR_NGROK_215": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPost, path: "/api_keys", body: `{"description":1}`})
	},
	"ERR_NGROK_217": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Ngrok-Version": "3"}})
	},
	"ERR_NGROK_218": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys", header: map[string]string{"Ngrok-Version": ""}})
	},
	"ERR_NGROK_220": func(t *testing.T) rawResult {
		srv, _ := newServer(t)
		policy := createRaw(t, srv, "/ip_policies", `{}`)
		createRaw(t, srv, "/ip_policy_rules", `{"ip_policy_id":"`+policy+`","cidr":"192.0.2.0/24","action":"allow"}`)
		createRaw(t, srv, "/ip_restrictions", `{"type":"api","enforced":true,"ip_policy_ids":["`+policy+`"]}`)
		srv.SetSourceAddr(netip.MustParseAddr("198.51.100.7"))
		return send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys"})
	},
	"ERR_NGROK_226": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithRateLimit(1, time.Hour))
		send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys"})
		return send(t, srv, rawCall{method: http.MethodGet, path: "/api_keys"})
	},
	"ERR_NGROK_227": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys?before_id=ipp_x"})
	},
	"ERR_NGROK_233": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys?limit=0"})
	},
	"ERR_NGROK_238": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodPost, path: "/event_subscriptions", body: `{"sources":[{"type":"no_such_event.v0"}]}`})
	},
	"ERR_NGROK_250": func(t *testing.T) rawResult {
		return sendNew(t, rawCall{method: http.MethodGet, path: "/api_keys?filter=" + url.QueryEscape(`obj.no_such_member == "x"`)})
	},
}

// sendNew sends c to a server of its own and returns the answer.
func sendNew(t *testing.T, c rawCall) rawResult {
	t.Helper()
	srv, _ := newServer(t)
	return send(t, srv, c)
}

// createRaw creates a resource by a raw POST of body to path, requires
// that it succeeds and returns the new resource's ID.
func createRaw(t *testing.T, srv *ingresstest.Server, path, body string) string {
	t.Helper()
	return requireID(t, send(t, srv, rawCall{method: http.MethodPost, path: path, body: body}))
}

// requireID requires that res is a success and returns the ID its body
// gives.
func requireID(t *testing.T, res rawResult) string {
	t.Helper()
	require.Less(t, res.status, 300, "body: %s", res.body)
	var created struct {
		ID string `json:"id"`
	}
	require.NoError(t, json.Unmarshal(res.body, &created))
	require.NotEmpty(t, created.ID, "body: %s", res.body)
	return created.ID
}

// jsonOf returns v as JSON text.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// patchRaw sends a raw PATCH of body to path.
func patchRaw(t *testing.T, srv *ingresstest.Server, path, body string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{method: http.MethodPatch, path: path, body: body})
}

// deleteRaw sends a raw DELETE of path.
func deleteRaw(t *testing.T, srv *ingresstest.Server, path string) rawResult {
	t.Helper()
	return send(t, srv, rawCall{method: http.MethodDelete, path: path})
}

// longText returns a string of n letters.
func longText(n int) string { return strings.Repeat("x", n) }
