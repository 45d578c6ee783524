package validate_test

import (
	"crypto/ed25519"
	"crypto/rand"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

// sshKeyAndCert returns a new ed25519 public key and a certificate of it,
// each as one authorized-keys line.
func sshKeyAndCert(t *testing.T) (key, cert string) {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	sshPub, err := ssh.NewPublicKey(pub)
	require.NoError(t, err)
	signer, err := ssh.NewSignerFromKey(priv)
	require.NoError(t, err)
	c := &ssh.Certificate{Key: sshPub, CertType: ssh.UserCert, ValidBefore: ssh.CertTimeInfinity}
	require.NoError(t, c.SignCert(rand.Reader, signer))
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(sshPub))), strings.TrimSpace(string(ssh.MarshalAuthorizedKey(c)))
}

func TestSSHPublicKey(t *testing.T) {
	key, cert := sshKeyAndCert(t)

	pub, err := validate.SSHPublicKey("public_key", key+" laptop\n")
	require.NoError(t, err)
	assert.Equal(t, ssh.KeyAlgoED25519, pub.Type())

	tests := map[string]struct{ key, want string }{
		"missing":       {"", "is required"},
		"blank":         {" \n", "is required"},
		"not a key":     {"hello world", "authorized-keys format"},
		"two keys":      {key + "\n" + key, "exactly one key"},
		"a certificate": {cert, "a certificate, not a public key"},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			pub, err := validate.SSHPublicKey("public_key", tt.key)
			testkit.RequireValidationContains(t, err, "public_key", tt.want)
			assert.Nil(t, pub)
		})
	}
}

func TestParseAuthorizedKey(t *testing.T) {
	key, cert := sshKeyAndCert(t)

	parsed, err := validate.ParseAuthorizedKey(cert)
	require.NoError(t, err)
	assert.IsType(t, &ssh.Certificate{}, parsed)
	_, err = validate.ParseSSHPublicKey(cert)
	assert.ErrorContains(t, err, "a certificate, not a public key")

	_, err = validate.ParseAuthorizedKey(cert + "\n" + key)
	assert.ErrorContains(t, err, "exactly one key")
	_, err = validate.ParseAuthorizedKey("ssh-ed25519 AAAA!!!")
	assert.ErrorContains(t, err, "parsing an authorized key")
}

func TestCertificateValidity(t *testing.T) {
	at := func(s string) *time.Time {
		v, err := time.Parse(time.RFC3339, s)
		require.NoError(t, err)
		return &v
	}
	assert.NoError(t, validate.CertificateValidity(nil, nil))
	assert.NoError(t, validate.CertificateValidity(at("1970-01-01T00:00:00Z"), nil))
	assert.NoError(t, validate.CertificateValidity(at("2030-01-01T00:00:00Z"), at("2030-01-01T00:00:01Z")))

	testkit.RequireValidationContains(t, validate.CertificateValidity(at("1969-12-31T23:59:59Z"), nil), "valid_after", "1970")
	testkit.RequireValidationContains(t, validate.CertificateValidity(nil, at("1969-12-31T23:59:59Z")), "valid_until", "1970")
	testkit.RequireValidationContains(t, validate.CertificateValidity(at("2030-01-01T00:00:00Z"), at("2030-01-01T00:00:00.9Z")), "valid_until", "after valid_after")
	testkit.RequireValidationContains(t, validate.CertificateValidity(at("2030-01-02T00:00:00Z"), at("2030-01-01T00:00:00Z")), "valid_until", "after valid_after")
	last := at("9999-12-31T23:59:59Z")
	past := last.Add(time.Second)
	assert.NoError(t, validate.CertificateValidity(at("9999-12-31T23:59:58Z"), last), "the last second JSON writes")
	testkit.RequireValidationContains(t, validate.CertificateValidity(&past, nil), "valid_after", "9999-12-31T23:59:59Z")
	testkit.RequireValidationContains(t, validate.CertificateValidity(last, &past), "valid_until", "9999-12-31T23:59:59Z")
}
