package trafficpolicy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/trafficpolicy"
)

// validateRule validates requestRule(exprs...).
func validateRule(exprs ...string) error {
	p := requestRule(exprs...)
	return p.Validate()
}

// nestedLists is a condition comparing a list literal nested depth deep.
func nestedLists(depth int) string {
	return strings.Repeat("[", depth) + strings.Repeat("]", depth) + " == []"
}

func TestValidateRefusesAnExpressionOverItsLength(t *testing.T) {
	long := "req.url.path == '" + strings.Repeat("é", 4096) + "'"
	err := validateRule(long)
	require.ErrorIs(t, err, trafficpolicy.ErrLimit)
	assert.Contains(t, err.Error(), `: is 4114 characters long, over the limit of 4096`)
	assert.Contains(t, err.Error(), `éé"... (4114 characters)`, "the message quotes the start of the expression")
	assert.Less(t, len(err.Error()), 600, "the message does not quote the whole expression: %s", err)

	atTheLimit := "req.url.path == '" + strings.Repeat("é", 4096-18) + "'"
	assert.NoError(t, validateRule(atTheLimit), "the limit counts characters, not bytes")
}

func TestValidateRefusesAnExpressionOverItsDepth(t *testing.T) {
	for name, src := range map[string]string{
		"lists":       nestedLists(240),
		"parentheses": strings.Repeat("(", 30) + "true" + strings.Repeat(")", 30),
		"sums":        strings.Repeat("1 + ", 30) + "1 == 31",
	} {
		t.Run(name, func(t *testing.T) {
			err := validateRule(src)
			require.ErrorIs(t, err, trafficpolicy.ErrLimit)
			assert.Contains(t, err.Error(), ": nests deeper than the limit of 24 levels")
		})
	}
	for _, src := range []string{
		nestedLists(20),
		strings.Repeat("(", 20) + "true" + strings.Repeat(")", 20),
		strings.Repeat("1 + ", 20) + "1 == 21",
		"vars.a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t == 'u'",
	} {
		assert.NoError(t, validateRule(src), src)
	}
}

func TestValidateRefusesAnExpressionOverItsCost(t *testing.T) {
	costly := "getReqHeader('a').exists(x, getReqHeader('b').exists(y, getReqHeader('c').exists(z, x + y + z == 'abc')))"
	err := validateRule(costly)
	require.ErrorIs(t, err, trafficpolicy.ErrLimit)
	assert.Contains(t, err.Error(), "to evaluate, over the limit of 100000000")

	err = validateRule("lists.range(100000000).exists(i, i == 99999999)")
	assert.ErrorIs(t, err, trafficpolicy.ErrLimit, "a big literal range is costly too")

	for _, src := range []string{
		"req.url.query_params.exists(k, req.url.query_params[k].exists(v, v.matches('(?i)(union|select).*')))",
		"req.headers.all(k, req.headers[k].all(v, v.size() < 100 && !v.contains('..')))",
		"json.decode(getReqHeader('x-list')[0]).exists(x, x.matches('a'))",
	} {
		assert.NoError(t, validateRule(src), src)
	}
}
