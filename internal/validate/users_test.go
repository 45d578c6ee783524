package validate_test

import (
	"errors"
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

// TestUserNameCodes checks the codes of errors/err_ngrok_4109 (an empty
// name) and 4110 (one over the limit); other broken rules carry none.
func TestUserNameCodes(t *testing.T) {
	requireCode(t, validate.UserName(""), validate.CodeUserNameEmpty)
	requireCode(t, validate.UserName(" \t"), validate.CodeUserNameEmpty, "a blank name is empty")
	requireCode(t, validate.UserNameIfSet(new("")), validate.CodeUserNameEmpty)
	requireCode(t, validate.UserName(strings.Repeat("n", validate.MaxUserNameBytes+1)), validate.CodeUserNameLength)
	var coded *validate.CodedError
	assert.False(t, errors.As(validate.UserName("a\nb"), &coded), "a control character has no code of its own")
}
