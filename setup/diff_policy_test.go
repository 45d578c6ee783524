package setup_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/setup"
)

// denyPolicy is a policy of two rules; the second denies requests to
// path with status.
func denyPolicy(path string, status int) string {
	return fmt.Sprintf(`on_http_request:
  - name: log
    expressions: ["req.url.path.startsWith('/api')"]
    actions: [{type: log, config: {metadata: {team: web}}}]
  - name: block
    expressions: ["req.url.path == '%s'"]
    actions: [{type: deny, config: {status_code: %d}}]
`, path, status)
}

// policyAccount describes one cloud endpoint whose policy is policy.
func policyAccount(policy string) setup.Account {
	return setup.Account{CloudEndpoints: []setup.CloudEndpoint{{
		Name: "web", URL: "https://web.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
		TrafficPolicy: policy}}}
}

// TestDiffPolicyLines changes one member of one rule of an endpoint's
// policy: the diff shows the policy as YAML under the field, the changed
// lines marked "-" and "+" and the rule they are in unmarked, with no
// escaped JSON.
func TestDiffPolicyLines(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, policyAccount(denyPolicy("/admin", 403)))
	p, err := setup.NewPlan(t.Context(), c, policyAccount(denyPolicy("/private", 403)))
	require.NoError(t, err)
	diff := p.String()
	assert.NotContains(t, diff, `\"`, "escaped JSON in:\n%s", diff)
	assert.Contains(t, diff, "    ~ traffic_policy:\n", diff)
	assert.Contains(t, diff, "\n          - name: block\n", diff)
	assert.Contains(t, diff, "\n      -       - req.url.path == '/admin'\n", diff)
	assert.Contains(t, diff, "\n      +       - req.url.path == '/private'\n", diff)
	assert.Equal(t, 2, strings.Count(diff, "\n      -")+strings.Count(diff, "\n      +"),
		"only the changed member is marked:\n%s", diff)
}

// TestDiffPolicyCreate shows a created endpoint's policy as a YAML block
// under its field.
func TestDiffPolicyCreate(t *testing.T) {
	srv, _ := counted(t)
	p, err := setup.NewPlan(t.Context(), srv.Client(), policyAccount(denyPolicy("/admin", 403)))
	require.NoError(t, err)
	diff := p.String()
	assert.NotContains(t, diff, `\"`, "escaped JSON in:\n%s", diff)
	assert.Contains(t, diff, "    traffic_policy:\n        on_http_request:\n          - name: log\n", diff)
}

// TestDiffPolicyLarge falls back, for policies too long to compare line
// by line, to the whole old and new documents.
func TestDiffPolicyLarge(t *testing.T) {
	var b strings.Builder
	b.WriteString("on_http_request:\n")
	for i := range 400 {
		fmt.Fprintf(&b, "  - name: r%d\n    expressions: [\"req.url.path == '/%d'\"]\n    actions: [{type: deny}]\n", i, i)
	}
	big := b.String()
	srv, _ := counted(t)
	c := srv.Client()
	apply(t, c, policyAccount(big))
	p, err := setup.NewPlan(t.Context(), c, policyAccount(strings.Replace(big, "'/7'", "'/seven'", 1)))
	require.NoError(t, err)
	diff := p.String()
	assert.Contains(t, diff, "\n      -   - name: r399\n", diff[:200])
	assert.Contains(t, diff, "\n      +   - name: r399\n", diff[:200])
	assert.Contains(t, diff, "'/seven'", diff[:200])
}
