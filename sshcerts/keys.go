package sshcerts

import (
	"fmt"

	"golang.org/x/crypto/ssh"

	"github.com/ingresskit/ingress/internal/validate"
)

// KeyTypeOf returns the key type of an SSH public key: rsa, ecdsa (on any
// of the NIST curves) or ed25519. Other keys, certificates and security
// key (sk-) variants among them, have no key type the API signs.
func KeyTypeOf(key ssh.PublicKey) (KeyType, error) {
	switch key.Type() {
	case ssh.KeyAlgoRSA:
		return KeyTypeRSA, nil
	case ssh.KeyAlgoECDSA256, ssh.KeyAlgoECDSA384, ssh.KeyAlgoECDSA521:
		return KeyTypeECDSA, nil
	case ssh.KeyAlgoED25519:
		return KeyTypeED25519, nil
	}
	if _, isCert := key.(*ssh.Certificate); isCert {
		return "", fmt.Errorf("sshcerts: %s is a certificate, not a public key", key.Type())
	}
	return "", fmt.Errorf("sshcerts: keys of type %s are not supported: use rsa, ecdsa or ed25519", key.Type())
}

// ParsePublicKey parses one SSH public key in authorized-keys format, such
// as an Authority's PublicKey, for example to trust it in an
// ssh.CertChecker. A certificate is refused.
func ParsePublicKey(authorizedKey string) (ssh.PublicKey, error) {
	key, err := validate.ParseSSHPublicKey(authorizedKey)
	if err != nil {
		return nil, fmt.Errorf("sshcerts: %w", err)
	}
	return key, nil
}

// ParseCertificate parses the Certificate of a HostCertificate or a
// UserCertificate, an OpenSSH certificate in authorized-keys format, so
// that its principals, validity, options and signature can be inspected
// and checked with an ssh.CertChecker.
func ParseCertificate(certificate string) (*ssh.Certificate, error) {
	key, err := validate.ParseAuthorizedKey(certificate)
	if err != nil {
		return nil, fmt.Errorf("sshcerts: %w", err)
	}
	cert, ok := key.(*ssh.Certificate)
	if !ok {
		return nil, fmt.Errorf("sshcerts: %s is a public key, not a certificate", key.Type())
	}
	return cert, nil
}

// publicKey checks the public_key a certificate signs: one SSH public key
// of a type the API signs, in authorized-keys format.
func publicKey(key string) error {
	pub, err := validate.SSHPublicKey("public_key", key)
	if err != nil {
		return err
	}
	if _, err := KeyTypeOf(pub); err != nil {
		return validate.Fail("public_key", "%v", err)
	}
	return nil
}
