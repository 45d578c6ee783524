package edges_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
)

// TestModulesReportEveryMistake checks that a route whose modules break
// rules is refused with the first, as the API answers, and holds the
// others in Others, each named within its module, for a tool that lists
// every mistake at once.
func TestModulesReportEveryMistake(t *testing.T) {
	buckets := uint32(1000)
	err := (&edges.RouteCreateParams{
		MatchType:       edges.MatchPathPrefix,
		Match:           "/",
		CircuitBreaker:  &edges.CircuitBreakerParams{NumBuckets: &buckets},
		UserAgentFilter: &edges.UserAgentFilterParams{Allow: []string{"("}, Deny: []string{")"}},
	}).Validate()
	var ve *ingress.ValidationError
	require.True(t, errors.As(err, &ve))
	assert.Equal(t, "circuit_breaker.num_buckets", ve.Field)
	var others []string
	for _, o := range ve.Others {
		var ove *ingress.ValidationError
		require.True(t, errors.As(o, &ove))
		others = append(others, ove.Field)
	}
	assert.Equal(t, []string{"user_agent_filter.allow[0]", "user_agent_filter.deny[0]"}, others)
}
