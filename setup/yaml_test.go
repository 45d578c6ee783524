package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestParse reads a description with every kind and refuses bad ones,
// naming the file, the line and the field.
func TestParse(t *testing.T) {
	a, err := setup.Parse("account.yaml", []byte(`
ip_policies:
  - name: office
    description: trusted networks
    metadata: {team: infra}
    rules:
      - {cidr: 203.0.113.0/24, action: allow}
http_response_backends:
  - {name: welcome, status_code: 200, body: "Hello.\n"}
vaults:
  - name: prod
    secrets:
      - {name: db, value: {env: DB_PASSWORD}}
`))
	require.NoError(t, err)
	assert.Equal(t, "infra", a.IPPolicies[0].Metadata["team"])
	assert.Equal(t, "203.0.113.0/24", a.IPPolicies[0].Rules[0].CIDR)
	assert.Equal(t, int32(200), a.HTTPResponseBackends[0].StatusCode)
	assert.Equal(t, setup.SecretSource{Env: "DB_PASSWORD"}, a.Vaults[0].Secrets[0].Value)

	for doc, want := range map[string]string{
		"ip_policies:\n  - name: office\n    rules:\n      - {cidr: 10.0.0.0/8, acton: allow}\n": "account.yaml:4: ip_policies[0].rules[0].acton: unknown field; did you mean action?",
		"http_response_backends:\n  - name: x\n    status_code: ok\n":                            `account.yaml:3: http_response_backends[0].status_code: want an integer of 32 bits, got "ok"`,
		"vaults: prod\n":                      "account.yaml:1: vaults: want a list",
		"vaults:\n  - name: a\n    name: b\n": `account.yaml:3: the key "name" is given twice, first at account.yaml:2`,
	} {
		_, err := setup.Parse("account.yaml", []byte(doc))
		assert.EqualError(t, err, want, "document:\n%s", doc)
	}
}
