package routing

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"

	"github.com/ingresskit/ingress/edges"
)

// samlSPBase is where the service-provider URLs of SAML modules live. The
// host is under the reserved .test domain: ingresstest does not serve it.
const samlSPBase = "https://idp.ingress.test/saml/"

// SAMLSPValidity is how long a generated request signing certificate is
// valid.
const SAMLSPValidity = 10 * 365 * 24 * time.Hour

// edgeSAML completes m, the SAML module of route rt as its params
// configure it, with what the params do not say: the name ID format, by
// default persistent, and the service-provider fields, which are made when
// the route first gets a SAML module and kept when the module is
// replaced, since the IdP was told them.
func (s *account) edgeSAML(rt *edges.Route, m *edges.SAML) (*edges.SAML, error) {
	if m.NameIDFormat == "" {
		m.NameIDFormat = edges.NameIDPersistent
	}
	if old := rt.SAML; old != nil {
		m.EntityID, m.MetadataURL = old.EntityID, old.MetadataURL
		m.AssertionConsumerServiceURL, m.SingleLogoutURL = old.AssertionConsumerServiceURL, old.SingleLogoutURL
		m.RequestSigningCertificatePEM = old.RequestSigningCertificatePEM
		return m, nil
	}
	cert, err := SAMLSigningCertificate(rt.ID, s.engine.Now())
	if err != nil {
		return nil, err
	}
	base := samlSPBase + rt.ID
	m.MetadataURL = base + "/metadata"
	m.EntityID = m.MetadataURL
	m.AssertionConsumerServiceURL = base + "/acs"
	m.SingleLogoutURL = base + "/slo"
	m.RequestSigningCertificatePEM = cert
	return m, nil
}

// SAMLSigningCertificate makes a self-signed certificate for the key that
// signs the SAML requests of a route, in PEM. The key itself is not kept:
// ingresstest signs no SAML requests.
func SAMLSigningCertificate(routeID string, now time.Time) (string, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return "", fmt.Errorf("generating the SAML signing key: %w", err)
	}
	serial, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil {
		return "", fmt.Errorf("generating a certificate serial number: %w", err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial,
		Subject:      pkix.Name{CommonName: "SAML request signing " + routeID},
		NotBefore:    now,
		NotAfter:     now.Add(SAMLSPValidity),
		KeyUsage:     x509.KeyUsageDigitalSignature,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return "", fmt.Errorf("signing the SAML signing certificate: %w", err)
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})), nil
}
