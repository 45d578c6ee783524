package conformance

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"strings"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/crypto/ssh"
)

// The keys and certificates that scenarios upload are made at run time,
// each call a new key.

// selfSigned makes a self-signed certificate for name, a CA when ca is
// set, and returns it and its private key PEM-encoded.
func selfSigned(env *Env, name string, ca bool) (certPEM, keyPEM string) {
	key := newKey(env)
	now := time.Now().UTC().Truncate(time.Second)
	template := &x509.Certificate{
		SerialNumber: big.NewInt(now.Unix()),
		Subject:      pkix.Name{CommonName: name, Organization: []string{"Conformance"}},
		NotBefore:    now,
		NotAfter:     now.AddDate(1, 0, 0),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	if ca {
		template.KeyUsage |= x509.KeyUsageCertSign
		template.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}
		template.BasicConstraintsValid, template.IsCA = true, true
	} else {
		template.DNSNames = []string{name}
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	require.NoError(env.T, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(env.T, err)
	return pemText("CERTIFICATE", der), pemText("PRIVATE KEY", keyDER)
}

// operatorCSR returns a PEM-encoded certificate signing request of a new
// key.
func operatorCSR(env *Env) string {
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: "conformance"}}, newKey(env))
	require.NoError(env.T, err)
	return pemText("CERTIFICATE REQUEST", der)
}

// newKey returns a new ECDSA key on the P-256 curve.
func newKey(env *Env) *ecdsa.PrivateKey {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(env.T, err)
	return key
}

// pemText returns der as one PEM block of the given type.
func pemText(blockType string, der []byte) string {
	return string(pem.EncodeToMemory(&pem.Block{Type: blockType, Bytes: der}))
}

// conformanceSSHKey returns a new ed25519 public key in authorized-keys
// format.
func conformanceSSHKey(env *Env) string {
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(env.T, err)
	key, err := ssh.NewPublicKey(pub)
	require.NoError(env.T, err)
	return strings.TrimSpace(string(ssh.MarshalAuthorizedKey(key)))
}
