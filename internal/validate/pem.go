package validate

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
)

// The error codes of the rules of uploaded certificates and private keys.
// The API's public error reference has none for them; these are
// ingresstest's own, the values of ingresstest's constants of the same
// names.
const (
	// CodeInvalidCertificate: a certificate PEM that does not parse, holds
	// other blocks, or a chain out of order.
	CodeInvalidCertificate = "ERR_INGRESSTEST_INVALID_CERTIFICATE"
	// CodeInvalidPrivateKey: a private key that does not parse, is
	// encrypted, of an unsupported type, or not the leaf's.
	CodeInvalidPrivateKey = "ERR_INGRESSTEST_INVALID_PRIVATE_KEY"
	// CodeNotCA: an uploaded certificate authority whose certificate is
	// not a CA.
	CodeNotCA = "ERR_INGRESSTEST_NOT_A_CA"
)

// The names of the private key types of a TLS certificate, as the API
// names them in private_key_type.
const (
	// KeyTypeRSA is an RSA key.
	KeyTypeRSA = "rsa"
	// KeyTypeECDSA is an ECDSA key.
	KeyTypeECDSA = "ecdsa"
	// KeyTypeEd25519 is an Ed25519 key.
	KeyTypeEd25519 = "ed25519"
)

// TLSCertificatePEM checks an uploaded TLS certificate: certPEM (field
// certificate_pem), a chain of PEM certificates with the leaf first and
// each certificate followed by its issuer, and keyPEM (field
// private_key_pem), the leaf's private key, one unencrypted PEM block. It
// returns the chain, leaf first, and the name of the key's type (KeyTypeRSA,
// KeyTypeECDSA or KeyTypeEd25519), or a *CodedError with
// CodeInvalidCertificate or CodeInvalidPrivateKey that says what is wrong.
func TLSCertificatePEM(certPEM, keyPEM string) ([]*x509.Certificate, string, error) {
	chain, err := certificateChain("certificate_pem", certPEM)
	if err != nil {
		return nil, "", err
	}
	for i := 1; i < len(chain); i++ {
		if err := chain[i-1].CheckSignatureFrom(chain[i]); err != nil {
			return nil, "", FailCoded(CodeInvalidCertificate, "certificate_pem",
				"the chain is out of order: certificate %d (%q) is not issued by certificate %d (%q): %v; put the leaf first, then each issuer",
				i, chain[i-1].Subject.CommonName, i+1, chain[i].Subject.CommonName, err)
		}
	}
	key, err := privateKey(keyPEM)
	if err != nil {
		return nil, "", err
	}
	keyType, err := leafKeyType(chain[0], key)
	if err != nil {
		return nil, "", err
	}
	return chain, keyType, nil
}

// AuthorityPEM checks an uploaded certificate authority: caPEM (field
// ca_pem) must hold exactly one PEM certificate whose basic constraints
// mark it as a CA. It returns the certificate, or a *CodedError with
// CodeInvalidCertificate or CodeNotCA that says what is wrong.
func AuthorityPEM(caPEM string) (*x509.Certificate, error) {
	chain, err := certificateChain("ca_pem", caPEM)
	if err != nil {
		return nil, err
	}
	if len(chain) != 1 {
		return nil, FailCoded(CodeInvalidCertificate, "ca_pem",
			"holds %d certificates; upload each certificate authority on its own", len(chain))
	}
	ca := chain[0]
	if !ca.BasicConstraintsValid || !ca.IsCA {
		return nil, FailCoded(CodeNotCA, "ca_pem",
			"the certificate %q is not a certificate authority: its basic constraints do not say CA:TRUE", ca.Subject.CommonName)
	}
	return ca, nil
}

// certificateChain decodes every PEM block of text, the value of field,
// as an X.509 certificate. Anything but CERTIFICATE blocks, apart from
// white space, is an error.
func certificateChain(field, text string) ([]*x509.Certificate, error) {
	rest := []byte(text)
	var chain []*x509.Certificate
	for {
		block, after := pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return nil, FailCoded(CodeInvalidCertificate, field,
				"block %d is a %q block; only CERTIFICATE blocks are allowed", len(chain)+1, block.Type)
		}
		c, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, FailCoded(CodeInvalidCertificate, field,
				"certificate %d is not a valid X.509 certificate: %v", len(chain)+1, err)
		}
		chain = append(chain, c)
		rest = after
	}
	if len(chain) == 0 {
		return nil, FailCoded(CodeInvalidCertificate, field,
			"no PEM-encoded certificate found (expected -----BEGIN CERTIFICATE-----)")
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, FailCoded(CodeInvalidCertificate, field,
			"unexpected text after certificate %d that is not a PEM block", len(chain))
	}
	return chain, nil
}

// privateKey decodes the one PEM block of text, the value of
// private_key_pem, as a private key.
func privateKey(text string) (crypto.Signer, error) {
	const field = "private_key_pem"
	block, rest := pem.Decode([]byte(text))
	if block == nil {
		return nil, FailCoded(CodeInvalidPrivateKey, field,
			"no PEM-encoded private key found (expected -----BEGIN PRIVATE KEY-----)")
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, FailCoded(CodeInvalidPrivateKey, field, "must hold one PEM block, the private key only")
	}
	var (
		key any
		err error
	)
	switch block.Type {
	case "PRIVATE KEY":
		key, err = x509.ParsePKCS8PrivateKey(block.Bytes)
	case "RSA PRIVATE KEY":
		key, err = x509.ParsePKCS1PrivateKey(block.Bytes)
	case "EC PRIVATE KEY":
		key, err = x509.ParseECPrivateKey(block.Bytes)
	case "ENCRYPTED PRIVATE KEY":
		return nil, FailCoded(CodeInvalidPrivateKey, field, "encrypted private keys are not supported; upload the key unencrypted")
	default:
		return nil, FailCoded(CodeInvalidPrivateKey, field,
			"a %q block is not a private key (expected PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY)", block.Type)
	}
	if err != nil {
		return nil, FailCoded(CodeInvalidPrivateKey, field, "the %s block does not parse: %v", block.Type, err)
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, FailCoded(CodeInvalidPrivateKey, field, "unsupported key type %T", key)
	}
	return signer, nil
}

// leafKeyType checks that key is the private key of leaf and returns the
// name of its type.
func leafKeyType(leaf *x509.Certificate, key crypto.Signer) (string, error) {
	const field = "private_key_pem"
	var keyType string
	switch key.(type) {
	case *rsa.PrivateKey:
		keyType = KeyTypeRSA
	case *ecdsa.PrivateKey:
		keyType = KeyTypeECDSA
	case ed25519.PrivateKey:
		keyType = KeyTypeEd25519
	default:
		return "", FailCoded(CodeInvalidPrivateKey, field, "unsupported key type %T; use rsa, ecdsa or ed25519", key)
	}
	pub, ok := key.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !ok || !pub.Equal(leaf.PublicKey) {
		return "", FailCoded(CodeInvalidPrivateKey, field,
			"the %s private key does not match the public key of the leaf certificate %q", keyType, leaf.Subject.CommonName)
	}
	return keyType, nil
}
