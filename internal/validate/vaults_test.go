package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/validate"
)

func TestName(t *testing.T) {
	for _, ok := range []string{"a", "prod", "my-vault", "team/app.prod_2", strings.Repeat("x", validate.MaxNameChars)} {
		assert.NoError(t, validate.Name("name", ok), ok)
	}
	for _, bad := range []string{"", " ", "a b", "a:b", "é", "a\nb", "\xff", strings.Repeat("x", validate.MaxNameChars+1)} {
		assert.Error(t, validate.Name("name", bad), "%q", bad)
	}
	assert.NoError(t, validate.OptionalName("name", nil))
	assert.Error(t, validate.OptionalName("name", new("")))
}

func TestSecretValue(t *testing.T) {
	const secret = "do-not-show"
	assert.NoError(t, validate.SecretValue("value", secret))
	assert.NoError(t, validate.SecretValue("value", strings.Repeat("v", validate.MaxSecretValueBytes)))
	for _, bad := range []string{"", strings.Repeat(secret, validate.MaxSecretValueBytes/len(secret)+1)} {
		err := validate.SecretValue("value", bad)
		if assert.Error(t, err) {
			assert.NotContains(t, err.Error(), secret, "the error never holds the value")
		}
	}
}
