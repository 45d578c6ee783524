package validate

import (
	"unicode/utf8"
)

// Limits of vaults and secrets. The error reference says that names and
// values must be shorter than some length without giving it; these are
// the lengths ingresstest enforces.
const (
	// MaxNameChars is the longest name of a vault or secret.
	MaxNameChars = 255
	// MaxSecretValueBytes is the largest value of a secret.
	MaxSecretValueBytes = 64 * 1024
)

// Name checks the name of a vault or secret: not empty, at most
// MaxNameChars characters, each a letter, a digit or one of "_", "/",
// "." and "-". The error reference lists "a-zA-Z0-9_/." as the allowed
// characters, yet the API documentation's own examples name vaults and
// secrets "my-vault" and "db-password", so "-" is allowed too.
func Name(field, name string) error {
	if name == "" {
		return Fail(field, "must not be empty")
	}
	if !utf8.ValidString(name) {
		return Fail(field, "must be valid UTF-8")
	}
	if n := utf8.RuneCountInString(name); n > MaxNameChars {
		return Fail(field, "must be at most %d characters, got %d", MaxNameChars, n)
	}
	for i, r := range name {
		if !nameChar(r) {
			return Fail(field, "may hold only letters, digits, \"_\", \"/\", \".\" and \"-\", got %q at byte %d", r, i)
		}
	}
	return nil
}

// OptionalName checks an optional name with Name's rules.
func OptionalName(field string, name *string) error {
	return IfSet(name, func(n string) error { return Name(field, n) })
}

func nameChar(r rune) bool {
	return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' || r == '/' || r == '.' || r == '-'
}

// SecretValue checks the value of a secret: not empty and at most
// MaxSecretValueBytes bytes. Its error never holds the value.
func SecretValue(field, value string) error {
	if value == "" {
		return Fail(field, "must not be empty")
	}
	if len(value) > MaxSecretValueBytes {
		return Fail(field, "must be at most %d bytes, got %d", MaxSecretValueBytes, len(value))
	}
	return nil
}
