package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// endpointPolicy is a description of a cloud endpoint whose policy denies
// requests to path.
func endpointPolicy(t *testing.T, path string) string {
	t.Helper()
	text := `cloud_endpoints:
  - name: api
    url: https://api.internal
    bindings: [internal]
    traffic_policy: |
      on_http_request:
        - name: block
          expressions: ["req.url.path == '` + path + `'"]
          actions: [{type: deny}]
`
	file := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(file, []byte(text), 0o600))
	return file
}

// TestPlanPolicyDiff checks that plan shows a changed policy as YAML
// lines under the field, the changed one marked, with no escaped JSON.
func TestPlanPolicyDiff(t *testing.T) {
	vars := serverFor(t, func() {})
	r := runIn(t, vars, "apply", "--yes", "-f", endpointPolicy(t, "/admin"))
	require.Equal(t, exitOK, r.code, "%+v", r)
	r = runIn(t, vars, "plan", "-f", endpointPolicy(t, "/private"))
	require.Equal(t, exitChanges, r.code, "%+v", r)
	diff := r.stdout[strings.Index(r.stdout, "\n")+1:]
	assert.Equal(t, `    ~ traffic_policy:
        on_http_request:
          - name: block
            expressions:
      -       - req.url.path == '/admin'
      +       - req.url.path == '/private'
            actions:
              - type: deny
Plan: 0 to create, 1 to update, 0 to replace, 0 to delete.
`, diff)
}
