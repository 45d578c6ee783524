package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlanRefusesBeforeAnyWrite checks that a description with a mistake
// that the API's rules, the secret sources or the Traffic Policy checks
// find is refused by plan and by apply with exit status 1, naming the
// file, the line and the field, and that apply then changed nothing.
func TestPlanRefusesBeforeAnyWrite(t *testing.T) {
	env := startFake(t, nil)
	for _, tc := range []struct {
		name, doc, want string
	}{
		{"rule action", "ip_policies:\n  - name: office\n    rules:\n      - {cidr: 203.0.113.0/24, action: alow}\n",
			`:4: ip_policies[0].rules[0].action: must be one of "allow", "deny", got "alow"`},
		{"CIDR", "ip_policies:\n  - name: office\n    rules:\n      - cidr: 203.0.113.0/33\n        action: allow\n",
			":4: ip_policies[0].rules[0].cidr: "},
		{"domain", "reserved_domains:\n  - domain: \"not a domain\"\n",
			":2: reserved_domains[0].domain: "},
		{"hostport on a domain not reserved", "reserved_domains:\n  - domain: app.example.com\nhttps_edges:\n  - name: web\n    hostports:\n      - app.example.com:443\n      - other.example.com:443\n",
			":7: https_edges[0].hostports[1]: the domain other.example.com is not reserved"},
		{"empty name", "ip_policies:\n  - name: office\n  - name: \"\"\n    description: lab\n",
			`:3: ip_policies[1].name: is required`},
		{"secret source unset", "reserved_domains:\n  - domain: app.example.com\nvaults:\n  - name: prod\n    secrets:\n      - name: db\n        value: {env: INGRESS_TEST_UNSET}\n",
			":7: vaults[0].secrets[0]: value from env INGRESS_TEST_UNSET: environment variable INGRESS_TEST_UNSET is not set"},
		{"policy text variable", "reserved_domains:\n  - domain: app.example.com\ncloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    traffic_policy: |\n      on_http_request:\n        - expressions: [\"req.url.paht == '/'\"]\n          actions: [{type: deny}]\n",
			":8: cloud_endpoints[0].traffic_policy: on_http_request[0]: expression \"req.url.paht == '/'\": unknown variable req.url.paht; did you mean req.url.path?"},
		{"policy text unbalanced", "reserved_domains:\n  - domain: app.example.com\ncloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    traffic_policy: |\n      on_http_request:\n        - expressions: [\"(req.url.path == '/'\"]\n          actions: [{type: deny}]\n",
			":8: cloud_endpoints[0].traffic_policy: on_http_request[0]: expression"},
		{"policy text misspelt expressions", "reserved_domains:\n  - domain: app.example.com\ncloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    traffic_policy: |\n      on_http_request:\n        - expresions: [\"req.url.path == '/'\"]\n          actions: [{type: deny}]\n",
			":8: cloud_endpoints[0].traffic_policy: on_http_request[0]: expresions: unknown member of the rule; did you mean expressions?"},
		{"policy text misspelt status_code", "reserved_domains:\n  - domain: app.example.com\ncloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    traffic_policy: >\n      {\"on_http_request\": [{\"actions\": [\n        {\"type\": \"deny\",\n         \"config\": {\"status_cod\": 404}}]}]}\n",
			":9: cloud_endpoints[0].traffic_policy: on_http_request[0]: actions[0] deny: status_cod: unknown member of the config; did you mean status_code?"},
		{"policy content for body", "reserved_domains:\n  - domain: app.example.com\ncloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    policy:\n      on_http_request:\n        - actions:\n            - type: custom-response\n              config:\n                content: hello\n",
			":11: cloud_endpoints[0].policy: on_http_request[0]: actions[0] custom-response: content: unknown member of the config; did you mean body?"},
		{"reference", "https_edges:\n  - name: web\n    routes:\n      - match: /\n        backend: nowhere\n",
			":5: https_edges[0].routes[0].backend: refers to the backend \"nowhere\", which the description does not hold"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "account.yaml")
			require.NoError(t, os.WriteFile(path, []byte(tc.doc), 0o600))
			for _, args := range [][]string{{"plan", "-f", path}, {"apply", "--yes", "-f", path}} {
				r := runBin(t, env, "", args...)
				assert.Equal(t, exitFailed, r.code, "%v: %+v", args, r)
				assert.Contains(t, r.stderr, path+tc.want, "%v", args)
				assert.NotContains(t, r.stderr, "apply again", "%v", args)
				assert.Equal(t, 1, strings.Count(r.stderr, path), "%v: the file is named once, by the problem: %s", args, r.stderr)
			}
			r := runBin(t, env, "", "export")
			assert.Equal(t, exitOK, r.code, "%+v", r)
			assert.Equal(t, emptyAccount, r.stdout, "nothing was made")
		})
	}
}

// TestPlanListsEveryBrokenRuleOfAResource checks that plan lists each
// rule that one resource breaks at its own line, not only the first.
func TestPlanListsEveryBrokenRuleOfAResource(t *testing.T) {
	env := startFake(t, nil)
	path := filepath.Join(t.TempDir(), "account.yaml")
	require.NoError(t, os.WriteFile(path, []byte("ip_policies:\n  - name: office\n    rules:\n      - cidr: 203.0.113.0/33\n        action: alow\n"), 0o600))
	r := runBin(t, env, "", "plan", "-f", path)
	assert.Equal(t, exitFailed, r.code, "%+v", r)
	assert.Contains(t, r.stderr, path+`:4: ip_policies[0].rules[0].cidr: "203.0.113.0/33" is not a range in CIDR notation`+"\n")
	assert.Contains(t, r.stderr, path+`:5: ip_policies[0].rules[0].action: must be one of "allow", "deny", got "alow"`)
}
