package validate

import (
	"strings"
	"unicode"
)

// MaxUserNameBytes is the longest name of a bot or service user. The API
// documents no limit (errors/err_ngrok_4110 speaks of one without its
// number); this one is ingresstest's, the limit of descriptions elsewhere
// in the API.
const MaxUserNameBytes = 255

// The error codes of the rules of bot and service user names, from the
// API's public error reference (errors/err_ngrok_<code>).
const (
	CodeUserNameEmpty  = "ERR_NGROK_4109"
	CodeUserNameLength = "ERR_NGROK_4110"
)

// UserName checks the name of a bot or service user being created: it is
// required and not blank (code 4109), at most MaxUserNameBytes bytes
// (code 4110) of UTF-8, and holds no control character (a line break, a
// tab, NUL, DEL, ...), which would forge or break the lines that show it.
func UserName(name string) error {
	if strings.TrimSpace(name) == "" {
		return FailCoded(CodeUserNameEmpty, "name", "is required and must not be empty")
	}
	if len(name) > MaxUserNameBytes {
		return FailCoded(CodeUserNameLength, "name", "must be at most %d bytes, got %d", MaxUserNameBytes, len(name))
	}
	return First(MaxBytes("name", &name, MaxUserNameBytes), noControl("name", name))
}

// UserNameIfSet checks the name of a bot or service user being updated:
// when supplied, it follows UserName.
func UserNameIfSet(name *string) error { return IfSet(name, UserName) }

// noControl checks that v holds no control character, naming the first
// one's byte offset.
func noControl(field, v string) error {
	if i := strings.IndexFunc(v, unicode.IsControl); i >= 0 {
		return Fail(field, "must not hold a control character, got one at byte %d", i)
	}
	return nil
}
