package certificates_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reserveddomains"
)

func TestTLSRoundTrip(t *testing.T) {
	srv, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	leaf := leafTemplate("app.example.com")
	leaf.DNSNames = []string{"app.example.com", "*.app.example.com"}
	leaf.IPAddresses = []net.IP{net.ParseIP("192.0.2.10"), net.ParseIP("2001:db8::1")}
	leaf.Subject = pkix.Name{
		CommonName: "app.example.com", Organization: []string{"Example Org"}, OrganizationalUnit: []string{"Ops", "Web"},
		Locality: []string{"Sydney"}, Province: []string{"NSW"}, Country: []string{"AU"},
	}
	leaf.KeyUsage = x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment
	leaf.ExtKeyUsage = []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth}
	leaf.UnknownExtKeyUsage = []asn1.ObjectIdentifier{{1, 3, 6, 1, 4, 1, 99999, 1}}
	ch := newChain(t, leaf, rsaKey)
	bundle := ch.leaf.certPEM() + ch.intermediate.certPEM()

	params := &certificates.TLSCertificateCreateParams{
		CertificatePEM: bundle, PrivateKeyPEM: ch.leaf.keyPEM(t),
		Description: new("web"), Metadata: new(`{"env":"prod"}`),
	}
	created, err := c.TLS.Create(ctx, params)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "cert_"))
	assert.Equal(t, srv.URL+"/tls_certificates/"+created.ID, created.URI)
	assert.Equal(t, "web", created.Description)
	assert.Equal(t, `{"env":"prod"}`, created.Metadata)
	assert.False(t, created.CreatedAt.IsZero())
	assert.Equal(t, bundle, created.CertificatePEM, "the chain is returned, leaf first")
	assert.Equal(t, "app.example.com", created.SubjectCommonName)
	assert.Equal(t, []string{"app.example.com", "*.app.example.com"}, created.SubjectAlternativeNames.DNSNames)
	assert.Equal(t, []string{"192.0.2.10", "2001:db8::1"}, created.SubjectAlternativeNames.IPs)
	assert.Nil(t, created.IssuedAt, "an uploaded certificate was not issued automatically")
	assert.Equal(t, leaf.NotBefore, created.NotBefore)
	assert.Equal(t, leaf.NotAfter, created.NotAfter)
	assert.Equal(t, []certificates.KeyUsage{certificates.KeyUsageDigitalSignature, certificates.KeyUsageKeyEncipherment}, created.KeyUsages)
	assert.Equal(t, []certificates.ExtKeyUsage{certificates.ExtKeyUsageServerAuth, certificates.ExtKeyUsageClientAuth, "1.3.6.1.4.1.99999.1"}, created.ExtendedKeyUsages)
	assert.Equal(t, certificates.PrivateKeyTypeRSA, created.PrivateKeyType)
	assert.Equal(t, "Test Intermediate", created.IssuerCommonName)
	assert.Equal(t, "054ba7", created.SerialNumber)
	assert.Equal(t, "Example Org", created.SubjectOrganization)
	assert.Equal(t, "Ops, Web", created.SubjectOrganizationalUnit)
	assert.Equal(t, "Sydney", created.SubjectLocality)
	assert.Equal(t, "NSW", created.SubjectProvince)
	assert.Equal(t, "AU", created.SubjectCountry)

	got, err := c.TLS.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	update := &certificates.TLSCertificateUpdateParams{Description: new("web, renewed")}
	updated, err := c.TLS.Update(ctx, created.ID, update)
	require.NoError(t, err)
	assert.Equal(t, "web, renewed", updated.Description)
	assert.Equal(t, `{"env":"prod"}`, updated.Metadata, "fields not supplied keep their value")
	assert.Nil(t, update.Metadata, "Update does not change the caller's params")

	var ids []string
	for cert, err := range c.TLS.List(ctx, nil).All() {
		require.NoError(t, err)
		ids = append(ids, cert.ID)
	}
	assert.Equal(t, []string{created.ID}, ids)

	require.NoError(t, c.TLS.Delete(ctx, created.ID))
	_, err = c.TLS.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
}

func TestTLSPrivateKeyIsNeverReturned(t *testing.T) {
	srv, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	ch := newChain(t, leafTemplate("app.example.com"), newKey(t))
	keyPEM := ch.leaf.keyPEM(t)
	created, err := c.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: ch.leaf.certPEM(), PrivateKeyPEM: keyPEM})
	require.NoError(t, err)

	var raw map[string]any
	require.NoError(t, srv.Client().Do(ctx, http.MethodGet, "/tls_certificates/"+created.ID, nil, &raw))
	assert.NotContains(t, raw, "private_key_pem")
	for _, v := range raw {
		if s, ok := v.(string); ok {
			assert.NotContains(t, s, "PRIVATE KEY")
		}
	}
}

