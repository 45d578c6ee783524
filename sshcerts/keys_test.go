package sshcerts_test

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/sshcerts"
)

// skKey returns a security-key ed25519 public key in authorized-keys
// format: a key the API does not sign.
func skKey(t *testing.T) string {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	wire := ssh.Marshal(struct {
		Name        string
		Key         []byte
		Application string
	}{ssh.KeyAlgoSKED25519, pub, "ssh:"})
	return ssh.KeyAlgoSKED25519 + " " + base64.StdEncoding.EncodeToString(wire)
}

func TestKeyTypeOf(t *testing.T) {
	for _, keyType := range []sshcerts.KeyType{sshcerts.KeyTypeED25519, sshcerts.KeyTypeECDSA, sshcerts.KeyTypeRSA} {
		got, err := sshcerts.KeyTypeOf(newKeyPair(t, keyType).signer.PublicKey())
		require.NoError(t, err)
		assert.Equal(t, keyType, got)
	}

	sk, err := sshcerts.ParsePublicKey(skKey(t))
	require.NoError(t, err)
	_, err = sshcerts.KeyTypeOf(sk)
	assert.ErrorContains(t, err, "sk-ssh-ed25519@openssh.com are not supported")

	ca := newKeyPair(t, sshcerts.KeyTypeED25519)
	cert := &ssh.Certificate{Key: newKeyPair(t, sshcerts.KeyTypeED25519).signer.PublicKey(), CertType: ssh.UserCert}
	require.NoError(t, cert.SignCert(rand.Reader, ca.signer))
	_, err = sshcerts.KeyTypeOf(cert)
	assert.ErrorContains(t, err, "is a certificate")
}

func TestParseCertificateAndPublicKey(t *testing.T) {
	key := newKeyPair(t, sshcerts.KeyTypeED25519)
	ca := newKeyPair(t, sshcerts.KeyTypeECDSA)
	cert := &ssh.Certificate{Key: key.signer.PublicKey(), CertType: ssh.HostCert, KeyId: "shcrt_1", ValidPrincipals: []string{"h"}}
	require.NoError(t, cert.SignCert(rand.Reader, ca.signer))
	certLine := strings.TrimSpace(string(ssh.MarshalAuthorizedKey(cert)))

	parsed, err := sshcerts.ParseCertificate(certLine + " shcrt_1")
	require.NoError(t, err)
	assert.Equal(t, "shcrt_1", parsed.KeyId)
	assert.Equal(t, cert.Marshal(), parsed.Marshal())

	pub, err := sshcerts.ParsePublicKey(key.authorized + " comment\n")
	require.NoError(t, err)
	assert.Equal(t, key.signer.PublicKey().Marshal(), pub.Marshal())

	_, err = sshcerts.ParseCertificate(key.authorized)
	assert.ErrorContains(t, err, "a public key, not a certificate")
	_, err = sshcerts.ParsePublicKey(certLine)
	assert.ErrorContains(t, err, "a certificate, not a public key")
	_, err = sshcerts.ParseCertificate("")
	assert.ErrorContains(t, err, "parsing an authorized key")
	_, err = sshcerts.ParseCertificate("ssh-ed25519-cert-v01@openssh.com AAAA")
	assert.ErrorContains(t, err, "parsing an authorized key")
	_, err = sshcerts.ParseCertificate(certLine + "\n" + certLine)
	assert.ErrorContains(t, err, "exactly one key")
	_, err = sshcerts.ParsePublicKey(key.authorized + "\n" + key.authorized)
	assert.ErrorContains(t, err, "exactly one key")
}
