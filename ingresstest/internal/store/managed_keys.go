package store

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ingresskit/ingress/reserveddomains"
)

// ManagedIssuerName is the common name of the authority that signs managed
// certificates.
const ManagedIssuerName = "ingresstest ACME issuer"

// ManagedIssuerValidity is how long the authority that signs managed
// certificates is valid from when it is made.
const ManagedIssuerValidity = 10 * 365 * 24 * time.Hour

// ManagedKeys holds the issuer and the leaf keys of a server's managed
// certificates, made when first needed and then reused: an RSA key takes
// long to make, and no one sees a managed certificate's private key. They
// are made by warm outside the server's lock, so that making them does
// not block other requests; mu guards them.
type ManagedKeys struct {
	mu         sync.Mutex
	issuerKey  *ecdsa.PrivateKey
	issuerCert *x509.Certificate
	leafKeys   map[reserveddomains.PrivateKeyType]crypto.Signer
}

// Warm makes the issuer key, valid from now, and the leaf keys of the
// given types, unless they exist; nothing when types is empty. A key that
// fails to be made here is tried again, and the error reported, when a
// certificate is issued with it.
func (k *ManagedKeys) Warm(now time.Time, types []reserveddomains.PrivateKeyType) {
	if len(types) == 0 {
		return
	}
	_, _, _ = k.Issuer(now)
	for _, keyType := range types {
		_, _ = k.Leaf(keyType)
	}
}

// Issuer returns the issuer's key and certificate, made at now if needed.
func (k *ManagedKeys) Issuer(now time.Time) (*ecdsa.PrivateKey, *x509.Certificate, error) {
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
		SerialNumber:          SerialNumber(),
		Subject:               pkix.Name{CommonName: ManagedIssuerName, Organization: []string{"ingresstest"}},
		NotBefore:             now.Add(-time.Hour),
		NotAfter:              now.Add(ManagedIssuerValidity),
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

// Leaf returns the leaf key of the given type, made if needed.
func (k *ManagedKeys) Leaf(keyType reserveddomains.PrivateKeyType) (crypto.Signer, error) {
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

// SerialNumber returns a random positive 128-bit serial number.
func SerialNumber() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil || n.Sign() == 0 {
		return big.NewInt(1)
	}
	return n
}

// Made returns the keys made so far, for a snapshot: the leaf keys by
// the name of their type, so that a snapshot needs no family's types.
func (k *ManagedKeys) Made() (issuerKey *ecdsa.PrivateKey, issuerCert *x509.Certificate, leaves map[string]crypto.Signer) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.leafKeys) > 0 {
		leaves = make(map[string]crypto.Signer, len(k.leafKeys))
	}
	for t, key := range k.leafKeys {
		leaves[string(t)] = key
	}
	return k.issuerKey, k.issuerCert, leaves
}

// NewManagedKeys returns keys that hold what Made returned: an issuer
// key and certificate, both nil or neither, and leaf keys by the name of
// their type.
func NewManagedKeys(issuerKey *ecdsa.PrivateKey, issuerCert *x509.Certificate, leaves map[string]crypto.Signer) *ManagedKeys {
	k := &ManagedKeys{issuerKey: issuerKey, issuerCert: issuerCert}
	if leaves != nil {
		k.leafKeys = make(map[reserveddomains.PrivateKeyType]crypto.Signer, len(leaves))
	}
	for t, key := range leaves {
		k.leafKeys[reserveddomains.PrivateKeyType(t)] = key
	}
	return k
}
