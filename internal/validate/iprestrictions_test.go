package validate_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestIPRestrictionType(t *testing.T) {
	type kind string
	documented := []kind{"dashboard", "api"}
	assert.NoError(t, validate.IPRestrictionType("type", kind("api"), documented))
	for _, bad := range []kind{"", "API", "tunnels"} {
		err := validate.IPRestrictionType("type", bad, documented)
		testkit.RequireValidationContains(t, err, "type", `"dashboard" or "api"`)
		var ipx *validate.IPRestrictionError
		require.ErrorAs(t, err, &ipx, "%q has the API's own code", bad)
		assert.False(t, ipx.NoPolicy)
		assert.True(t, ingress.IsValidation(err))
	}
}

func TestIPRestrictionPolicies(t *testing.T) {
	assert.NoError(t, validate.IPRestrictionPolicies("ip_policy_ids", nil, false), "left out of an update")
	assert.NoError(t, validate.IPRestrictionPolicies("ip_policy_ids", []string{"ipp_1", "ipp_2"}, true))
	for _, empty := range [][]string{nil, {}} {
		err := validate.IPRestrictionPolicies("ip_policy_ids", empty, true)
		testkit.RequireValidationContains(t, err, "ip_policy_ids", "at least one")
		var ipx *validate.IPRestrictionError
		require.ErrorAs(t, err, &ipx)
		assert.True(t, ipx.NoPolicy)
	}
	err := validate.IPRestrictionPolicies("ip_policy_ids", []string{"ipp_1", "ipp_1"}, true)
	testkit.RequireValidationContains(t, err, "ip_policy_ids[1]", "twice")
	assert.NotErrorAs(t, err, new(*validate.IPRestrictionError), "an ordinary broken rule")
	testkit.RequireValidation(t, validate.IPRestrictionPolicies("ip_policy_ids", []string{"../x"}, true), "ip_policy_ids[0]")
}
