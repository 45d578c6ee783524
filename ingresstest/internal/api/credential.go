package api

import (
	"encoding/base64"
	"net/http"
	"strings"
)

// The shapes of what an Authorization header carries, as the error
// reference tells them apart (errors/err_ngrok_200 to 208).

// Credential returns the credential that header, a request's
// Authorization header, carries: the token of "Bearer TOKEN", or of
// "Basic" authentication the user name, or the password when the user
// name is empty. An empty header is CodeMissingAuth; a scheme other than
// those two, or one that does not parse, is CodeUnparsedAuth; a
// credential not shaped like an API key's token is CodeAuthNotAPIKey,
// or CodeAuthKeyID when it is an API key's ID. Neither message repeats
// the credential, which errors never show.
func Credential(header string) (string, error) {
	if header == "" {
		return "", Errorf(http.StatusUnauthorized, CodeMissingAuth, "missing bearer token in the Authorization header")
	}
	scheme, rest, _ := strings.Cut(header, " ")
	var token string
	switch {
	case strings.EqualFold(scheme, "Bearer"):
		token = strings.TrimSpace(rest)
	case strings.EqualFold(scheme, "Basic"):
		token = basicCredential(strings.TrimSpace(rest))
	}
	if token == "" {
		return "", Errorf(http.StatusUnauthorized, CodeUnparsedAuth,
			"the ngrok API requires Basic or Bearer authentication in the Authorization header, and it could not parse the header of this request")
	}
	if isKeyID(token) {
		return "", Errorf(http.StatusUnauthorized, CodeAuthKeyID,
			"the authentication you specified is an API key ID, not an API key token; give the token, of the form FIRSTPART_SECONDPART")
	}
	if !isTokenShaped(token) {
		return "", Errorf(http.StatusUnauthorized, CodeAuthNotAPIKey,
			"the API authentication you specified does not look like a valid credential")
	}
	return token, nil
}

// basicCredential returns the credential of Basic authentication's
// encoded user:password: the user name, else the password; "" when it
// does not decode.
func basicCredential(encoded string) string {
	raw, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		return ""
	}
	user, password, ok := strings.Cut(string(raw), ":")
	if !ok {
		return ""
	}
	if user != "" {
		return user
	}
	return password
}

// isKeyID reports whether s has the shape of an API key's ID: ak_ and a
// KSUID.
func isKeyID(s string) bool {
	ksuid, ok := strings.CutPrefix(s, "ak_")
	return ok && len(ksuid) == 27 && isAlphanumeric(ksuid)
}

// isTokenShaped reports whether s has the shape of a token the API
// issues: two alphanumeric parts joined by an underscore.
func isTokenShaped(s string) bool {
	first, second, ok := strings.Cut(s, "_")
	return ok && isAlphanumeric(first) && isAlphanumeric(second)
}

// isAlphanumeric reports whether s is a non-empty run of ASCII letters
// and digits.
func isAlphanumeric(s string) bool {
	for _, c := range []byte(s) {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return s != ""
}
