package validate_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestExactlyOne(t *testing.T) {
	a, b, c := validate.Choice{Name: "a"}, validate.Choice{Name: "b"}, validate.Choice{Name: "c"}
	set := func(ch validate.Choice) validate.Choice { ch.Set = true; return ch }

	assert.NoError(t, validate.ExactlyOne("target", set(a), b, c))
	assert.NoError(t, validate.ExactlyOne("target", a, b, set(c)))
	assert.Equal(t, "must set exactly one of a, b, c, got none", testkit.RequireValidation(t, validate.ExactlyOne("target", a, b, c), "target").Rule)
	assert.Equal(t, "must set exactly one of a, b, c, got a and c", testkit.RequireValidation(t, validate.ExactlyOne("target", set(a), b, set(c)), "target").Rule)
	testkit.RequireValidationContains(t, validate.ExactlyOne("x", set(a), set(b), set(c)), "x", "a and b and c")
}

func TestAWSAuth(t *testing.T) {
	assert.NoError(t, validate.AWSAuth("auth", true, true, false))
	assert.NoError(t, validate.AWSAuth("auth", true, false, true))
	testkit.RequireValidationContains(t, validate.AWSAuth("t.auth", true, true, true), "t.auth", "got role and creds")
	requireCode(t, validate.AWSAuth("t.auth", true, true, true), validate.CodeEventAuthMany)
	testkit.RequireValidationContains(t, validate.AWSAuth("t.auth", true, false, false), "t.auth", "missing a role or credentials")
	requireCode(t, validate.AWSAuth("t.auth", true, false, false), validate.CodeEventAuthEmpty)
	testkit.RequireValidationContains(t, validate.AWSAuth("t.auth", false, false, false), "t.auth", "missing its auth")
	requireCode(t, validate.AWSAuth("t.auth", false, false, false), validate.CodeEventAuthMissing)
}

func TestEventFormat(t *testing.T) {
	type format string
	for _, ok := range []format{"json", "JSON", "Json"} {
		assert.NoError(t, validate.EventFormat("format", &ok, true, "json"), ok)
	}
	assert.NoError(t, validate.EventFormat[format]("format", nil, false, "json"), "optional")
	testkit.RequireValidationContains(t, validate.EventFormat[format]("format", nil, true, "json"), "format", `missing; the supported formats are "json"`)
	requireCode(t, validate.EventFormat[format]("format", nil, true, "json"), validate.CodeEventFormat)
	for _, bad := range []format{"", "xml", "json ", "jsonl"} {
		testkit.RequireValidationContains(t, validate.EventFormat("format", &bad, false, "json"), "format", fmt.Sprintf("%q is not a valid", string(bad)))
		requireCode(t, validate.EventFormat("format", &bad, false, "json"), validate.CodeEventFormat, "%q", bad)
	}
}

func TestSubscriptionText(t *testing.T) {
	chars := func(n int) *string { s := strings.Repeat("é", n); return &s }
	assert.NoError(t, validate.SubscriptionText(chars(255), chars(4096)), "characters, not bytes")
	assert.NoError(t, validate.SubscriptionText(nil, nil))
	testkit.RequireValidation(t, validate.SubscriptionText(chars(256), nil), "description")
	testkit.RequireValidation(t, validate.SubscriptionText(nil, chars(4097)), "metadata")
}

func TestEventType(t *testing.T) {
	documented := []string{"ip_policy_created.v0", "api_key_deleted.v0"}
	for _, ok := range documented {
		assert.NoError(t, validate.EventType("type", ok, documented), ok)
	}
	testkit.RequireValidationContains(t, validate.EventType("type", "", documented), "type", "required")
	assert.NotErrorAs(t, validate.EventType("type", "", documented), new(*validate.UnknownEventTypeError), "a missing type is an ordinary broken rule")
	for _, bad := range []string{"bogus_thing.v0", "ip_policy_created", "IP_POLICY_CREATED.v0", "ip_policy_created.v1", "a/b.v0", "ip_policy_created.v0\n"} {
		ve := testkit.RequireValidationContains(t, validate.EventType("sources[1].type", bad, documented), "sources[1].type", "not a documented event type")
		var unknown *validate.UnknownEventTypeError
		require.ErrorAs(t, validate.EventType("type", bad, documented), &unknown, bad)
		assert.Equal(t, ve.Rule, unknown.Rule)
	}
}

func TestDistinct(t *testing.T) {
	assert.NoError(t, validate.Distinct("ids", []string{"a", "b"}))
	assert.NoError(t, validate.Distinct("ids", nil))
	testkit.RequireValidationContains(t, validate.Distinct("ids", []string{"a", "b", "a"}), "ids[2]", `"a"`)
}