func TestTLSKeyFormatsAndTypes(t *testing.T) {
	_, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	ecKey := newKey(t).(*ecdsa.PrivateKey)
	_, edKey, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	ecDER, err := x509.MarshalECPrivateKey(ecKey)
	require.NoError(t, err)

	for _, tc := range []struct {
		name   string
		leaf   issued
		keyPEM func(issued) string
		want   certificates.PrivateKeyType
	}{
		{"rsa pkcs1", sign(t, leafTemplate("a.example.com"), rsaKey, issued{}), func(issued) string {
			return string(pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(rsaKey)}))
		}, certificates.PrivateKeyTypeRSA},
		{"ecdsa sec1", sign(t, leafTemplate("b.example.com"), ecKey, issued{}), func(issued) string {
			return string(pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: ecDER}))
		}, certificates.PrivateKeyTypeECDSA},
		{"ed25519 pkcs8", sign(t, leafTemplate("c.example.com"), edKey, issued{}), func(l issued) string { return l.keyPEM(t) },
			certificates.PrivateKeyTypeEd25519},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cert, err := c.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: tc.leaf.certPEM(), PrivateKeyPEM: tc.keyPEM(tc.leaf)})
			require.NoError(t, err)
			assert.Equal(t, tc.want, cert.PrivateKeyType)
		})
	}
}

func TestTLSAbsentFields(t *testing.T) {
	_, c, _ := testkit.Start(t, certificates.NewClient)
	leaf := leafTemplate("")
	leaf.DNSNames = nil
	leaf.KeyUsage = 0
	leaf.ExtKeyUsage = nil
	self := sign(t, leaf, newKey(t), issued{})
	cert, err := c.TLS.Create(context.Background(), &certificates.TLSCertificateCreateParams{CertificatePEM: self.certPEM(), PrivateKeyPEM: self.keyPEM(t)})
	require.NoError(t, err)
	assert.Equal(t, "", cert.SubjectCommonName)
	assert.Equal(t, "", cert.SubjectOrganization)
	assert.Equal(t, "", cert.SubjectCountry)
	assert.NotNil(t, cert.SubjectAlternativeNames.DNSNames, "empty lists, not null")
	assert.Empty(t, cert.SubjectAlternativeNames.DNSNames)
	assert.NotNil(t, cert.SubjectAlternativeNames.IPs)
	assert.NotNil(t, cert.KeyUsages)
	assert.Empty(t, cert.KeyUsages)
	assert.NotNil(t, cert.ExtendedKeyUsages)
}

