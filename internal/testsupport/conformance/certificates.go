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

	certs "github.com/ingresskit/ingress/certificates"
)

// certificates exercises the five endpoints of TLS certificates and the
// five of certificate authorities, with certificates made at run time.
func certificates(env *Env) {
	c := certs.NewClient(env.Client)
	certPEM, keyPEM := selfSigned(env, "app.example.com", false)
	otherPEM, otherKey := selfSigned(env, "api.example.com", false)
	tls := exercise(env, c.TLS,
		&certs.TLSCertificateCreateParams{CertificatePEM: certPEM, PrivateKeyPEM: keyPEM, Description: new("conformance"), Metadata: new(`{"n":1}`)},
		&certs.TLSCertificateCreateParams{CertificatePEM: otherPEM, PrivateKeyPEM: otherKey},
		&certs.TLSCertificateUpdateParams{Description: new("updated"), Metadata: new("m")})
	require.Equal(env.T, "app.example.com", tls.Got.SubjectCommonName)
	require.Equal(env.T, tls.newestFirst(), tls.Listed)
	require.Equal(env.T, "updated", tls.Updated.Description)
	remove(env, c.TLS, tls.First.ID, tls.Second.ID)

	caPEM, _ := selfSigned(env, "Conformance CA", true)
	cas := exercise(env, c.Authorities,
		&certs.AuthorityCreateParams{CAPEM: caPEM, Description: new("clients"), Metadata: new("m")},
		&certs.AuthorityCreateParams{CAPEM: caPEM},
		&certs.AuthorityUpdateParams{Description: new("updated")})
	require.Equal(env.T, "Conformance CA", cas.Got.SubjectCommonName)
	require.Equal(env.T, cas.newestFirst(), cas.Listed)
	require.Equal(env.T, "updated", cas.Updated.Description)
	remove(env, c.Authorities, cas.First.ID, cas.Second.ID)
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
