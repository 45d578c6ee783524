package validate_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/validate"
)

// TestCredentialRulesCodes checks that each rule of credentials answers
// with its code of the error reference, and passes what it allows.
func TestCredentialRulesCodes(t *testing.T) {
	const key = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl test"
	tests := []struct {
		name string
		err  error
		code string
		want string
	}{
		{"description at its limit", validate.CredentialDescription(new(strings.Repeat("d", 255))), "", ""},
		{"description over its limit", validate.CredentialDescription(new(strings.Repeat("d", 256))), validate.CodeCredentialDescriptionLength, "limited to at most 255 bytes; you have entered 256"},
		{"metadata at its limit", validate.CredentialMetadata(new(strings.Repeat("m", 4096))), "", ""},
		{"metadata over its limit", validate.CredentialMetadata(new(strings.Repeat("m", 4097))), validate.CodeCredentialMetadataLength, "limited to at most 4096 bytes; you have entered 4097"},
		{"an update with a value", validate.CredentialUpdate(nil, nil, []string{}), "", ""},
		{"an update without a value", validate.CredentialUpdate(nil, nil, nil), validate.CodeCredentialUpdateEmpty, "no values were provided"},
		{"a public key", validate.SSHCredentialKey("public_key", key), "", ""},
		{"no public key", validate.SSHCredentialKey("public_key", ""), validate.CodeSSHKeyMissing, "missing or empty"},
		{"a blank public key", validate.SSHCredentialKey("public_key", " \n"), validate.CodeSSHKeyMissing, "missing or empty"},
		{"a public key that does not parse", validate.SSHCredentialKey("public_key", "ssh-ed25519 AAAA!!!"), validate.CodeSSHKeyInvalid, `invalid public key "ssh-ed25519 AAAA!!!"`},
		{"a long public key that does not parse", validate.SSHCredentialKey("public_key", strings.Repeat("k", 500)), validate.CodeSSHKeyInvalid, `"...`},
		{"an ACL rule", validate.ACL([]string{"*", "bind:a.com"}), "", ""},
		{"a malformed ACL rule", validate.ACL([]string{"allow:all"}), validate.CodeACLRule, `rule "allow:all" must be "*" or start with "bind:"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.code == "" {
				require.NoError(t, tt.err)
				return
			}
			var coded *validate.CodedError
			require.True(t, errors.As(tt.err, &coded), "%v is not coded", tt.err)
			assert.Equal(t, tt.code, coded.Code)
			assert.Contains(t, tt.err.Error(), tt.want)
		})
	}
}
