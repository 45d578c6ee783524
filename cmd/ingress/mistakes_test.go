package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlanPrintsEveryUnknownField checks that plan and apply print each
// misspelt key of a file on its own line, nested ones included, each
// with its suggestion, after a line that says the description is
// refused, before anything reaches the API.
func TestPlanPrintsEveryUnknownField(t *testing.T) {
	path := writeFile(t, "account.yaml", `cloud_endpoints:
  - name: app
    urll: https://app.example.com
https_edges:
  - name: web
    routes:
      - match: /
        circuit_breaker:
          volume_treshold: 20
`)
	want := "ingress: the description is refused:\n" +
		path + ":3: cloud_endpoints[0].urll: unknown field; did you mean url?\n" +
		path + ":9: https_edges[0].routes[0].circuit_breaker.volume_treshold: unknown field; did you mean volume_threshold?\n"
	for _, args := range [][]string{{"plan", "-f", path}, {"apply", "--yes", "-f", path}} {
		r := runIn(t, nil, args...)
		assert.Equal(t, exitFailed, r.code, "%v: %+v", args, r)
		assert.Equal(t, want, r.stderr, "%v", args)
		assert.Empty(t, r.stdout, "%v", args)
	}
}
