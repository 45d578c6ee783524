package validate

// MaxUserNameBytes is the longest name of a bot or service user. The API
// documents no limit; this one is ingresstest's, the limit of descriptions
// elsewhere in the API.
const MaxUserNameBytes = 255

// UserName checks the name of a bot or service user being created: it is
// required, not blank, and at most MaxUserNameBytes bytes of UTF-8.
func UserName(name string) error {
	return First(RequiredString("name", name), MaxBytes("name", &name, MaxUserNameBytes))
}

// UserNameIfSet checks the name of a bot or service user being updated:
// when supplied, it follows UserName.
func UserNameIfSet(name *string) error { return IfSet(name, UserName) }
