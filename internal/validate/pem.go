package validate

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"strconv"
	"strings"
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
// KeyTypeECDSA or KeyTypeEd25519), or a *CodedError with the API's code
// for what is wrong (see the Code constants of pem_codes.go).
func TLSCertificatePEM(certPEM, keyPEM string) ([]*x509.Certificate, string, error) {
	if strings.TrimSpace(certPEM) == "" {
		return nil, "", FailCoded(CodeNoCertificate, "certificate_pem", "is required: no PEM-encoded certificate was found")
	}
	chain, err := certificateChain("certificate_pem", certPEM)
	if err != nil {
		return nil, "", err
	}
	for i := 1; i < len(chain); i++ {
		if err := chain[i-1].CheckSignatureFrom(chain[i]); err != nil {
			return nil, "", FailCoded(CodeChainOrder, "certificate_pem",
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
// mark it as a CA. It returns the certificate, or a *CodedError with the
// API's code for what is wrong (see the Code constants of pem_codes.go).
func AuthorityPEM(caPEM string) (*x509.Certificate, error) {
	if strings.TrimSpace(caPEM) == "" {
		return nil, FailCoded(CodeNoAuthorityPEM, "ca_pem", "is required: no certificate PEM data was sent")
	}
	chain, err := certificateChain("ca_pem", caPEM)
	if err != nil {
		return nil, err
	}
	if len(chain) != 1 {
		return nil, FailCoded(CodeAuthorityCount, "ca_pem",
			"holds %d certificates (%s); upload one certificate authority at a time", len(chain), commonNames(chain))
	}
	ca := chain[0]
	if !ca.BasicConstraintsValid || !ca.IsCA {
		return nil, FailCoded(CodeNotCA, "ca_pem",
			"the certificate %q is not a certificate authority: its x509 basic constraints do not mark it as a CA (RFC 5280, 4.2.1.9)", ca.Subject.CommonName)
	}
	return ca, nil
}

// certificateChain decodes every PEM block of text, the value of field,
// as an X.509 certificate. Anything but CERTIFICATE blocks without
// headers, apart from white space, is an error.
func certificateChain(field, text string) ([]*x509.Certificate, error) {
	rest := []byte(text)
	var chain []*x509.Certificate
	for {
		block, after := pem.Decode(rest)
		if block == nil {
			break
		}
		n := len(chain) + 1
		switch {
		case isPrivateKeyBlock(block.Type):
			return nil, FailCoded(CodeCertificateIsKey, field,
				"block %d is a private key (%q), not a certificate; the private key goes in private_key_pem", n, block.Type)
		case block.Type != "CERTIFICATE":
			return nil, FailCoded(CodeNotCertificateBlock, field,
				"block %d is valid PEM of type %q; it must be \"CERTIFICATE\"", n, block.Type)
		case len(block.Headers) > 0:
			return nil, FailCoded(CodePEMHeaders, field,
				"certificate %d has %d PEM headers; headers are not allowed", n, len(block.Headers))
		}
		c, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, FailCoded(CodeInvalidCertificate, field,
				"certificate %d is in an unknown or unsupported format: %v", n, err)
		}
		chain = append(chain, c)
		rest = after
	}
	if len(chain) == 0 {
		return nil, FailCoded(CodeNotPEM, field,
			"could not be parsed as PEM (expected -----BEGIN CERTIFICATE-----); the data starts %q", prefix(text))
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, FailCoded(CodeNotPEM, field,
			"the text after certificate %d could not be parsed as PEM; it starts %q", len(chain), prefix(string(bytes.TrimSpace(rest))))
	}
	return chain, nil
}

// isPrivateKeyBlock reports whether a PEM block of type typ holds a
// private key.
func isPrivateKeyBlock(typ string) bool {
	return typ == "PRIVATE KEY" || typ == "ENCRYPTED PRIVATE KEY" || strings.HasSuffix(typ, " PRIVATE KEY")
}

// prefix returns at most the first 32 bytes of text, for a message that
// shows what the data starts with.
func prefix(text string) string {
	const n = 32
	if len(text) <= n {
		return text
	}
	return strings.ToValidUTF8(text[:n], "") + "..."
}

// commonNames lists the common names of chain, for a message.
func commonNames(chain []*x509.Certificate) string {
	names := make([]string, len(chain))
	for i, c := range chain {
		names[i] = strconv.Quote(c.Subject.CommonName)
	}
	return strings.Join(names, ", ")
}

// privateKey decodes the one PEM block of text, the value of
// private_key_pem, as a private key.
func privateKey(text string) (crypto.Signer, error) {
	const field = "private_key_pem"
	block, rest := pem.Decode([]byte(text))
	if block == nil {
		return nil, FailCoded(CodeNoPrivateKey, field,
			"no PEM-encoded private key found (expected -----BEGIN PRIVATE KEY-----)")
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, FailCoded(CodeInvalidPrivateKey, field,
			"the private key is in an unsupported format: it must hold one PEM block, the private key only")
	}
	switch {
	case block.Type == "ENCRYPTED PRIVATE KEY" || strings.Contains(block.Headers["Proc-Type"], "ENCRYPTED"):
		return nil, FailCoded(CodeEncryptedPrivateKey, field, "the private key is encrypted; upload it unencrypted")
	case block.Type == "CERTIFICATE":
		return nil, FailCoded(CodeKeyIsCertificate, field,
			"holds a certificate, not a private key; the certificate goes in certificate_pem")
	case len(block.Headers) > 0:
		return nil, FailCoded(CodePEMHeaders, field,
			"the %s block has %d PEM headers; headers are not allowed", block.Type, len(block.Headers))
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
	default:
		return nil, FailCoded(CodeInvalidPrivateKey, field,
			"the private key is in an unknown format: a %q block is not a private key (expected PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY)", block.Type)
	}
	if err != nil {
		return nil, FailCoded(CodeInvalidPrivateKey, field, "the private key is in an unknown format: the %s block does not parse: %v", block.Type, err)
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, FailCoded(CodeInvalidPrivateKey, field, "the private key is of an unsupported type %T", key)
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
		return "", FailCoded(CodeInvalidPrivateKey, field, "the private key is of an unsupported type %T; use rsa, ecdsa or ed25519", key)
	}
	pub, ok := key.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !ok || !pub.Equal(leaf.PublicKey) {
		return "", FailCoded(CodeKeyMismatch, field,
			"the certificate and the private key do not match: the %s private key does not match the public key of the leaf certificate %q", keyType, leaf.Subject.CommonName)
	}
	return keyType, nil
}
