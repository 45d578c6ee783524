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
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/certificates"
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

// FuzzParseTLSCertificate checks that any input either parses into a
// certificate that parses again to the same fields, or fails with a
// message that names the field at fault.
func FuzzParseTLSCertificate(f *testing.F) {
	caPEM, leafPEM, keyPEM := seedPEMs(f)
	f.Add(leafPEM+caPEM, keyPEM)
	f.Add(leafPEM, keyPEM)
	f.Add(caPEM+leafPEM, keyPEM)
	f.Add(leafPEM+"junk", keyPEM)
	f.Add(leafPEM, caPEM)
	f.Add("", "")
	f.Add("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n")
	f.Fuzz(func(t *testing.T, certPEM, keyPEM string) {
		cert, err := ParseTLSCertificate(certPEM, keyPEM)
		if err != nil {
			msg := err.Error()
			if !strings.HasPrefix(msg, "certificate_pem: ") && !strings.HasPrefix(msg, "private_key_pem: ") {
				t.Fatalf("the error does not name its field: %q", msg)
			}
			return
		}
		if cert.KeyUsages == nil || cert.ExtendedKeyUsages == nil || cert.SubjectAlternativeNames.DNSNames == nil || cert.SubjectAlternativeNames.IPs == nil {
			t.Fatalf("a list is null: %+v", cert)
		}
		switch cert.PrivateKeyType {
		case certificates.PrivateKeyTypeRSA, certificates.PrivateKeyTypeECDSA, certificates.PrivateKeyTypeEd25519:
		default:
			t.Fatalf("unknown private key type %q", cert.PrivateKeyType)
		}
		again, err := ParseTLSCertificate(cert.CertificatePEM, keyPEM)
		if err != nil {
			t.Fatalf("the re-encoded chain does not parse: %v", err)
		}
		assert.Equal(t, cert, again)
	})
}

// FuzzParseAuthority checks the same of certificate authorities.
func FuzzParseAuthority(f *testing.F) {
	caPEM, leafPEM, _ := seedPEMs(f)
	f.Add(caPEM)
	f.Add(leafPEM)
	f.Add(caPEM + caPEM)
	f.Add("garbage")
	f.Fuzz(func(t *testing.T, text string) {
		ca, err := ParseAuthority(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "ca_pem: ") {
				t.Fatalf("the error does not name its field: %q", err)
			}
			return
		}
		again, err := ParseAuthority(ca.CAPEM)
		if err != nil {
			t.Fatalf("the re-encoded certificate does not parse: %v", err)
		}
		assert.Equal(t, ca, again)
	})
}
