package validate_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// requireCode checks that err is a *validate.CodedError with code, which
// ingress.IsValidation still sees.
func requireCode(t *testing.T, err error, code string, msgAndArgs ...any) {
	t.Helper()
	var coded *validate.CodedError
	require.True(t, errors.As(err, &coded), msgAndArgs...)
	assert.Equal(t, code, coded.Code, msgAndArgs...)
	assert.True(t, ingress.IsValidation(err))
}

// TestNames follows errors/err_ngrok_23000 to 23002 and 24000 to 24002:
// each rule of a name has its own code, for vaults and for secrets.
func TestNames(t *testing.T) {
	for _, ok := range []string{"a", "prod", "prod-vault", "db-password", "team/app.prod_2", strings.Repeat("x", validate.MaxNameChars)} {
		assert.NoError(t, validate.VaultName("name", ok), ok)
		assert.NoError(t, validate.SecretName("name", ok), ok)
	}
	for _, tc := range []struct {
		name          string
		vault, secret string
	}{
		{"", validate.CodeVaultNameEmpty, validate.CodeSecretNameEmpty},
		{" ", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{"a b", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{"a:b", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{"é", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{"a\nb", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{"\xff", validate.CodeVaultNameChars, validate.CodeSecretNameChars},
		{strings.Repeat("x", validate.MaxNameChars+1), validate.CodeVaultNameLength, validate.CodeSecretNameLength},
	} {
		requireCode(t, validate.VaultName("name", tc.name), tc.vault, "%q", tc.name)
		requireCode(t, validate.SecretName("name", tc.name), tc.secret, "%q", tc.name)
	}
	err := validate.VaultName("name", strings.Repeat("x", 300))
	assert.ErrorContains(t, err, "must be less than 256 characters, got 300", "the page's form: less than LENGTH")
	assert.NoError(t, validate.OptionalVaultName("name", nil))
	assert.NoError(t, validate.OptionalSecretName("name", nil))
	requireCode(t, validate.OptionalVaultName("name", new("")), validate.CodeVaultNameEmpty)
	requireCode(t, validate.OptionalSecretName("name", new("")), validate.CodeSecretNameEmpty)
}

// TestSecretValue follows errors/err_ngrok_24003 and 24004.
func TestSecretValue(t *testing.T) {
	const secret = "do-not-show"
	assert.NoError(t, validate.SecretValue("value", secret))
	assert.NoError(t, validate.SecretValue("value", strings.Repeat("v", validate.MaxSecretValueBytes)))
	for bad, code := range map[string]string{
		"": validate.CodeSecretValueEmpty,
		strings.Repeat(secret, validate.MaxSecretValueBytes/len(secret)+1): validate.CodeSecretValueLength,
	} {
		err := validate.SecretValue("value", bad)
		requireCode(t, err, code)
		assert.NotContains(t, err.Error(), secret, "the error never holds the value")
	}
}

// TestSecretVault follows errors/err_ngrok_24008: a secret without its
// vault.
func TestSecretVault(t *testing.T) {
	requireCode(t, validate.SecretVault("", ""), validate.CodeSecretVaultMissing)
	assert.NoError(t, validate.SecretVault("vault_1", ""))
	assert.NoError(t, validate.SecretVault("", "prod"))
	err := validate.SecretVault("vault_1", "prod")
	var coded *validate.CodedError
	assert.False(t, errors.As(err, &coded), "both is a broken rule of the common kind")
	assert.True(t, ingress.IsValidation(err))
}
