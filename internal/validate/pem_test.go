package validate_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "seed.example.com"},
		DNSNames:  []string{"seed.example.com"},
		NotBefore: start, NotAfter: start.AddDate(0, 3, 0),
	}, ca, leafKey.Public(), caKey)
	require.NoError(t, err)
	keyDER, err := x509.MarshalPKCS8PrivateKey(leafKey)
	require.NoError(t, err)
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER})),
		string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: leafDER})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}

// requireFieldCode checks that err is a *validate.CodedError of field
// with code, whose rule holds part.
func requireFieldCode(t *testing.T, err error, field, code, part string) {
	t.Helper()
	var coded *validate.CodedError
	require.True(t, errors.As(err, &coded), "%v", err)
	assert.Equal(t, field, coded.Field)
	assert.Equal(t, code, coded.Code)
	assert.Contains(t, coded.Rule, part)
}

// TestTLSCertificatePEM checks each rule of an uploaded TLS certificate:
// its field, code and message.
func TestTLSCertificatePEM(t *testing.T) {
	caPEM, leafPEM, keyPEM := seedPEMs(t)
	_, _, otherKeyPEM := seedPEMs(t)
	chain, keyType, err := validate.TLSCertificatePEM(leafPEM+caPEM, keyPEM)
	require.NoError(t, err)
	require.Len(t, chain, 2)
	assert.Equal(t, "seed.example.com", chain[0].Subject.CommonName)
	assert.Equal(t, validate.KeyTypeECDSA, keyType)

	for _, tc := range []struct {
		name, certPEM, keyPEM, field, code, part string
	}{
		{"no certificate", "", keyPEM, "certificate_pem", validate.CodeNoCertificate, "no PEM-encoded certificate was found"},
		{"white space for a certificate", " \n", keyPEM, "certificate_pem", validate.CodeNoCertificate, "is required"},
		{"not PEM", "garbage", keyPEM, "certificate_pem", validate.CodeNotPEM, `could not be parsed as PEM (expected -----BEGIN CERTIFICATE-----); the data starts "garbage"`},
		{"a key for the certificate", keyPEM, keyPEM, "certificate_pem", validate.CodeCertificateIsKey, `block 1 is a private key ("PRIVATE KEY")`},
		{"a key in the chain", leafPEM + keyPEM, keyPEM, "certificate_pem", validate.CodeCertificateIsKey, `block 2 is a private key ("PRIVATE KEY")`},
		{"other block", leafPEM + pemBlock("PUBLIC KEY", nil), keyPEM, "certificate_pem", validate.CodeNotCertificateBlock, `block 2 is valid PEM of type "PUBLIC KEY"; it must be "CERTIFICATE"`},
		{"headers", withHeader(t, leafPEM), keyPEM, "certificate_pem", validate.CodePEMHeaders, "certificate 1 has 1 PEM headers"},
		{"not X.509", "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", keyPEM, "certificate_pem", validate.CodeInvalidCertificate, "certificate 1 is in an unknown or unsupported format"},
		{"text after", leafPEM + "junk", keyPEM, "certificate_pem", validate.CodeNotPEM, `the text after certificate 1 could not be parsed as PEM; it starts "junk"`},
		{"out of order", caPEM + leafPEM, keyPEM, "certificate_pem", validate.CodeChainOrder, "the chain is out of order"},
		{"no key", leafPEM, "", "private_key_pem", validate.CodeNoPrivateKey, "no PEM-encoded private key found"},
		{"two blocks", leafPEM, keyPEM + keyPEM, "private_key_pem", validate.CodeInvalidPrivateKey, "must hold one PEM block"},
		{"a certificate for a key", leafPEM, leafPEM, "private_key_pem", validate.CodeKeyIsCertificate, "holds a certificate, not a private key"},
		{"encrypted", leafPEM, "-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n", "private_key_pem", validate.CodeEncryptedPrivateKey, "the private key is encrypted"},
		{"encrypted by a header", leafPEM, "-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00000000000000000000000000000000\n\nAAAA\n-----END RSA PRIVATE KEY-----\n", "private_key_pem", validate.CodeEncryptedPrivateKey, "the private key is encrypted"},
		{"key headers", leafPEM, withHeader(t, keyPEM), "private_key_pem", validate.CodePEMHeaders, "the PRIVATE KEY block has 1 PEM headers"},
		{"not a key block", leafPEM, pemBlock("PUBLIC KEY", nil), "private_key_pem", validate.CodeInvalidPrivateKey, `a "PUBLIC KEY" block is not a private key`},
		{"unparsable key", leafPEM, "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "private_key_pem", validate.CodeInvalidPrivateKey, "the PRIVATE KEY block does not parse"},
		{"another key", leafPEM, otherKeyPEM, "private_key_pem", validate.CodeKeyMismatch, "the certificate and the private key do not match"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := validate.TLSCertificatePEM(tc.certPEM, tc.keyPEM)
			requireFieldCode(t, err, tc.field, tc.code, tc.part)
		})
	}
}

