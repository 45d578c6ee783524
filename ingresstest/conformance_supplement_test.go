package ingresstest_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/conformance"
)

// TestDescriptionHasSupplement checks that the conformance check knows the
// supplement's operations and parameters, and holds service users to its
// schemas.
func TestDescriptionHasSupplement(t *testing.T) {
	v, err := conformance.NewValidator()
	require.NoError(t, err)
	ops := v.Operations()
	for _, op := range []string{"POST /service_users", "PATCH /service_users/{id}", "GET /vaults/{id}/secrets", "GET /kubernetes_operators/{id}/bound_endpoints"} {
		assert.Contains(t, ops, op)
	}
	assert.Len(t, ops, 252, "the 235 published operations and the 17 of the supplement")

	user := `{"id":"service_1","uri":"http://h/service_users/service_1","name":"ci","active":true,"created_at":"2024-01-02T03:04:05Z"}`
	tests := []struct {
		name, target, body, problem string
	}{
		{"service user", "/service_users/service_1", user, ""},
		{"service user of the wrong type", "/service_users/service_1", `{"id":"service_1","uri":"u","active":"yes"}`, "response does not match"},
		{"service user list", "/service_users?limit=1", `{"service_users":[` + user + `],"uri":"u","next_page_uri":null}`, ""},
		{"service user list without its member", "/service_users", `{"uri":"u","next_page_uri":null}`, "response does not match"},
		{"filter on a filterable list", "/api_keys?filter=obj.id%3D%3D%22x%22", `{"keys":[],"uri":"u","next_page_uri":null}`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "http://h"+tt.target, nil)
			req.Header.Set("Authorization", "Bearer k")
			req.Header.Set("Ngrok-Version", "2")
			header := http.Header{"Content-Type": {"application/json"}}
			problems := strings.Join(v.Check(req, http.StatusOK, header, []byte(tt.body)), "\n")
			if tt.problem == "" {
				assert.Empty(t, problems)
			} else {
				assert.Contains(t, problems, tt.problem)
			}
		})
	}
}
