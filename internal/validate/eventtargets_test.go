package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestEventTarget(t *testing.T) {
	a, b, c := validate.Choice{Name: "kinesis"}, validate.Choice{Name: "s3"}, validate.Choice{Name: "datadog"}
	set := func(ch validate.Choice) validate.Choice { ch.Set = true; return ch }

	assert.NoError(t, validate.EventTarget("target", a, set(b), c))
	none := validate.EventTarget("target", a, b, c)
	testkit.RequireValidationContains(t, none, "target", "the valid targets are kinesis, s3, datadog")
	requireCode(t, none, validate.CodeEventTargetMissing)
	two := validate.EventTarget("target", set(a), b, set(c))
	testkit.RequireValidationContains(t, two, "target", "more than one target, got kinesis and datadog")
	requireCode(t, two, validate.CodeEventTargetsMany)
}

func TestIAMRoleARN(t *testing.T) {
	for _, ok := range []string{
		"arn:aws:iam::123456789012:role/events",
		"arn:aws:iam::123456789012:role/service-role/ngrok+events=x,y.z@w_1-2",
		"arn:aws-cn:iam::123456789012:role/events",
		"arn:aws-us-gov:iam::000000000000:role/a",
	} {
		assert.NoError(t, validate.IAMRoleARN("role_arn", ok), ok)
	}
	for bad, says := range map[string]string{
		"":                                 "six parts",
		"arn":                              "six parts",
		"role/events":                      "six parts",
		"arm:aws:iam::123456789012:role/x": "six parts",
		"arn:gcp:iam::123456789012:role/x": "partition",
		"arn:aws:s3:::bucket":              `service must be "iam"`,
		"arn:aws:iam:us-east-1:123456789012:role/x": "no region",
		"arn:aws:iam::12345678901:role/x":           "12 digits",
		"arn:aws:iam::12345678901a:role/x":          "12 digits",
		"arn:aws:iam::123456789012:user/x":          `start with "role/"`,
		"arn:aws:iam::123456789012:role/":           "no name",
		"arn:aws:iam::123456789012:role/a/":         "no name",
		"arn:aws:iam::123456789012:role/a b":        "letters, digits",
		"arn:aws:iam::123456789012:role/é":          "letters, digits",
	} {
		err := validate.IAMRoleARN("auth.role.role_arn", bad)
		testkit.RequireValidationContains(t, err, "auth.role.role_arn", says, "%q", bad)
		requireCode(t, err, validate.CodeEventRoleARN, "%q", bad)
		assert.Contains(t, err.Error(), "not a valid ARN for an AWS IAM role", bad)
	}
}

func TestDatadogAPIKey(t *testing.T) {
	assert.NoError(t, validate.DatadogAPIKey("api_key", "0123abcd"))
	for _, bad := range []string{"", " "} {
		err := validate.DatadogAPIKey("target.datadog.api_key", bad)
		testkit.RequireValidationContains(t, err, "target.datadog.api_key", "missing its API key")
		requireCode(t, err, validate.CodeDatadogAPIKeyMissing)
	}
}

func TestDatadogSite(t *testing.T) {
	sites := []string{"datadoghq.com", "datadoghq.eu", "US1", "EU1"}
	for _, ok := range []string{"", "datadoghq.com", "DatadogHQ.eu", "us1", "EU1"} {
		assert.NoError(t, validate.DatadogSite("ddsite", ok, sites), ok)
	}
	for _, bad := range []string{"datadoghq.mars", "app.datadoghq.com", "https://datadoghq.com", " datadoghq.com", "US4"} {
		err := validate.DatadogSite("target.datadog.ddsite", bad, sites)
		testkit.RequireValidationContains(t, err, "target.datadog.ddsite", `use one of "datadoghq.com", "datadoghq.eu", "US1", "EU1"`, bad)
		assert.Contains(t, err.Error(), `"`+bad+`"`)
		requireCode(t, err, validate.CodeDatadogSite, bad)
	}
}

func TestDistinctSourceTypes(t *testing.T) {
	assert.NoError(t, validate.DistinctSourceTypes[string]("sources", nil))
	assert.NoError(t, validate.DistinctSourceTypes("sources", []string{"a.v0", "b.v0"}))
	err := validate.DistinctSourceTypes("sources", []string{"a.v0", "b.v0", "a.v0"})
	testkit.RequireValidationContains(t, err, "sources[2]", `"a.v0" is already sources[0]`)
	assert.True(t, strings.Contains(err.Error(), "unique within a subscription"))
	requireCode(t, err, validate.CodeEventSourceRepeated)
}