func TestTLSBadInputs(t *testing.T) {
	_, c, raw := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	ch := newChain(t, leafTemplate("app.example.com"), newKey(t))
	other := newKey(t)
	otherDER, err := x509.MarshalPKCS8PrivateKey(other)
	require.NoError(t, err)
	otherPEM := string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: otherDER}))
	good := ch.leaf.certPEM() + ch.intermediate.certPEM()
	key := ch.leaf.keyPEM(t)

	t.Run("client-side", func(t *testing.T) {
		for p, code := range map[*certificates.TLSCertificateCreateParams]string{
			{CertificatePEM: good, PrivateKeyPEM: key, Description: new(strings.Repeat("d", 256))}: ingresstest.CodeCertDescriptionTooLong,
			{CertificatePEM: good, PrivateKeyPEM: key, Metadata: new(strings.Repeat("é", 4097))}:   ingresstest.CodeCertMetadataTooLong,
		} {
			_, err := c.TLS.Create(ctx, p)
			assert.True(t, ingress.IsValidation(err), "got %v", err)
			_, err = raw.TLS.Create(ctx, p)
			testkit.RequireAPIError(t, err, http.StatusBadRequest, code)
		}
		within, err := raw.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: good, PrivateKeyPEM: key, Description: new(strings.Repeat("é", 255))})
		require.NoError(t, err, "the limit counts characters, not bytes")
		require.NoError(t, raw.TLS.Delete(ctx, within.ID))
		_, err = c.TLS.Update(ctx, "cert_x", &certificates.TLSCertificateUpdateParams{Metadata: new(strings.Repeat("m", 4097))})
		assert.True(t, ingress.IsValidation(err), "got %v", err)
	})

	for _, tc := range []struct {
		name, certPEM, keyPEM, field, code, msg string
	}{
		{"no certificate", "", key, "certificate_pem", ingresstest.CodeNoCertificate, "no PEM-encoded certificate was found"},
		{"garbage certificate", "not a certificate", key, "certificate_pem", ingresstest.CodeNotPEM, "could not be parsed as PEM"},
		{"corrupt certificate", string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: []byte("junk")})), key, "certificate_pem", ingresstest.CodeInvalidCertificate, "unknown or unsupported format"},
		{"key as certificate", key, key, "certificate_pem", ingresstest.CodeCertificateIsKey, "is a private key"},
		{"other block", good + string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: []byte{1}})), key, "certificate_pem", ingresstest.CodeNotCertificateBlock, `type "PUBLIC KEY"`},
		{"trailing text", good + "trailing", key, "certificate_pem", ingresstest.CodeNotPEM, "could not be parsed as PEM"},
		{"chain out of order", ch.intermediate.certPEM() + ch.leaf.certPEM(), key, "certificate_pem", ingresstest.CodeChainOrder, "out of order"},
		{"chain with a gap", ch.leaf.certPEM() + ch.root.certPEM(), key, "certificate_pem", ingresstest.CodeChainOrder, "out of order"},
		{"mismatched key", good, otherPEM, "private_key_pem", ingresstest.CodeKeyMismatch, "do not match"},
		{"no key", good, "", "private_key_pem", ingresstest.CodeNoPrivateKey, "no PEM-encoded private key"},
		{"garbage key", good, "not a key", "private_key_pem", ingresstest.CodeNoPrivateKey, "no PEM-encoded private key"},
		{"corrupt key", good, string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: []byte("junk")})), "private_key_pem", ingresstest.CodeInvalidPrivateKey, "does not parse"},
		{"encrypted key", good, string(pem.EncodeToMemory(&pem.Block{Type: "ENCRYPTED PRIVATE KEY", Bytes: []byte{1}})), "private_key_pem", ingresstest.CodeEncryptedPrivateKey, "encrypted"},
		{"key with headers", good, string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Headers: map[string]string{"Comment": "x"}, Bytes: otherDER})), "private_key_pem", ingresstest.CodePEMHeaders, "headers are not allowed"},
		{"certificate as key", good, ch.leaf.certPEM(), "private_key_pem", ingresstest.CodeKeyIsCertificate, "holds a certificate, not a private key"},
		{"two keys", good, key + key, "private_key_pem", ingresstest.CodeInvalidPrivateKey, "one PEM block"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := &certificates.TLSCertificateCreateParams{CertificatePEM: tc.certPEM, PrivateKeyPEM: tc.keyPEM}
			_, err := c.TLS.Create(ctx, p)
			testkit.RequireValidationContains(t, err, tc.field, tc.msg, "the SDK refuses before sending")
			_, err = raw.TLS.Create(ctx, p)
			apiErr := testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, tc.code, tc.msg, "the API refuses what the SDK lets through")
			assert.True(t, strings.HasPrefix(apiErr.Msg, tc.field+": "), "the API names the field: %q", apiErr.Msg)
		})
	}
	var n int
	for _, err := range c.TLS.List(ctx, nil).All() {
		require.NoError(t, err)
		n++
	}
	assert.Zero(t, n, "no failed upload is stored")
}

func TestDeletingACertificateInUse(t *testing.T) {
	srv, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	domains := reserveddomains.NewClient(srv.Client())
	self := sign(t, leafTemplate("app.example.com"), newKey(t), issued{})
	cert, err := c.TLS.Create(ctx, &certificates.TLSCertificateCreateParams{CertificatePEM: self.certPEM(), PrivateKeyPEM: self.keyPEM(t)})
	require.NoError(t, err)
	d, err := domains.Create(ctx, &reserveddomains.CreateParams{Domain: "app.example.com", CertificateID: new(cert.ID)})
	require.NoError(t, err)

	err = c.TLS.Delete(ctx, cert.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeCertificateInUse, d.ID)
	_, err = c.TLS.Get(ctx, cert.ID)
	require.NoError(t, err, "a refused delete keeps the certificate")

	require.NoError(t, domains.DeleteCertificate(ctx, d.ID))
	require.NoError(t, c.TLS.Delete(ctx, cert.ID), "a detached certificate can be deleted")
}

func TestTLSNotFound(t *testing.T) {
	_, c, _ := testkit.Start(t, certificates.NewClient)
	ctx := context.Background()
	_, err := c.TLS.Get(ctx, "cert_0000000000000000000000000")
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = c.TLS.Delete(ctx, "cert_0000000000000000000000000")
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	_, err = c.TLS.Get(ctx, "")
	assert.True(t, ingress.IsValidation(err), "got %v", err)
}
