package snapshot

import (
	"crypto"
	"crypto/ecdsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// managedKeys is the issuer and the leaf keys of managed
// certificates in a snapshot, PEM-encoded; empty for those not made yet.
type managedKeys struct {
	// IssuerKey and IssuerCert are the issuer's private key and
	// certificate.
	IssuerKey  string `json:"issuer_key,omitempty"`
	IssuerCert string `json:"issuer_certificate,omitempty"`
	// LeafKeys are the leaves' private keys, by key type.
	LeafKeys map[string]string `json:"leaf_keys,omitempty"`
}

// privateKeyPEM returns key as PKCS #8 in PEM.
func privateKeyPEM(key crypto.PrivateKey) (string, error) {
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return "", err
	}
	return string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der})), nil
}

// parsePEM returns the bytes of the one PEM block of the given type in
// text.
func parsePEM(text, blockType string) ([]byte, error) {
	block, rest := pem.Decode([]byte(text))
	if block == nil || block.Type != blockType || len(rest) > 0 {
		return nil, fmt.Errorf("not one PEM block of type %s", blockType)
	}
	return block.Bytes, nil
}

// parsePrivateKeyPEM reads a key that privateKeyPEM wrote.
func parsePrivateKeyPEM(text string) (crypto.Signer, error) {
	der, err := parsePEM(text, "PRIVATE KEY")
	if err != nil {
		return nil, err
	}
	key, err := x509.ParsePKCS8PrivateKey(der)
	if err != nil {
		return nil, err
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, errors.New("the key cannot sign")
	}
	return signer, nil
}

// exportSSHKeys returns the private keys of SSH certificate authorities
// by authority ID.
func exportSSHKeys(keys store.SSHCAKeys) (map[string]string, error) {
	out := make(map[string]string, len(keys))
	for id, key := range keys {
		text, err := privateKeyPEM(key)
		if err != nil {
			return nil, fmt.Errorf("the key of SSH certificate authority %s: %w", id, err)
		}
		out[id] = text
	}
	return out, nil
}

// loadSSHKeys reads what exportSSHKeys wrote.
func loadSSHKeys(keys map[string]string) (store.SSHCAKeys, error) {
	out := make(store.SSHCAKeys, len(keys))
	for id, text := range keys {
		key, err := parsePrivateKeyPEM(text)
		if err != nil {
			return nil, fmt.Errorf("the key of SSH certificate authority %s: %w", id, err)
		}
		out[id] = key
	}
	return out, nil
}

// exportManagedKeys returns the keys k made so far.
func exportManagedKeys(k *store.ManagedKeys) (managedKeys, error) {
	issuerKey, issuerCert, leaves := k.Made()
	var st managedKeys
	if issuerCert != nil {
		text, err := privateKeyPEM(issuerKey)
		if err != nil {
			return st, fmt.Errorf("the issuer key of managed certificates: %w", err)
		}
		st.IssuerKey = text
		st.IssuerCert = string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: issuerCert.Raw}))
	}
	if len(leaves) > 0 {
		st.LeafKeys = make(map[string]string, len(leaves))
	}
	for t, key := range leaves {
		text, err := privateKeyPEM(key)
		if err != nil {
			return st, fmt.Errorf("the %s key of managed certificates: %w", t, err)
		}
		st.LeafKeys[t] = text
	}
	return st, nil
}

// load reads what exportManagedKeys wrote.
func (st managedKeys) load() (*store.ManagedKeys, error) {
	var (
		issuerKey  *ecdsa.PrivateKey
		issuerCert *x509.Certificate
		leaves     map[string]crypto.Signer
	)
	if st.IssuerCert != "" {
		key, err := parsePrivateKeyPEM(st.IssuerKey)
		if err != nil {
			return nil, fmt.Errorf("the issuer key of managed certificates: %w", err)
		}
		ecKey, ok := key.(*ecdsa.PrivateKey)
		if !ok {
			return nil, errors.New("the issuer key of managed certificates is not an ECDSA key")
		}
		der, err := parsePEM(st.IssuerCert, "CERTIFICATE")
		if err != nil {
			return nil, fmt.Errorf("the issuer certificate of managed certificates: %w", err)
		}
		cert, err := x509.ParseCertificate(der)
		if err != nil {
			return nil, fmt.Errorf("the issuer certificate of managed certificates: %w", err)
		}
		issuerKey, issuerCert = ecKey, cert
	}
	for t, text := range st.LeafKeys {
		key, err := parsePrivateKeyPEM(text)
		if err != nil {
			return nil, fmt.Errorf("the %s key of managed certificates: %w", t, err)
		}
		if leaves == nil {
			leaves = make(map[string]crypto.Signer)
		}
		leaves[t] = key
	}
	return store.NewManagedKeys(issuerKey, issuerCert, leaves), nil
}
