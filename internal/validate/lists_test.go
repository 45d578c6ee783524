package validate_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestIDs(t *testing.T) {
	assert.NoError(t, validate.IDs("backends", nil))
	assert.NoError(t, validate.IDs("backends", []string{}))
	assert.NoError(t, validate.IDs("backends", []string{"bkdhr_1", "bkdhr_2", "BKDHR_1"}))

	testkit.RequireValidationContains(t, validate.IDs("backends", []string{"bkdhr_1", ""}), "backends[1]", "must not be empty")
	testkit.RequireValidationContains(t, validate.IDs("backends", []string{"a/b"}), "backends[0]", "not a resource ID")
	testkit.RequireValidationContains(t, validate.IDs("backends", []string{"a", "b", "a"}), "backends[2]", "already backends[0]")
	testkit.RequireValidation(t, validate.IDs("backends", []string{"a", "a", "x/y"}), "backends[1]", "the first broken rule is reported")
}

func TestElem(t *testing.T) {
	assert.Equal(t, "sources[12]", validate.Elem("sources", 12))
}
