package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/setup"
)

// TestParseErrorsAtTheLine checks that a bad indent, a wrong type inside
// a typed Traffic Policy and an unknown top-level key are reported at
// their line, with the field and, for the key, the closest known one.
func TestParseErrorsAtTheLine(t *testing.T) {
	for doc, want := range map[string]string{
		"ip_policies:\n  - name: a\n    description: x\n   rules: []\n":                                                                                                                                           "account.yaml:4: did not find expected '-' indicator",
		"ip_policies:\n  - name: a\n    rules:\n    - cidr: 10.0.0.0/8\n      action: allow\n     description: x\n":                                                                                               "account.yaml:6: did not find expected key",
		"cloud_endpoints:\n  - name: a\n    url: https://a.example.com\n    policy:\n      on_http_request:\n        - actions:\n            - type: custom-response\n              config: {status_code: abc}\n": "account.yaml:8: cloud_endpoints[0].policy.on_http_request[0].actions[0].config.status_code: want a value of type int, got a string",
		"reserved_domains: []\nip_policy:\n  - name: a\n":                                                                                                                                                         "account.yaml:2: ip_policy: unknown field; did you mean ip_policies?",
		"nothing_like_it: []\n": "account.yaml:1: nothing_like_it: unknown field",
	} {
		_, err := setup.Parse("account.yaml", []byte(doc))
		assert.EqualError(t, err, want, "document:\n%s", doc)
	}
}
