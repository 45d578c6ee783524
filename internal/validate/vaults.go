package validate

import (
	"unicode/utf8"
)

// Limits of vaults and secrets. The error reference says that names must
// be shorter than some number of characters and values than some number
// of bytes, without giving either, and the API description gives none:
// these are the lengths chosen (docs/BEHAVIOUR.md).
const (
	// MaxNameChars is the longest name of a vault or secret.
	MaxNameChars = 255
	// MaxSecretValueBytes is the largest value of a secret.
	MaxSecretValueBytes = 64 * 1024
)

// The error codes of the rules of vaults and secrets, from the API's
// public error reference (errors/err_ngrok_<code>).
const (
	CodeVaultNameChars     = "ERR_NGROK_23000"
	CodeVaultNameEmpty     = "ERR_NGROK_23001"
	CodeVaultNameLength    = "ERR_NGROK_23002"
	CodeSecretNameChars    = "ERR_NGROK_24000"
	CodeSecretNameEmpty    = "ERR_NGROK_24001"
	CodeSecretNameLength   = "ERR_NGROK_24002"
	CodeSecretValueEmpty   = "ERR_NGROK_24003"
	CodeSecretValueLength  = "ERR_NGROK_24004"
	CodeSecretVaultMissing = "ERR_NGROK_24008"
)

// nameCodes are the error codes of the three rules of a name.
type nameCodes struct{ chars, empty, length string }

var (
	vaultNameCodes  = nameCodes{CodeVaultNameChars, CodeVaultNameEmpty, CodeVaultNameLength}
	secretNameCodes = nameCodes{CodeSecretNameChars, CodeSecretNameEmpty, CodeSecretNameLength}
)

// VaultName checks the name of a vault with the rules of names (see
// checkName), answered with the codes 23000 to 23002.
func VaultName(field, name string) error { return checkName(field, name, vaultNameCodes) }

// SecretName checks the name of a secret with the rules of names (see
// checkName), answered with the codes 24000 to 24002.
func SecretName(field, name string) error { return checkName(field, name, secretNameCodes) }

// OptionalVaultName checks an optional vault name with VaultName.
func OptionalVaultName(field string, name *string) error {
	return IfSet(name, func(n string) error { return VaultName(field, n) })
}

// OptionalSecretName checks an optional secret name with SecretName.
func OptionalSecretName(field string, name *string) error {
	return IfSet(name, func(n string) error { return SecretName(field, n) })
}

// checkName checks a name of a vault or secret: not empty, at most
// MaxNameChars characters, each a letter, a digit or one of "_", "/",
// "." and "-". The error reference lists "a-zA-Z0-9_/." as the allowed
// characters, yet the API reference's example requests and responses
// name a vault "prod-vault" and a secret "db-password", and the Traffic
// Policy secrets page names them "my-vault" and "my-secret", so "-" is
// allowed too (docs/BEHAVIOUR.md). Each broken rule is a *CodedError
// with its code of codes.
func checkName(field, name string, codes nameCodes) error {
	if name == "" {
		return FailCoded(codes.empty, field, "must not be empty")
	}
	if !utf8.ValidString(name) {
		return FailCoded(codes.chars, field, "must be valid UTF-8")
	}
	if n := utf8.RuneCountInString(name); n > MaxNameChars {
		return FailCoded(codes.length, field, "must be less than %d characters, got %d", MaxNameChars+1, n)
	}
	for i, r := range name {
		if !nameChar(r) {
			return FailCoded(codes.chars, field, "may hold only the characters \"a-zA-Z0-9_/.-\", got %q at byte %d", r, i)
		}
	}
	return nil
}

func nameChar(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' || r == '/' || r == '.' || r == '-'
}

// SecretValue checks the value of a secret: not empty (code 24003) and
// at most MaxSecretValueBytes bytes (code 24004). Its error never holds
// the value.
func SecretValue(field, value string) error {
	if value == "" {
		return FailCoded(CodeSecretValueEmpty, field, "must not be empty")
	}
	if len(value) > MaxSecretValueBytes {
		return FailCoded(CodeSecretValueLength, field, "must be less than %d bytes, got %d", MaxSecretValueBytes+1, len(value))
	}
	return nil
}

// SecretVault checks that a new secret names its vault: by vaultID or
// vaultName, exactly one of them. Neither is the API's 24008, as it
// calls vault_id required; both break the rule of the other fields.
func SecretVault(vaultID, vaultName string) error {
	if vaultID == "" && vaultName == "" {
		return FailCoded(CodeSecretVaultMissing, "vault_id", "is required (or vault_name instead)")
	}
	return ExactlyOne("vault_id", Choice{Name: "vault_id", Set: vaultID != ""}, Choice{Name: "vault_name", Set: vaultName != ""})
}
