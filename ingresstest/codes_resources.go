package ingresstest

import "github.com/ingresskit/ingress/internal/validate"

// Error codes of the names and values of vaults and secrets, with status
// 400: the public error reference's, which gives no status. The SDK
// checks the same rules before sending (ingress.IsValidation).
const (
	// CodeVaultNameInvalid: a vault name with a character other than a
	// letter, a digit, "_", "/", "." or "-" (see docs/BEHAVIOUR.md on
	// "-"), or one that is not UTF-8.
	CodeVaultNameInvalid = validate.CodeVaultNameChars
	// CodeVaultNameEmpty: a vault without a name.
	CodeVaultNameEmpty = validate.CodeVaultNameEmpty
	// CodeVaultNameTooLong: a vault name over 255 characters.
	CodeVaultNameTooLong = validate.CodeVaultNameLength
	// CodeSecretNameInvalid: a secret name with a character that vault
	// names may not have either.
	CodeSecretNameInvalid = validate.CodeSecretNameChars
	// CodeSecretNameEmpty: a secret without a name.
	CodeSecretNameEmpty = validate.CodeSecretNameEmpty
	// CodeSecretNameTooLong: a secret name over 255 characters.
	CodeSecretNameTooLong = validate.CodeSecretNameLength
	// CodeSecretValueEmpty: a secret with an empty value.
	CodeSecretValueEmpty = validate.CodeSecretValueEmpty
	// CodeSecretValueTooLong: a secret value over 64 KiB.
	CodeSecretValueTooLong = validate.CodeSecretValueLength
	// CodeSecretVaultMissing: a new secret with neither vault_id nor
	// vault_name.
	CodeSecretVaultMissing = validate.CodeSecretVaultMissing
)
