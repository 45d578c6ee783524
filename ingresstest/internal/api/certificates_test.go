package api

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/internal/validate"
)

// seedPEMs returns a CA and a leaf it signed, PEM-encoded, and the leaf's
// private key, made at run time.
func seedPEMs(t testing.TB) (caPEM, leafPEM, keyPEM string) {
	t.Helper()
	caKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	leafKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	caTemplate := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "Seed CA"},
		NotBefore: start, NotAfter: start.AddDate(5, 0, 0),
		KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true, IsCA: true,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTemplate, caTemplate, caKey.Public(), caKey)
	require.NoError(t, err)
	ca, err := x509.ParseCertificate(caDER)
	require.NoError(t, err)
	leafDER, err := x509.CreateCertificate(rand.Reader, &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "seed.example.com", Country: []string{"NZ"}},
		DNSNames: []string{"seed.example.com"}, IPAddresses: []net.IP{net.IPv4(192, 0, 2, 1)},
		NotBefore: start, NotAfter: start.AddDate(0, 3, 0),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}, ca, leafKey.Public(), caKey)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(leafKey)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})),
		string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leafDER})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}

func TestParseTLSCertificate(t *testing.T) {
	caPEM, leafPEM, keyPEM := seedPEMs(t)
	cert, err := ParseTLSCertificate(leafPEM+caPEM, keyPEM)
	require.NoError(t, err)
	assert.Equal(t, "seed.example.com", cert.SubjectCommonName)
	assert.Equal(t, "Seed CA", cert.IssuerCommonName)
	assert.Equal(t, "NZ", cert.SubjectCountry)
	assert.Equal(t, "02", cert.SerialNumber)
	assert.Equal(t, []string{"192.0.2.1"}, cert.SubjectAlternativeNames.IPs)
	assert.Equal(t, certificates.PrivateKeyTypeECDSA, cert.PrivateKeyType)

	ca, err := ParseAuthority(caPEM)
	require.NoError(t, err)
	assert.Equal(t, "Seed CA", ca.SubjectCommonName)
	assert.Equal(t, []certificates.KeyUsage{certificates.KeyUsageCertSign}, ca.KeyUsages)
	assert.Empty(t, ca.ExtendedKeyUsages)
}

// TestKeyTypeNames checks that the key type names of the rules are the
// private_key_type values of the certificates package, which
// ParseTLSCertificate converts them to.
func TestKeyTypeNames(t *testing.T) {
	assert.Equal(t, certificates.PrivateKeyTypeRSA, certificates.PrivateKeyType(validate.KeyTypeRSA))
	assert.Equal(t, certificates.PrivateKeyTypeECDSA, certificates.PrivateKeyType(validate.KeyTypeECDSA))
	assert.Equal(t, certificates.PrivateKeyTypeEd25519, certificates.PrivateKeyType(validate.KeyTypeEd25519))
}
