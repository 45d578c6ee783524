package validate

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The error codes of the rules of tunnel and SSH credentials that the
// API's public error reference gives (errors/err_ngrok_<code>).
const (
	// CodeACLRule: an ACL rule that is not "*" or a bind rule on a
	// domain, an address or a label.
	CodeACLRule = "ERR_NGROK_600"
	// CodeCredentialDescriptionLength: a description over
	// MaxDescriptionBytes bytes.
	CodeCredentialDescriptionLength = "ERR_NGROK_604"
	// CodeCredentialMetadataLength: metadata over MaxMetadataBytes bytes.
	CodeCredentialMetadataLength = "ERR_NGROK_605"
	// CodeCredentialUpdateEmpty: an update that supplies no value.
	CodeCredentialUpdateEmpty = "ERR_NGROK_606"
	// CodeSSHKeyMissing: an SSH credential without a public key.
	CodeSSHKeyMissing = "ERR_NGROK_611"
	// CodeSSHKeyInvalid: an SSH credential whose public key does not
	// parse.
	CodeSSHKeyInvalid = "ERR_NGROK_612"
)

// CredentialDescription checks the optional description of a tunnel or
// SSH credential: valid UTF-8 and at most MaxDescriptionBytes bytes, as
// the API's description counts it (errors/err_ngrok_604 says
// characters); the message gives the limit and the length, as the page's
// does.
func CredentialDescription(v *string) error {
	return limitedText(CodeCredentialDescriptionLength, "description", "a description", v, MaxDescriptionBytes)
}

// CredentialMetadata checks the optional metadata of a tunnel or SSH
// credential: valid UTF-8 and at most MaxMetadataBytes bytes
// (errors/err_ngrok_605).
func CredentialMetadata(v *string) error {
	return limitedText(CodeCredentialMetadataLength, "metadata", "metadata", v, MaxMetadataBytes)
}

// limitedText checks an optional text field of at most limit bytes, and
// answers a longer one with code.
func limitedText(code, field, what string, v *string, limit int) error {
	if v == nil {
		return nil
	}
	if !utf8.ValidString(*v) {
		return Fail(field, "must be valid UTF-8")
	}
	if n := len(*v); n > limit {
		return FailCoded(code, field, "%s is limited to at most %d bytes; you have entered %d bytes", what, limit, n)
	}
	return nil
}

// CredentialUpdate checks that an update of a tunnel or SSH credential
// supplies a value: a description, metadata or an ACL, which may be empty
// (errors/err_ngrok_606).
func CredentialUpdate(description, metadata *string, acl []string) error {
	if description == nil && metadata == nil && acl == nil {
		return FailCoded(CodeCredentialUpdateEmpty, "description",
			"the credential update failed because no values were provided: give a description, metadata or acl")
	}
	return nil
}

// SSHCredentialKey checks the public key of a new SSH credential: given
// and not blank (errors/err_ngrok_611), and exactly one SSH public key,
// not a certificate, in authorized-keys format (errors/err_ngrok_612).
func SSHCredentialKey(field, key string) error {
	if strings.TrimSpace(key) == "" {
		return FailCoded(CodeSSHKeyMissing, field, "is required: the public key is missing or empty")
	}
	if _, err := ParseSSHPublicKey(key); err != nil {
		return FailCoded(CodeSSHKeyInvalid, field,
			"invalid public key %s: must be an SSH public key in authorized-keys format, like \"ssh-ed25519 AAAA... comment\": %v", quoteShort(key), err)
	}
	return nil
}

// quoteShort quotes s, cut to its first 64 bytes when longer, so that a
// message names a key without repeating a large body.
func quoteShort(s string) string {
	const most = 64
	if len(s) <= most {
		return fmt.Sprintf("%q", s)
	}
	cut := most
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%q...", s[:cut])
}
