package setup_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/setup"
)

// parseMaxAlloc bounds the bytes Parse may allocate while refusing a
// small hostile file: reading its nodes, never expanding them.
const parseMaxAlloc = 64 << 20

// aliasedRules returns an account file of about 14 KB whose aliases
// expand to a million IP rules, each with an 8 KB description: 8 GB.
func aliasedRules() string {
	return "ip_policies:\n" +
		"  - &p {name: office, description: &d \"" + strings.Repeat("x", 8_000) + "\", rules: &r [" +
		"&rule {cidr: 10.0.0.0/8, action: allow, description: *d}, " + strings.Repeat("*rule, ", 998) + "*rule]}\n" +
		strings.Repeat("  - *p\n", 999)
}

// aliasedPolicy returns an account file of about 130 KB whose typed
// policy holds 10,000 aliases of a 100 KB scalar: 1 GB.
func aliasedPolicy() string {
	return "cloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    policy:\n" +
		"      on_http_request:\n        - actions:\n            - type: future-action\n" +
		"              config: [&a \"" + strings.Repeat("x", 100_000) + "\", " + strings.Repeat("*a, ", 9_999) + "*a]\n"
}

func TestParseRefusesExpandingAliasesCheaply(t *testing.T) {
	for name, doc := range map[string]string{"rules": aliasedRules(), "typed policy": aliasedPolicy()} {
		var err error
		used := testkit.Allocated(func() { _, err = setup.Parse("account.yaml", []byte(doc)) })
		assert.ErrorContains(t, err, "account.yaml: the YAML document expands to more than", name)
		assert.Less(t, used, uint64(parseMaxAlloc), "bytes allocated refusing %s", name)
	}
}

func TestParseReadsAFewAliasesAsTheirAnchors(t *testing.T) {
	aliased, err := setup.Parse("account.yaml", []byte(`
ip_policies:
  - name: office
    metadata: &m {team: infra}
    rules:
      - &r {cidr: 10.0.0.0/8, action: allow}
  - name: lab
    metadata: *m
    rules: [*r]
cloud_endpoints:
  - name: app
    url: https://app.example.com
    policy:
      on_http_request:
        - name: &n api
          actions: [{type: custom-response, config: {body: *n}}]
`))
	require.NoError(t, err)
	written, err := setup.Parse("account.yaml", []byte(`
ip_policies:
  - name: office
    metadata: {team: infra}
    rules:
      - {cidr: 10.0.0.0/8, action: allow}
  - name: lab
    metadata: {team: infra}
    rules: [{cidr: 10.0.0.0/8, action: allow}]
cloud_endpoints:
  - name: app
    url: https://app.example.com
    policy:
      on_http_request:
        - name: api
          actions: [{type: custom-response, config: {body: api}}]
`))
	require.NoError(t, err)
	assert.Equal(t, written, aliased)
}

func TestParseRefusesAmbiguousFiles(t *testing.T) {
	for name, tt := range map[string]struct{ doc, want string }{
		"second document": {"vaults:\n  - name: a\n---\nvaults:\n  - name: b\n",
			"account.yaml:3: a second YAML document is not allowed"},
		"duplicate field": {"vaults:\n  - name: a\n    name: b\n",
			`account.yaml:3: the key "name" is given twice, first at account.yaml:2`},
		"duplicate map key": {"ip_policies:\n  - name: a\n    metadata:\n      team: x\n      team: y\n",
			`account.yaml:5: the key "team" is given twice, first at account.yaml:4`},
		"duplicate key in a typed policy": {"cloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    policy:\n      on_http_request: []\n      on_http_request: []\n",
			`account.yaml:6: the key "on_http_request" is given twice, first at account.yaml:5`},
		"merge key": {"ip_policies:\n  - &p {name: a}\n  - <<: *p\n    description: b\n",
			"account.yaml:3: merge keys (<<) are not supported; write the members out"},
		"merge key in a typed policy": {"cloud_endpoints:\n  - name: app\n    url: https://app.example.com\n    policy:\n      on_http_request:\n        - actions:\n            - &d {type: deny}\n            - {<<: *d}\n",
			"account.yaml:8: merge keys (<<) are not supported; write the members out"},
	} {
		_, err := setup.Parse("account.yaml", []byte(tt.doc))
		assert.EqualError(t, err, tt.want, name)
	}
}
