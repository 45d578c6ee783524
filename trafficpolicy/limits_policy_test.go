package trafficpolicy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/trafficpolicy"
)

func TestValidateRefusesAPolicyOverItsNumberOfExpressions(t *testing.T) {
	exprs := make([]string, 513)
	for i := range exprs {
		exprs[i] = "true"
	}
	err := validateRule(exprs...)
	require.ErrorIs(t, err, trafficpolicy.ErrLimit)
	assert.Contains(t, err.Error(), `on_http_request[0]: expression "true": the policy holds more than 512 expressions, the limit`)
	assert.Len(t, err.(interface{ Unwrap() []error }).Unwrap(), 1, "the expressions after the limit are not reported one by one")

	assert.NoError(t, validateRule(exprs[:512]...))
}

func TestValidateRefusesAPolicyOverTheBytesOfItsExpressions(t *testing.T) {
	long := "req.url.path == '/" + strings.Repeat("a", 4000) + "'"
	p := trafficpolicy.Policy{
		OnHTTPRequest: []trafficpolicy.Rule{{Expressions: []string{long}, Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RateLimit{
			Name: "n", Algorithm: trafficpolicy.AlgorithmSlidingWindow, Capacity: new(10), Rate: "60s",
			BucketKey: []string{long, long, long},
		}}}}},
		OnHTTPResponse: []trafficpolicy.Rule{{Expressions: []string{long}}},
	}
	err := p.Validate()
	require.ErrorIs(t, err, trafficpolicy.ErrLimit)
	assert.Contains(t, err.Error(), "on_http_response[0]: expression")
	assert.Contains(t, err.Error(), "the expressions of the policy hold more than 16384 bytes in all, the limit")

	p.OnHTTPRequest[0].Actions[0].Config.(*trafficpolicy.RateLimit).BucketKey = []string{long, long}
	assert.NoError(t, p.Validate(), "the expressions of rules, of actions and of every phase count together")
}

// The work of Validate is bounded by the limits, whatever the policy: a
// policy of the most costly expressions that the limits let through, and
// one of list literals nested 240 deep, which took tens of seconds and
// gigabytes to check before.
func TestValidateOfAHostilePolicyIsBounded(t *testing.T) {
	var widest []string
	for group := nestedLists(20); len(widest)*(len(group)+4) < 4000; {
		widest = append(widest, group)
	}
	mostCostly := strings.Join(widest, " && ")
	require.NoError(t, validateRule(mostCostly))
	allowed := make([]string, 4)
	for i := range allowed {
		allowed[i] = mostCostly
	}
	deep := strings.Join([]string{nestedLists(240), nestedLists(240), nestedLists(240)}, " && ")

	var err error
	used := testkit.Allocated(func() { err = validateRule(allowed...) })
	require.NoError(t, err)
	t.Logf("allowed: %d MiB", used>>20)
	assert.Less(t, used, uint64(192<<20), "about 75 MiB, more under the race detector")

	used = testkit.Allocated(func() { err = validateRule(deep, deep, deep) })
	require.ErrorIs(t, err, trafficpolicy.ErrLimit)
	t.Logf("refused: %d MiB", used>>20)
	assert.Less(t, used, uint64(8<<20))
}
