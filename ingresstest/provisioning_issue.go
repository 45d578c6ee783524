package ingresstest

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/reserveddomains"
)

// managedIssuerName is the common name of the authority that signs managed
// certificates.
const managedIssuerName = "ingresstest ACME issuer"

// managedIssuerValidity is how long the authority that signs managed
// certificates is valid from when it is made.
const managedIssuerValidity = 10 * 365 * 24 * time.Hour

// managedKeys holds the issuer and the leaf keys of a server's managed
// certificates, made when first needed and then reused: an RSA key takes
// long to make, and no one sees a managed certificate's private key. They
// are made by warm outside the server's lock, so that making them does
// not block other requests; mu guards them.
type managedKeys struct {
	mu         sync.Mutex
	issuerKey  *ecdsa.PrivateKey
	issuerCert *x509.Certificate
	leafKeys   map[reserveddomains.PrivateKeyType]crypto.Signer
}

// warm makes the issuer key, valid from now, and the leaf keys of the
// given types, unless they exist; nothing when types is empty. A key that
// fails to be made here is tried again, and the error reported, when a
// certificate is issued with it.
func (k *managedKeys) warm(now time.Time, types []reserveddomains.PrivateKeyType) {
	if len(types) == 0 {
		return
	}
	_, _, _ = k.issuer(now)
	for _, keyType := range types {
		_, _ = k.leaf(keyType)
	}
}

// issuer returns the issuer's key and certificate, made at now if needed.
func (k *managedKeys) issuer(now time.Time) (*ecdsa.PrivateKey, *x509.Certificate, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.issuerCert != nil {
		return k.issuerKey, k.issuerCert, nil
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, fmt.Errorf("making the issuer key: %w", err)
	}
	template := &x509.Certificate{
		SerialNumber:          randomSerial(),
		Subject:               pkix.Name{CommonName: managedIssuerName, Organization: []string{"ingresstest"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(managedIssuerValidity),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign | x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, template, template, key.Public(), key)
	if err != nil {
		return nil, nil, fmt.Errorf("making the issuer certificate: %w", err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, nil, fmt.Errorf("reading the issuer certificate: %w", err)
	}
	k.issuerKey, k.issuerCert = key, cert
	return key, cert, nil
}

// leaf returns the leaf key of the given type, made if needed.
func (k *managedKeys) leaf(keyType reserveddomains.PrivateKeyType) (crypto.Signer, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if key, ok := k.leafKeys[keyType]; ok {
		return key, nil
	}
	var (
		key crypto.Signer
		err error
	)
	if keyType == reserveddomains.PrivateKeyTypeECDSA {
		key, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	} else {
		key, err = rsa.GenerateKey(rand.Reader, 2048)
	}
	if err != nil {
		return nil, fmt.Errorf("making a %s key: %w", keyType, err)
	}
	if k.leafKeys == nil {
		k.leafKeys = make(map[reserveddomains.PrivateKeyType]crypto.Signer)
	}
	k.leafKeys[keyType] = key
	return key, nil
}

// issueManagedCertificate issues and stores a managed certificate for
// domain, valid from now, with a key of the given type. The caller holds
// the lock, and has made the keys with warm before taking it.
func (s *Server) issueManagedCertificate(domain string, keyType reserveddomains.PrivateKeyType, now time.Time) (*certificates.TLSCertificate, error) {
	keys := s.records.Provisioning.keys
	issuerKey, issuerCert, err := keys.issuer(now)
	if err != nil {
		return nil, err
	}
	key, err := keys.leaf(keyType)
	if err != nil {
		return nil, err
	}
	usage := x509.KeyUsageDigitalSignature
	if keyType == reserveddomains.PrivateKeyTypeRSA {
		usage |= x509.KeyUsageKeyEncipherment
	}
	template := &x509.Certificate{
		SerialNumber: randomSerial(),
		Subject:      pkix.Name{CommonName: domain},
		DNSNames:     []string{domain},
		NotBefore:    now,
		NotAfter:     now.Add(managedValidity),
		KeyUsage:     usage,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, template, issuerCert, key.Public(), issuerKey)
	if err != nil {
		return nil, fmt.Errorf("issuing a certificate for %s: %w", domain, err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return nil, fmt.Errorf("encoding the key of %s: %w", domain, err)
	}
	var chain bytes.Buffer
	pem.Encode(&chain, &pem.Block{Type: "CERTIFICATE", Bytes: der})
	pem.Encode(&chain, &pem.Block{Type: "CERTIFICATE", Bytes: issuerCert.Raw})
	cert, err := parseTLSCertificate(chain.String(), string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER})))
	if err != nil {
		return nil, fmt.Errorf("reading the certificate issued for %s: %w", domain, err)
	}
	cert.ID = s.newID(wire.TLSCertificates.Prefix)
	cert.URI = s.uri(wire.TLSCertificates.Path, cert.ID)
	cert.CreatedAt = now
	cert.IssuedAt = &now
	s.records.TLSCertificates.Put(cert.ID, cert)
	s.emit("tls_certificate", "created", cert)
	return cert, nil
}

// randomSerial returns a random positive 128-bit serial number.
func randomSerial() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil || n.Sign() == 0 {
		return big.NewInt(1)
	}
	return n
}
