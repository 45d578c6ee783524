package setup_test

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/setup"
)

// TestPlanListsEveryProblem checks that NewPlan reports every mistake of
// a description, one a line in the order of the file, each at the file,
// the line and the field path of the value at fault, and writes nothing.
func TestPlanListsEveryProblem(t *testing.T) {
	os.Unsetenv("SETUP_TEST_UNSET")
	want, src, err := setup.ParseSource("account.yaml", []byte(`
vaults:
  - name: prod
    secrets:
      - name: db
        value: {env: SETUP_TEST_UNSET}
ip_policies:
  - name: office
    rules:
      - {cidr: 203.0.113.0/24, action: alow}
      - cidr: 203.0.113.0/33
        action: allow
  - name: ""
ip_restrictions:
  - name: console
    type: dashboard
    ip_policies:
      - office
      - nowhere
`))
	require.NoError(t, err)
	srv, writes := counted(t)
	_, err = setup.NewPlan(t.Context(), srv.Client(), want, setup.From(src))
	require.Error(t, err)
	assert.Equal(t, []string{
		"account.yaml:6: vaults[0].secrets[0]: value from env SETUP_TEST_UNSET: environment variable SETUP_TEST_UNSET is not set",
		`account.yaml:10: ip_policies[0].rules[0].action: must be one of "allow", "deny", got "alow"`,
		`account.yaml:11: ip_policies[0].rules[1].cidr: "203.0.113.0/33" is not a range in CIDR notation`,
		"account.yaml:13: ip_policies[1].name: is required: every resource has a name",
		`account.yaml:19: ip_restrictions[0].ip_policies[1]: refers to the ip_policy "nowhere", which the description does not hold`,
	}, strings.Split(err.Error(), "\n"))
	var pe *setup.ProblemError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 6, pe.Line)
	assert.Zero(t, writes.Load(), "nothing was changed")
}

// TestPlanProblemsWithoutSource checks that a description built in Go,
// which has no lines, has its mistakes named by kind and name.
func TestPlanProblemsWithoutSource(t *testing.T) {
	srv, _ := counted(t)
	_, err := setup.NewPlan(t.Context(), srv.Client(), setup.Account{IPPolicies: []setup.IPPolicy{
		{Name: "office", Rules: []setup.IPRule{{CIDR: "203.0.113.0/24", Action: "alow"}}},
	}})
	assert.EqualError(t, err, `ip_policy_rule "office/203.0.113.0/24": action: must be one of "allow", "deny", got "alow"`)
}

// TestPlanReadsOnlySecretsItSends checks that a secret source is read
// when the plan creates the secret and not when the secret exists, as
// after an export.
func TestPlanReadsOnlySecretsItSends(t *testing.T) {
	srv, _ := counted(t)
	want := setup.Account{Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{{Name: "db", Value: setup.SecretSource{Env: "SETUP_TEST_PLAN_SECRET"}}}}}}
	t.Setenv("SETUP_TEST_PLAN_SECRET", "s3cret")
	apply(t, srv.Client(), want)
	os.Unsetenv("SETUP_TEST_PLAN_SECRET")
	p, err := setup.NewPlan(t.Context(), srv.Client(), want)
	require.NoError(t, err, "an existing secret's source is not needed")
	assert.True(t, p.Empty())

	want.Vaults[0].Secrets = append(want.Vaults[0].Secrets, setup.Secret{Name: "api", Value: setup.SecretSource{Env: "SETUP_TEST_PLAN_SECRET"}})
	_, err = setup.NewPlan(t.Context(), srv.Client(), want)
	assert.EqualError(t, err, `vault_secret "prod/api": value from env SETUP_TEST_PLAN_SECRET: environment variable SETUP_TEST_PLAN_SECRET is not set`)
	assert.NotContains(t, err.Error(), "s3cret")
	var pe *setup.ProblemError
	assert.True(t, errors.As(err, &pe))
}

// TestPlanChecksRoutesAndEndpoints checks the kinds that build their own
// requests: a route's secret whose source is missing and an endpoint
// without a Traffic Policy are refused while planning.
func TestPlanChecksRoutesAndEndpoints(t *testing.T) {
	os.Unsetenv("SETUP_TEST_UNSET")
	want, src, err := setup.ParseSource("account.yaml", []byte(`
reserved_domains:
  - domain: app.example.com
https_edges:
  - name: sso
    hostports: [app.example.com:443]
    routes:
      - match_type: path_prefix
        match: /github
        oauth:
          provider: github
          client_id: gh-client
          client_secret: {env: SETUP_TEST_UNSET}
cloud_endpoints:
  - name: app
    url: https://app.example.com
`))
	require.NoError(t, err)
	srv, writes := counted(t)
	_, err = setup.NewPlan(t.Context(), srv.Client(), want, setup.From(src))
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	require.Len(t, lines, 2, "%s", err)
	assert.Contains(t, lines[0], "account.yaml:13: https_edges[0].routes[0]: oauth.client_secret")
	assert.Contains(t, lines[0], "environment variable SETUP_TEST_UNSET is not set")
	assert.Equal(t, "account.yaml:15: cloud_endpoints[0].traffic_policy: is required", lines[1])
	assert.Zero(t, writes.Load(), "nothing was changed")
}

// TestPlanNamesEveryDuplicateAtItsLine checks that names given twice,
// within a kind or across the kinds of backend, are all reported, each at
// the line of its second use (kinds taken in the plan's order), before
// the account is read.
func TestPlanNamesEveryDuplicateAtItsLine(t *testing.T) {
	want, src, err := setup.ParseSource("account.yaml", []byte(`
ip_policies:
  - name: office
  - name: office
static_backends:
  - {name: origin, address: "origin.example.com:443"}
http_response_backends:
  - {name: origin, body: hi, status_code: 200}
`))
	require.NoError(t, err)
	srv, writes := counted(t)
	_, err = setup.NewPlan(t.Context(), srv.Client(), want, setup.From(src))
	require.Error(t, err)
	assert.Equal(t, []string{
		"account.yaml:4: ip_policies[1]: is described twice",
		"account.yaml:6: static_backends[0]: has the name of a http_response_backend: every kind of backend shares one set of names",
	}, strings.Split(err.Error(), "\n"))
	assert.Zero(t, writes.Load(), "nothing was changed")
}

// TestPlanNamesACycleAtItsLine checks that weighted and failover backends
// naming each other in a cycle are refused at the line of one of them,
// with the cycle spelt out.
func TestPlanNamesACycleAtItsLine(t *testing.T) {
	want, src, err := setup.ParseSource("account.yaml", []byte(`
weighted_backends:
  - name: split
    backends: {pair: 1}
failover_backends:
  - name: pair
    backends: [split]
`))
	require.NoError(t, err)
	srv, writes := counted(t)
	_, err = setup.NewPlan(t.Context(), srv.Client(), want, setup.From(src))
	require.Error(t, err)
	var pe *setup.ProblemError
	require.ErrorAs(t, err, &pe)
	assert.Contains(t, []string{
		"account.yaml:3: weighted_backends[0]: backends: cycle split → pair → split",
		"account.yaml:6: failover_backends[0]: backends: cycle pair → split → pair",
	}, err.Error())
	assert.Contains(t, []int{3, 6}, pe.Line, "%v", err)
	assert.Zero(t, writes.Load(), "nothing was changed")
}