// TestAuthorityPEM checks each rule of an uploaded certificate authority:
// its field, code and message.
func TestAuthorityPEM(t *testing.T) {
	caPEM, leafPEM, keyPEM := seedPEMs(t)
	ca, err := validate.AuthorityPEM(caPEM)
	require.NoError(t, err)
	assert.Equal(t, "Seed CA", ca.Subject.CommonName)

	requireFieldCode(t, mustFail(validate.AuthorityPEM("")), "ca_pem", validate.CodeNoAuthorityPEM, "no certificate PEM data was sent")
	requireFieldCode(t, mustFail(validate.AuthorityPEM("garbage")), "ca_pem", validate.CodeNotPEM, "could not be parsed as PEM")
	requireFieldCode(t, mustFail(validate.AuthorityPEM(keyPEM)), "ca_pem", validate.CodeCertificateIsKey, `block 1 is a private key ("PRIVATE KEY")`)
	requireFieldCode(t, mustFail(validate.AuthorityPEM(pemBlock("X509 CRL", nil))), "ca_pem", validate.CodeNotCertificateBlock, `of type "X509 CRL"`)
	requireFieldCode(t, mustFail(validate.AuthorityPEM(caPEM+caPEM)), "ca_pem", validate.CodeAuthorityCount, `holds 2 certificates ("Seed CA", "Seed CA")`)
	requireFieldCode(t, mustFail(validate.AuthorityPEM(leafPEM)), "ca_pem", validate.CodeNotCA, `"seed.example.com" is not a certificate authority`)
}

// pemBlock encodes one PEM block of typ holding der.
func pemBlock(typ string, der []byte) string {
	return string(pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der}))
}

// withHeader returns the one PEM block of text with a header added.
func withHeader(t *testing.T, text string) string {
	t.Helper()
	block, _ := pem.Decode([]byte(text))
	require.NotNil(t, block)
	block.Headers = map[string]string{"Comment": "added"}
	return string(pem.EncodeToMemory(block))
}

// The codes the rules of an uploaded TLS certificate and of an uploaded
// certificate authority answer with.
var (
	tlsCertificateCodes = []string{
		validate.CodeNoCertificate, validate.CodeNotPEM, validate.CodeCertificateIsKey,
		validate.CodeNotCertificateBlock, validate.CodePEMHeaders, validate.CodeInvalidCertificate,
		validate.CodeChainOrder, validate.CodeNoPrivateKey, validate.CodeInvalidPrivateKey,
		validate.CodeKeyIsCertificate, validate.CodeEncryptedPrivateKey, validate.CodeKeyMismatch,
	}
	authorityCodes = []string{
		validate.CodeNoAuthorityPEM, validate.CodeNotPEM, validate.CodeCertificateIsKey,
		validate.CodeNotCertificateBlock, validate.CodePEMHeaders, validate.CodeInvalidCertificate,
		validate.CodeAuthorityCount, validate.CodeNotCA,
	}
)

// mustFail returns the error of a call that returns a certificate and an
// error.
func mustFail(_ *x509.Certificate, err error) error { return err }

// requireRuleError checks that err, from a rule of an uploaded PEM, is a
// *validate.CodedError of one of fields with one of codes.
func requireRuleError(t *testing.T, err error, fields, codes []string) {
	t.Helper()
	var coded *validate.CodedError
	if !errors.As(err, &coded) {
		t.Fatalf("not a *validate.CodedError: %v", err)
	}
	if !slices.Contains(fields, coded.Field) || !slices.Contains(codes, coded.Code) {
		t.Fatalf("field %q or code %q is not the rule's: %v", coded.Field, coded.Code, err)
	}
}

// FuzzTLSCertificatePEM checks that any input either passes, with a chain
// that passes again once re-encoded, or fails with a coded error of the
// field at fault.
func FuzzTLSCertificatePEM(f *testing.F) {
	caPEM, leafPEM, keyPEM := seedPEMs(f)
	f.Add(leafPEM+caPEM, keyPEM)
	f.Add(leafPEM, keyPEM)
	f.Add(caPEM+leafPEM, keyPEM)
	f.Add(leafPEM+"junk", keyPEM)
	f.Add(leafPEM, caPEM)
	f.Add("", "")
	f.Add("-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n", "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n")
	f.Fuzz(func(t *testing.T, certPEM, keyPEM string) {
		chain, keyType, err := validate.TLSCertificatePEM(certPEM, keyPEM)
		if err != nil {
			requireRuleError(t, err, []string{"certificate_pem", "private_key_pem"}, tlsCertificateCodes)
			return
		}
		if !slices.Contains([]string{validate.KeyTypeRSA, validate.KeyTypeECDSA, validate.KeyTypeEd25519}, keyType) {
			t.Fatalf("unknown private key type %q", keyType)
		}
		var encoded strings.Builder
		for _, c := range chain {
			encoded.Write(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.Raw}))
		}
		again, againType, err := validate.TLSCertificatePEM(encoded.String(), keyPEM)
		if err != nil {
			t.Fatalf("the re-encoded chain does not pass: %v", err)
		}
		assert.Equal(t, chain, again)
		assert.Equal(t, keyType, againType)
	})
}

// FuzzAuthorityPEM checks the same of certificate authorities.
func FuzzAuthorityPEM(f *testing.F) {
	caPEM, leafPEM, _ := seedPEMs(f)
	f.Add(caPEM)
	f.Add(leafPEM)
	f.Add(caPEM + caPEM)
	f.Add("garbage")
	f.Fuzz(func(t *testing.T, text string) {
		ca, err := validate.AuthorityPEM(text)
		if err != nil {
			requireRuleError(t, err, []string{"ca_pem"}, authorityCodes)
			return
		}
		again, err := validate.AuthorityPEM(string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Raw})))
		if err != nil {
			t.Fatalf("the re-encoded certificate does not pass: %v", err)
		}
		assert.Equal(t, ca, again)
	})
}
