package validate

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"golang.org/x/crypto/ssh"
)

// ParseAuthorizedKey parses exactly one key, a public key or a
// certificate, in authorized-keys format.
func ParseAuthorizedKey(authorizedKey string) (ssh.PublicKey, error) {
	key, _, _, rest, err := ssh.ParseAuthorizedKey([]byte(authorizedKey))
	if err != nil {
		return nil, fmt.Errorf("parsing an authorized key: %w", err)
	}
	if strings.TrimSpace(string(rest)) != "" {
		return nil, errors.New("want exactly one key, got more")
	}
	return key, nil
}

// ParseSSHPublicKey parses exactly one SSH public key in authorized-keys
// format and refuses a certificate.
func ParseSSHPublicKey(authorizedKey string) (ssh.PublicKey, error) {
	key, err := ParseAuthorizedKey(authorizedKey)
	if err != nil {
		return nil, err
	}
	if _, isCert := key.(*ssh.Certificate); isCert {
		return nil, fmt.Errorf("%s is a certificate, not a public key", key.Type())
	}
	return key, nil
}

// SSHPublicKey checks a required public key field: exactly one SSH public
// key, not a certificate, in authorized-keys format. It returns the key.
func SSHPublicKey(field, key string) (ssh.PublicKey, error) {
	if err := RequiredString(field, key); err != nil {
		return nil, err
	}
	pub, err := ParseSSHPublicKey(key)
	if err != nil {
		return nil, Fail(field, "must be an SSH public key in authorized-keys format, like \"ssh-ed25519 AAAA... comment\": %v", err)
	}
	return pub, nil
}

// CertificateValidity checks an SSH certificate's requested validity:
// times from 1970 on, and, when both are given, validUntil after
// validAfter (compared in whole seconds, as certificates hold them).
func CertificateValidity(validAfter, validUntil *time.Time) error {
	if validAfter != nil && validAfter.Unix() < 0 {
		return Fail("valid_after", "must not be before 1970, got %s", validAfter.Format(time.RFC3339))
	}
	if validUntil != nil && validUntil.Unix() < 0 {
		return Fail("valid_until", "must not be before 1970, got %s", validUntil.Format(time.RFC3339))
	}
	if validAfter != nil && validAfter.After(lastJSONTime) {
		return Fail("valid_after", "must not be after %s, the last time JSON writes, got %s", lastJSONTime.Format(time.RFC3339), validAfter.Format(time.RFC3339))
	}
	if validUntil != nil && validUntil.After(lastJSONTime) {
		return Fail("valid_until", "must not be after %s, the last time JSON writes, got %s", lastJSONTime.Format(time.RFC3339), validUntil.Format(time.RFC3339))
	}
	if validAfter != nil && validUntil != nil && validUntil.Unix() <= validAfter.Unix() {
		return Fail("valid_until", "must be after valid_after (%s), got %s", validAfter.Format(time.RFC3339), validUntil.Format(time.RFC3339))
	}
	return nil
}

// lastJSONTime is the last second that a time in JSON (RFC 3339, a year
// of four digits) can hold.
var lastJSONTime = time.Date(9999, 12, 31, 23, 59, 59, 0, time.UTC)

// SSHKeyBody returns the key of an authorized-keys line, its type and
// base64 data, without options or comment, by which the API tells SSH
// credentials' keys apart (ERR_NGROK_609); a line that does not parse is
// returned as it is.
func SSHKeyBody(authorized string) string {
	key, _, _, _, err := ssh.ParseAuthorizedKey([]byte(authorized))
	if err != nil {
		return authorized
	}
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}
