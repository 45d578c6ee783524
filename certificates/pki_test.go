package certificates_test

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// issued is a certificate made at run time, with its key.
type issued struct {
	cert *x509.Certificate
	key  crypto.Signer
}

// certPEM returns the certificate PEM-encoded.
func (c issued) certPEM() string {
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.cert.Raw}))
}

// keyPEM returns the key PEM-encoded as PKCS #8.
func (c issued) keyPEM(t testing.TB) string {
	t.Helper()
	der, err := x509.MarshalPKCS8PrivateKey(c.key)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}))
}

// newKey returns a new ECDSA P-256 key, quick to make.
func newKey(t testing.TB) crypto.Signer {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	return key
}

// caTemplate returns the template of a CA certificate named cn.
func caTemplate(cn string) *x509.Certificate {
	return &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: cn},
		NotBefore:             time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC),
		NotAfter:              time.Date(2035, 1, 1, 0, 0, 0, 0, time.UTC),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
}

// leafTemplate returns the template of a server certificate for cn.
func leafTemplate(cn string) *x509.Certificate {
	return &x509.Certificate{
		SerialNumber: big.NewInt(0x054ba7),
		Subject:      pkix.Name{CommonName: cn},
		DNSNames:     []string{cn},
		NotBefore:    time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC),
		NotAfter:     time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
}

// sign makes a certificate from template with key, signed by parent, or
// self-signed when parent is the zero value.
func sign(t testing.TB, template *x509.Certificate, key crypto.Signer, parent issued) issued {
	t.Helper()
	parentCert, parentKey := parent.cert, parent.key
	if parentCert == nil {
		parentCert, parentKey = template, key
	}
	der, err := x509.CreateCertificate(rand.Reader, template, parentCert, key.Public(), parentKey)
	require.NoError(t, err)
	cert, err := x509.ParseCertificate(der)
	require.NoError(t, err)
	return issued{cert: cert, key: key}
}

// chain is a root, an intermediate signed by it and a leaf for cn signed
// by the intermediate.
type chain struct {
	root, intermediate, leaf issued
}

// newChain makes a chain whose leaf has template.
func newChain(t testing.TB, leaf *x509.Certificate, leafKey crypto.Signer) chain {
	t.Helper()
	root := sign(t, caTemplate("Test Root"), newKey(t), issued{})
	intermediate := sign(t, caTemplate("Test Intermediate"), newKey(t), root)
	return chain{root: root, intermediate: intermediate, leaf: sign(t, leaf, leafKey, intermediate)}
}
