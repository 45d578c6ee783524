package reservations

import (
	"bytes"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/reserveddomains"
)

// issueManagedCertificate issues and stores a managed certificate for
// domain, valid from now, with a key of the given type. The caller holds
// the lock, and has made the keys with warm before taking it.
func (s *account) issueManagedCertificate(domain string, keyType reserveddomains.PrivateKeyType, now time.Time) (*certificates.TLSCertificate, error) {
	keys := s.engine.Records.Provisioning.Keys
	issuerKey, issuerCert, err := keys.Issuer(now)
	if err != nil {
		return nil, err
	}
	key, err := keys.Leaf(keyType)
	if err != nil {
		return nil, err
	}
	usage := x509.KeyUsageDigitalSignature
	if keyType == reserveddomains.PrivateKeyTypeRSA {
		usage |= x509.KeyUsageKeyEncipherment
	}
	template := &x509.Certificate{
		SerialNumber: store.SerialNumber(),
		Subject:      pkix.Name{CommonName: domain},
		DNSNames:     []string{domain},
		NotBefore:    now,
		NotAfter:     now.Add(ManagedValidity),
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
	cert, err := api.ParseTLSCertificate(chain.String(), string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER})))
	if err != nil {
		return nil, fmt.Errorf("reading the certificate issued for %s: %w", domain, err)
	}
	cert.ID = s.engine.NewID(wire.TLSCertificates.Prefix)
	cert.URI = s.engine.URI(wire.TLSCertificates.Path, cert.ID)
	cert.CreatedAt = now
	cert.IssuedAt = &now
	s.engine.Records.TLSCertificates.Put(cert.ID, cert)
	s.engine.Emit("tls_certificate", "created", cert)
	return cert, nil
}
