package validate

import (
	"strings"
	"unicode"
)

// MaxUserNameBytes is the longest name of a bot or service user. The API
// documents no limit; this one is ingresstest's, the limit of descriptions
// elsewhere in the API.
const MaxUserNameBytes = 255

// UserName checks the name of a bot or service user being created: it is
// required, not blank, at most MaxUserNameBytes bytes of UTF-8, and holds
// no control character (a line break, a tab, NUL, DEL, ...), which would
// forge or break the lines that show it.
func UserName(name string) error {
	return First(RequiredString("name", name), MaxBytes("name", &name, MaxUserNameBytes), noControl("name", name))
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
