package validate_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/validate"
)

func TestRegionOrGlobal(t *testing.T) {
	regions := []string{"eu", "us"}
	assert.NoError(t, validate.RegionOrGlobal("region", nil, regions...), "not supplied")
	for _, ok := range []string{"global", "eu", "us"} {
		assert.NoError(t, validate.RegionOrGlobal("region", &ok, regions...), ok)
	}
	for _, bad := range []string{"", "EU", "mars", "eu ", "global\n"} {
		requireRule(t, validate.RegionOrGlobal("region", &bad, regions...), "region", `must be "global" or one of "eu", "us"`, "%q", bad)
	}
}
