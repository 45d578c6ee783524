package setup_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// planProblems plans doc, the description in account.yaml, with a client
// made with opts, and returns its problems one a line; it checks that
// nothing was written.
func planProblems(t *testing.T, doc string, opts ...ingress.Option) []string {
	t.Helper()
	want, src, err := setup.ParseSource("account.yaml", []byte(doc))
	require.NoError(t, err)
	srv, writes := counted(t)
	_, err = setup.NewPlan(t.Context(), srv.Client(opts...), want, setup.From(src))
	assert.Zero(t, writes.Load(), "nothing was changed")
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// TestPlanListsEveryBrokenRule checks that a resource that breaks
// several rules has every one of them listed, each at its own line and
// field, while the SDK still refuses its request with the first alone.
func TestPlanListsEveryBrokenRule(t *testing.T) {
	long := strings.Repeat("d", 256)
	assert.Equal(t, []string{
		`account.yaml:5: ip_policies[0].rules[0].cidr: "203.0.113.0/33" is not a range in CIDR notation`,
		`account.yaml:6: ip_policies[0].rules[0].action: must be one of "allow", "deny", got "alow"`,
		`account.yaml:8: reserved_domains[0].domain: "not a domain": invalid character ' '; a domain may contain only a-z, A-Z, 0-9, ".", "*" and "-"`,
		"account.yaml:9: reserved_domains[0].description: a description is limited to 255 characters; you have entered 256 characters",
	}, planProblems(t, `
ip_policies:
  - name: office
    rules:
      - cidr: 203.0.113.0/33
        action: alow
reserved_domains:
  - domain: "not a domain"
    description: `+long+`
`))

	assert.Equal(t, []string{
		`account.yaml:6: https_edges[0].hostports[1]: must be specified in the format 'hostname:portnumber': "bad host:443": the host "bad host" is not a host name: it has ' ' in the domain; only letters, digits, hyphens and dots are allowed`,
	}, planProblems(t, `
reserved_domains:
  - domain: app.example.com
https_edges:
  - name: web
    hostports: [app.example.com:443, "bad host:443"]
`), "a hostport that breaks the edge's rules is not also said to be on a domain not reserved")

	err := (&ippolicies.RuleCreateParams{IPPolicyID: "ipp_1", CIDR: "203.0.113.0/33", Action: "alow"}).Validate()
	var ve *ingress.ValidationError
	assert.ErrorAs(t, err, &ve, "the SDK's error is a validation error, as it was")
	assert.EqualError(t, err, `ingress: invalid cidr: "203.0.113.0/33" is not a range in CIDR notation`)
}

// TestPlanWithoutValidation checks that a client made with
// ingress.WithoutValidation plans a description that only the SDK's
// rules refuse, in the families and in a Traffic Policy, leaving them to
// the API, while the plan's own checks still hold: names, references,
// secret sources and a policy text that does not parse.
func TestPlanWithoutValidation(t *testing.T) {
	sdkOnly := `
reserved_domains:
  - domain: "*.example.com"
ip_policies:
  - name: office
    rules:
      - {cidr: 203.0.113.0/24, action: alow}
cloud_endpoints:
  - name: app
    url: https://app.example.com
    traffic_policy: |
      on_http_request:
        - actions:
            - type: custom-response
              config: {status_cod: 200}
  - name: typed
    url: https://typed.example.com
    policy:
      on_http_request:
        - expresions: ["true"]
`
	assert.Len(t, planProblems(t, sdkOnly), 4, "the SDK's rules refuse it (the typed rule has no actions too)")
	assert.Empty(t, planProblems(t, sdkOnly, ingress.WithoutValidation()))

	os.Unsetenv("SETUP_TEST_UNSET")
	assert.Equal(t, []string{
		"account.yaml:3: ip_policies[0].name: is required: every resource has a name",
		"account.yaml:6: vaults[0].secrets[0]: value from env SETUP_TEST_UNSET: environment variable SETUP_TEST_UNSET is not set",
		`account.yaml:10: ip_restrictions[0].ip_policies[0]: refers to the ip_policy "nowhere", which the description does not hold`,
		"account.yaml:13: cloud_endpoints[0].url: the domain app.example.com is not reserved: describe it under reserved_domains",
		"account.yaml:17: cloud_endpoints[0].traffic_policy: traffic policy: did not find expected key",
	}, planProblems(t, `
ip_policies:
  - name: ""
vaults:
  - name: prod
    secrets: [{name: db, value: {env: SETUP_TEST_UNSET}}]
ip_restrictions:
  - name: console
    type: dashboard
    ip_policies: [nowhere]
cloud_endpoints:
  - name: app
    url: https://app.example.com
    traffic_policy: |
      on_http_request:
        - actions: []
       bad: indent
`, ingress.WithoutValidation()))
}

// TestPlanLinesInsidePolicyText checks that a mistake in a Traffic
// Policy given as a block of text ("|" or ">") is at the line of the
// member at fault inside the block, that one in a policy given on one
// line is at the line of its key, and that a typed policy's mistakes are
// at their members.
func TestPlanLinesInsidePolicyText(t *testing.T) {
	assert.Equal(t, []string{
		`account.yaml:10: cloud_endpoints[0].traffic_policy: on_http_request[0] (rule "root"): expression "req.url.paht == '/'": unknown variable req.url.paht; did you mean req.url.path?`,
		"account.yaml:13: cloud_endpoints[0].traffic_policy: on_http_request[0] (rule \"root\"): actions[0] custom-response: status_cod: unknown member of the config; did you mean status_code?",
		"account.yaml:14: cloud_endpoints[0].traffic_policy: on_http_request[1]: expresions: unknown member of the rule; did you mean expressions?",
		"account.yaml:21: cloud_endpoints[1].traffic_policy: on_http_request[0]: actions[0] deny: configg: unknown member of the action; did you mean config?",
		`account.yaml:24: cloud_endpoints[2].traffic_policy: on_http_requst: unknown phase "on_http_requst"; did you mean on_http_request?`,
		"account.yaml:24: cloud_endpoints[2].traffic_policy: policy: a cloud endpoint must specify a non-empty Traffic Policy, with at least one rule and action",
		"account.yaml:31: cloud_endpoints[3].policy: on_http_request[0]: actions[0] custom-response: status_cod: unknown member of the config; did you mean status_code?",
	}, planProblems(t, `
reserved_domains:
  - domain: "*.example.com"
cloud_endpoints:
  - name: literal
    url: https://literal.example.com
    traffic_policy: |
      on_http_request:
        - name: root
          expressions: ["req.url.paht == '/'"]
          actions:
            - type: custom-response
              config: {status_cod: 200}
        - expresions: ["true"]
          actions: [{type: deny}]
  - name: folded
    url: https://folded.example.com
    traffic_policy: >
      {"on_http_request": [
        {"actions": [
          {"type": "deny", "configg": {}}]}]}
  - name: quoted
    url: https://quoted.example.com
    traffic_policy: "on_http_requst: []"
  - name: typed
    url: https://typed.example.com
    policy:
      on_http_request:
        - actions:
            - type: custom-response
              config: {status_cod: 200}
`))
}

// TestPlanParseErrorsInsidePolicyText checks that a policy text that
// does not parse is refused at the line of the mistake inside its block.
func TestPlanParseErrorsInsidePolicyText(t *testing.T) {
	problems := planProblems(t, `
reserved_domains:
  - domain: "*.example.com"
cloud_endpoints:
  - name: indent
    url: https://indent.example.com
    traffic_policy: |
      on_http_request:
        - actions: [{type: deny}]
       name: bad
  - name: number
    url: https://number.example.com
    traffic_policy: |
      on_http_request:
        - actions: [{type: deny}]
          expressions: 5
`)
	require.Len(t, problems, 2, "%q", problems)
	assert.Equal(t, "account.yaml:10: cloud_endpoints[0].traffic_policy: traffic policy: did not find expected key", problems[0])
	assert.True(t, strings.HasPrefix(problems[1], "account.yaml:16: cloud_endpoints[1].traffic_policy: traffic policy: json: cannot unmarshal number"), problems[1])
}

// TestPlanListsEveryCredentialMistake checks that an event destination
// with several mistakes in its secrets has each listed, never a value.
func TestPlanListsEveryCredentialMistake(t *testing.T) {
	srv, writes := counted(t)
	a := credentialAccount(t, t.TempDir())
	a.EventDestinations[0].Target.Datadog.APIKey = ddKey
	a.EventDestinations[0].Credentials.AzureClientSecret = &setup.SecretSource{Env: "SETUP_TEST_DD_KEY"}
	_, err := setup.NewPlan(t.Context(), srv.Client(), a)
	require.Error(t, err)
	assert.Equal(t, []string{
		`event_destination "monitoring": target.datadog.api_key: a secret is never written in the description: leave it empty and name its source in credentials.datadog_api_key`,
		`event_destination "monitoring": credentials.azure_client_secret: the target holds no such secret`,
	}, strings.Split(err.Error(), "\n"))
	assertNoSecret(t, err.Error(), "the error")
	assert.Zero(t, writes.Load())
}
