package validate_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestPageLimit(t *testing.T) {
	for _, ok := range []*int{nil, new(1), new(50), new(100)} {
		assert.NoError(t, validate.PageLimit(ok))
	}
	for _, bad := range []int{0, -1, 101, 1 << 40} {
		err := validate.PageLimit(&bad)
		assert.True(t, ingress.IsValidation(err), "%d: %v", bad, err)
		assert.ErrorContains(t, err, "limit")
	}
}
