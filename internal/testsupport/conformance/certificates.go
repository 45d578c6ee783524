package conformance

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	certs "github.com/ingresskit/ingress/certificates"
)

// certificates exercises the five endpoints of TLS certificates and the
// five of certificate authorities, with certificates made at run time.
func certificates(env *Env) {
	c := certs.NewClient(env.Client)
	certPEM, keyPEM := selfSigned(env, "app.example.com", false)
	cert, err := c.TLS.Create(env.Ctx, &certs.TLSCertificateCreateParams{
		CertificatePEM: certPEM, PrivateKeyPEM: keyPEM, Description: new("conformance"), Metadata: new(`{"n":1}`),
	})
	require.NoError(env.T, err)
	otherPEM, otherKey := selfSigned(env, "api.example.com", false)
	other, err := c.TLS.Create(env.Ctx, &certs.TLSCertificateCreateParams{CertificatePEM: otherPEM, PrivateKeyPEM: otherKey})
	require.NoError(env.T, err)

	got, err := c.TLS.Get(env.Ctx, cert.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, "app.example.com", got.SubjectCommonName)
	var ids []string
	for t, err := range c.TLS.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		ids = append(ids, t.ID)
	}
	require.Equal(env.T, []string{other.ID, cert.ID}, ids)
	updated, err := c.TLS.Update(env.Ctx, cert.ID, &certs.TLSCertificateUpdateParams{Description: new("updated"), Metadata: new("m")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)
	require.NoError(env.T, c.TLS.Delete(env.Ctx, cert.ID))
	require.NoError(env.T, c.TLS.Delete(env.Ctx, other.ID))

	caPEM, _ := selfSigned(env, "Conformance CA", true)
	ca, err := c.Authorities.Create(env.Ctx, &certs.AuthorityCreateParams{CAPEM: caPEM, Description: new("clients"), Metadata: new("m")})
	require.NoError(env.T, err)
	second, err := c.Authorities.Create(env.Ctx, &certs.AuthorityCreateParams{CAPEM: caPEM})
	require.NoError(env.T, err)
	gotCA, err := c.Authorities.Get(env.Ctx, ca.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, "Conformance CA", gotCA.SubjectCommonName)
	ids = nil
	for a, err := range c.Authorities.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		ids = append(ids, a.ID)
	}
	require.Equal(env.T, []string{second.ID, ca.ID}, ids)
	updatedCA, err := c.Authorities.Update(env.Ctx, ca.ID, &certs.AuthorityUpdateParams{Description: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updatedCA.Description)
	require.NoError(env.T, c.Authorities.Delete(env.Ctx, ca.ID))
	require.NoError(env.T, c.Authorities.Delete(env.Ctx, second.ID))
}

// selfSigned makes a self-signed certificate for name, a CA when ca is
// set, and returns it and its private key PEM-encoded.
func selfSigned(env *Env, name string, ca bool) (certPEM, keyPEM string) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(env.T, err)
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
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}))
}
