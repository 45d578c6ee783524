package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// deviations lists, with its reason, every place where the conformance
// check departs from the published OpenAPI description
// (internal/testsupport/conformance/testdata/openapi.yaml). conformance.LoadDescription
// applies them.
var deviations = []struct{ what, why string }{
	{"servers are dropped; routes match on the path alone",
		"the description pins the production host, so a router built from it matches no request to a test server"},
	{"array query parameters of GET /endpoints get string items",
		"the description declares them without items, which OpenAPI 3.0 requires; the document does not load otherwise"},
	{"the limit query parameter is an integer from 1 to 100",
		"the description types it as a string; the API takes a number and refuses others with a 400"},
	{"properties may be null, except id, uri, created_at, lists and maps unless their description says null",
		"the description marks nothing nullable, but SPEC.md (convention 8) and the descriptions themselves return null for unset values: next_page_uri on the last page, token after creation, unconfigured modules, absent refs"},
	{"id and uri are required in response-only schemas, and the item member and next_page_uri in list envelopes",
		"nothing in the description is required, so schema validation alone would accept a resource without its identity"},
	{"error responses are checked against the error document, not the description",
		"the description declares no error responses; the documented shape is {error_code, status_code, msg, details: {operation_id}} with status_code equal to the HTTP status"},
	{"module PUT bodies are validated as the module object itself",
		"the description wraps them as {edge_id, id, module}; the API takes the module object as the body"},
	{"an operation counts as exercised only when it answered 2xx",
		"an error answer shows the route exists, not that its success body conforms"},
	{"the supplement (internal/conformance/testdata/supplement.yaml) is merged in, as its SUPPLEMENT.md says",
		"the operations the official client has beyond the published description (service users among them) are checked too"},
}

// TestConformance runs the scenario of every family on a server whose
// client checks every call against the published description, then checks
// that every operation the server serves was exercised.
func TestConformance(t *testing.T) {
	for _, d := range deviations {
		t.Logf("deviation: %s: %s", d.what, d.why)
	}
	v, err := conformance.NewValidator()
	require.NoError(t, err)
	t.Run("scenarios", func(t *testing.T) {
		for _, sc := range conformance.Scenarios {
			t.Run(sc.Name, func(t *testing.T) {
				t.Parallel()
				sc.Run(v.NewEnv(t))
			})
		}
	})
	srv := ingresstest.NewServer()
	defer srv.Close()
	served := v.Served(srv)
	require.Contains(t, served, "POST /api_keys", "the server serves no operation of the description")
	exercised := v.Exercised()
	var missed []string
	for _, op := range served {
		if !slices.Contains(exercised, op) {
			missed = append(missed, op)
		}
	}
	assert.Empty(t, missed, "operations the server serves that no scenario exercised")
	t.Logf("%d operations served, %d exercised", len(served), len(served)-len(missed))
}

// TestValidatorCatchesMismatches shows that the check fails what it
// should, and passes what the API does.
func TestValidatorCatchesMismatches(t *testing.T) {
	v, err := conformance.NewValidator()
	require.NoError(t, err)
	key := `{"id":"ak_1","uri":"http://h/api_keys/ak_1","description":"","metadata":"","created_at":"2024-01-02T03:04:05Z","token":null,"owner_id":"usr_1"}`
	errorDoc := `{"error_code":"ERR_NGROK_404","status_code":404,"msg":"not found","details":{"operation_id":"op_1"}}`
	tests := []struct {
		name           string
		method, target string
		version        string
		status         int
		body           string
		problem        string // "" when the call conforms
	}{
		{"get", "GET", "/api_keys/ak_1", "2", 200, key, ""},
		{"list, last page", "GET", "/api_keys?limit=7", "2", 200, `{"keys":[` + key + `],"uri":"http://h/api_keys","next_page_uri":null}`, ""},
		{"delete", "DELETE", "/api_keys/ak_1", "2", 204, "", ""},
		{"error", "GET", "/api_keys/ak_1", "2", 404, errorDoc, ""},
		{"unknown route, error", "GET", "/nothing", "2", 404, errorDoc, ""},
		{"wrong type", "GET", "/api_keys/ak_1", "2", 200, `{"id":1,"uri":"u"}`, "response does not match"},
		{"no id", "GET", "/api_keys/ak_1", "2", 200, `{"uri":"u"}`, "response does not match"},
		{"null id", "GET", "/api_keys/ak_1", "2", 200, `{"id":null,"uri":"u"}`, "response does not match"},
		{"null list", "GET", "/api_keys", "2", 200, `{"keys":null,"uri":"u","next_page_uri":null}`, "response does not match"},
		{"no next_page_uri", "GET", "/api_keys", "2", 200, `{"keys":[],"uri":"u"}`, "response does not match"},
		{"undeclared status", "POST", "/api_keys", "2", 200, key, "status is not supported"},
		{"limit not a number", "GET", "/api_keys?limit=abc", "2", 200, `{"keys":[],"uri":"u","next_page_uri":null}`, "request does not match"},
		{"no version header", "GET", "/api_keys/ak_1", "", 200, key, "request does not match"},
		{"unknown route, success", "GET", "/nothing", "2", 200, `{}`, "no such operation"},
		{"bad error document", "GET", "/api_keys/ak_1", "2", 404, `{"error_code":"ERR_NGROK_404","status_code":400,"msg":"x","details":{}}`, "status_code"},
		{"redirect", "GET", "/api_keys/ak_1", "2", 302, "", "unexpected status"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(tt.method, "http://h"+tt.target, nil)
			req.Header.Set("Authorization", "Bearer k")
			if tt.version != "" {
				req.Header.Set("Ngrok-Version", tt.version)
			}
			header := http.Header{"Content-Type": {"application/json"}}
			problems := strings.Join(v.Check(req, tt.status, header, []byte(tt.body)), "\n")
			if tt.problem == "" {
				assert.Empty(t, problems)
			} else {
				assert.Contains(t, problems, tt.problem)
			}
		})
	}
	assert.Contains(t, v.Exercised(), "GET /api_keys/{id}")
	assert.NotContains(t, v.Exercised(), "GET /abuse_reports/{id}")
}
