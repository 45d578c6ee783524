package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/validate"
)

func TestUserName(t *testing.T) {
	assert.NoError(t, validate.UserName("deploy bot"))
	assert.NoError(t, validate.UserName(strings.Repeat("n", validate.MaxUserNameBytes)), "the limit is inclusive")
	requireRule(t, validate.UserName(""), "name", "required")
	requireRule(t, validate.UserName("  "), "name", "required")
	requireRule(t, validate.UserName(strings.Repeat("n", validate.MaxUserNameBytes+1)), "name", "at most 255 bytes")
	requireRule(t, validate.UserName("\xff"), "name", "UTF-8")

	assert.NoError(t, validate.UserNameIfSet(nil))
	requireRule(t, validate.UserNameIfSet(new("")), "name", "required")
}
