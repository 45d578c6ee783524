package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPlanChecksPoliciesForTheirEndpoint checks that a cloud endpoint's
// policy, as text or typed, is checked for that endpoint as the API
// checks it (trafficpolicy.ValidateFor): an HTTP phase on a tcp://
// endpoint, a rule without actions and an action after a terminating one
// are refused at plan time, at their line, not at apply. The same policy
// on an HTTPS endpoint passes.
func TestPlanChecksPoliciesForTheirEndpoint(t *testing.T) {
	problems := planProblems(t, `
reserved_addrs:
  - name: db
cloud_endpoints:
  - name: tcp
    url: tcp://1.tcp.ngrok.io:20000
    traffic_policy: |
      on_http_request:
        - actions: [{type: deny}]
  - name: unreachable
    url: https://app.example.com
    policy:
      on_http_request:
        - actions:
            - type: deny
            - type: custom-response
              config: {status_code: 200}
  - name: without-actions
    url: https://other.example.com
    policy:
      on_http_request:
        - name: nothing
reserved_domains:
  - domain: "*.example.com"
`)
	if assert.Len(t, problems, 4, "%q", problems) {
		assert.Equal(t, "account.yaml:6: cloud_endpoints[0].url: the address 1.tcp.ngrok.io:20000 is not reserved: a tcp URL needs an address the account has reserved", problems[0],
			"the address of a reserved address described is the API's choice")
		problems = problems[1:]
		assert.Contains(t, problems[0], "account.yaml:9: cloud_endpoints[0].traffic_policy: on_http_request[0]: actions[0] deny: invalid phase on_http_request for protocol tcp")
		assert.Contains(t, problems[1], "account.yaml:16: cloud_endpoints[1].policy: on_http_request[0]: actions[1] custom-response: action custom-response is unreachable")
		assert.Contains(t, problems[2], "account.yaml:22: cloud_endpoints[2].policy: on_http_request[0] (rule \"nothing\"): actions: a rule must define at least one action")
	}
	assert.Empty(t, planProblems(t, `
reserved_domains:
  - domain: app.example.com
cloud_endpoints:
  - name: https
    url: https://app.example.com
    traffic_policy: |
      on_http_request:
        - actions: [{type: deny}]
`))
}
