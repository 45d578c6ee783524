package setup

// Token is a token that the API shows once, when it creates a tunnel
// credential or an API key. Its String and every fmt verb omit the value;
// Value returns it.
type Token struct {
	// Kind and Name are the resource's kind and name in the description.
	Kind, Name string
	// ID is the resource's ID.
	ID    string
	value string
}

// Value returns the token itself.
func (t Token) Value() string { return t.value }

// String names the token's resource without the token.
func (t Token) String() string { return "token of " + t.Kind + " " + t.Name + " (" + t.ID + ")" }

// GoString is String, so that %#v shows no token either.
func (t Token) GoString() string { return t.String() }

// TokenError is the error of Apply when the function of OnToken failed
// to keep a token: the resource exists, and the API never shows its token
// again. Token holds it, so that the caller can still keep it; Path names
// the file that holds it when it was written elsewhere than asked (see
// TokenDir). Its message, like Token's, never holds the token.
type TokenError struct {
	// Token is the token that was not kept as asked.
	Token Token
	// Path is the file that holds the token after all, empty when no file
	// does: then Token is the only copy left.
	Path string
	// Err is why the token was not kept as asked.
	Err error
}

// Error says which token was not kept, why, and where it is.
func (e *TokenError) Error() string {
	why := "no reason given"
	if e.Err != nil {
		why = e.Err.Error()
	}
	if e.Path != "" {
		return "the " + e.Token.String() + " was not kept as asked (" + why + "): it is in " + e.Path + " instead"
	}
	return "the " + e.Token.String() + " was kept nowhere (" + why + ")"
}

// Unwrap returns Err.
func (e *TokenError) Unwrap() error { return e.Err }
