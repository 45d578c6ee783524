package api

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress/certificates"
)

// ParseTLSCertificate reads an uploaded TLS certificate: certPEM, a chain
// of PEM certificates with the leaf first and each certificate followed by
// its issuer, and keyPEM, the leaf's private key. It returns the
// certificate with every field read from the leaf (and the chain
// re-encoded), or an API error with status 400 that says what is wrong.
func ParseTLSCertificate(certPEM, keyPEM string) (*certificates.TLSCertificate, error) {
	chain, err := parseChain("certificate_pem", certPEM)
	if err != nil {
		return nil, err
	}
	for i := 1; i < len(chain); i++ {
		if err := chain[i-1].CheckSignatureFrom(chain[i]); err != nil {
			return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
				"certificate_pem: the chain is out of order: certificate %d (%q) is not issued by certificate %d (%q): %v; put the leaf first, then each issuer",
				i, chain[i-1].Subject.CommonName, i+1, chain[i].Subject.CommonName, err)
		}
	}
	leaf := chain[0]
	key, err := parsePrivateKey(keyPEM)
	if err != nil {
		return nil, err
	}
	keyType, err := matchKey(leaf, key)
	if err != nil {
		return nil, err
	}
	var encoded bytes.Buffer
	for _, c := range chain {
		pem.Encode(&encoded, &pem.Block{Type: "CERTIFICATE", Bytes: c.Raw})
	}
	ips := make([]string, len(leaf.IPAddresses))
	for i, ip := range leaf.IPAddresses {
		ips[i] = ip.String()
	}
	return &certificates.TLSCertificate{
		CertificatePEM:    encoded.String(),
		SubjectCommonName: leaf.Subject.CommonName,
		SubjectAlternativeNames: certificates.SubjectAlternativeNames{
			DNSNames: append([]string{}, leaf.DNSNames...),
			IPs:      ips,
		},
		NotBefore:                 leaf.NotBefore.UTC(),
		NotAfter:                  leaf.NotAfter.UTC(),
		KeyUsages:                 keyUsages(leaf.KeyUsage),
		ExtendedKeyUsages:         extKeyUsages(leaf),
		PrivateKeyType:            keyType,
		IssuerCommonName:          leaf.Issuer.CommonName,
		SerialNumber:              serialHex(leaf),
		SubjectOrganization:       strings.Join(leaf.Subject.Organization, ", "),
		SubjectOrganizationalUnit: strings.Join(leaf.Subject.OrganizationalUnit, ", "),
		SubjectLocality:           strings.Join(leaf.Subject.Locality, ", "),
		SubjectProvince:           strings.Join(leaf.Subject.Province, ", "),
		SubjectCountry:            strings.Join(leaf.Subject.Country, ", "),
	}, nil
}

// ParseAuthority reads an uploaded certificate authority: caPEM must hold
// exactly one PEM certificate whose basic constraints mark it as a CA. It
// returns the authority with every field read from the certificate, or an
// API error with status 400 that says what is wrong.
func ParseAuthority(caPEM string) (*certificates.Authority, error) {
	chain, err := parseChain("ca_pem", caPEM)
	if err != nil {
		return nil, err
	}
	if len(chain) != 1 {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
			"ca_pem: holds %d certificates; upload each certificate authority on its own", len(chain))
	}
	ca := chain[0]
	if !ca.BasicConstraintsValid || !ca.IsCA {
		return nil, Errorf(http.StatusBadRequest, CodeNotCA,
			"ca_pem: the certificate %q is not a certificate authority: its basic constraints do not say CA:TRUE", ca.Subject.CommonName)
	}
	return &certificates.Authority{
		CAPEM:             string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: ca.Raw})),
		SubjectCommonName: ca.Subject.CommonName,
		NotBefore:         ca.NotBefore.UTC(),
		NotAfter:          ca.NotAfter.UTC(),
		KeyUsages:         keyUsages(ca.KeyUsage),
		ExtendedKeyUsages: extKeyUsages(ca),
	}, nil
}

// parseChain decodes every PEM block of text as an X.509 certificate.
// Anything but CERTIFICATE blocks, apart from white space, is an error.
func parseChain(field, text string) ([]*x509.Certificate, error) {
	rest := []byte(text)
	var chain []*x509.Certificate
	for {
		block, after := pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type != "CERTIFICATE" {
			return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
				"%s: block %d is a %q block; only CERTIFICATE blocks are allowed", field, len(chain)+1, block.Type)
		}
		c, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
				"%s: certificate %d is not a valid X.509 certificate: %v", field, len(chain)+1, err)
		}
		chain = append(chain, c)
		rest = after
	}
	if len(chain) == 0 {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
			"%s: no PEM-encoded certificate found (expected -----BEGIN CERTIFICATE-----)", field)
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidCertificate,
			"%s: unexpected text after certificate %d that is not a PEM block", field, len(chain))
	}
	return chain, nil
}

// parsePrivateKey decodes the one PEM block of text as a private key.
func parsePrivateKey(text string) (crypto.Signer, error) {
	block, rest := pem.Decode([]byte(text))
	if block == nil {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey,
			"private_key_pem: no PEM-encoded private key found (expected -----BEGIN PRIVATE KEY-----)")
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey, "private_key_pem: must hold one PEM block, the private key only")
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
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey, "private_key_pem: encrypted private keys are not supported; upload the key unencrypted")
	default:
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey,
			"private_key_pem: a %q block is not a private key (expected PRIVATE KEY, RSA PRIVATE KEY or EC PRIVATE KEY)", block.Type)
	}
	if err != nil {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey, "private_key_pem: the %s block does not parse: %v", block.Type, err)
	}
	signer, ok := key.(crypto.Signer)
	if !ok {
		return nil, Errorf(http.StatusBadRequest, CodeInvalidPrivateKey, "private_key_pem: unsupported key type %T", key)
	}
	return signer, nil
}

// matchKey checks that key is the private key of leaf and returns its type.
func matchKey(leaf *x509.Certificate, key crypto.Signer) (certificates.PrivateKeyType, error) {
	var keyType certificates.PrivateKeyType
	switch key.(type) {
	case *rsa.PrivateKey:
		keyType = certificates.PrivateKeyTypeRSA
	case *ecdsa.PrivateKey:
		keyType = certificates.PrivateKeyTypeECDSA
	case ed25519.PrivateKey:
		keyType = certificates.PrivateKeyTypeEd25519
	default:
		return "", Errorf(http.StatusBadRequest, CodeInvalidPrivateKey, "private_key_pem: unsupported key type %T; use rsa, ecdsa or ed25519", key)
	}
	pub, ok := key.Public().(interface{ Equal(crypto.PublicKey) bool })
	if !ok || !pub.Equal(leaf.PublicKey) {
		return "", Errorf(http.StatusBadRequest, CodeInvalidPrivateKey,
			"private_key_pem: the %s private key does not match the public key of the leaf certificate %q", keyType, leaf.Subject.CommonName)
	}
	return keyType, nil
}

// keyUsageNames names the key usage bits, in bit order from
// x509.KeyUsageDigitalSignature.
var keyUsageNames = []certificates.KeyUsage{
	certificates.KeyUsageDigitalSignature,
	certificates.KeyUsageContentCommitment,
	certificates.KeyUsageKeyEncipherment,
	certificates.KeyUsageDataEncipherment,
	certificates.KeyUsageKeyAgreement,
	certificates.KeyUsageCertSign,
	certificates.KeyUsageCRLSign,
	certificates.KeyUsageEncipherOnly,
	certificates.KeyUsageDecipherOnly,
}

// keyUsages names the bits set in u, in bit order; an empty list when
// none are.
func keyUsages(u x509.KeyUsage) []certificates.KeyUsage {
	names := []certificates.KeyUsage{}
	for i, name := range keyUsageNames {
		if u&(x509.KeyUsageDigitalSignature<<i) != 0 {
			names = append(names, name)
		}
	}
	return names
}

// extKeyUsageNames names the extended key usages that crypto/x509 knows,
// indexed by their x509.ExtKeyUsage value.
var extKeyUsageNames = []certificates.ExtKeyUsage{
	x509.ExtKeyUsageAny:                            certificates.ExtKeyUsageAny,
	x509.ExtKeyUsageServerAuth:                     certificates.ExtKeyUsageServerAuth,
	x509.ExtKeyUsageClientAuth:                     certificates.ExtKeyUsageClientAuth,
	x509.ExtKeyUsageCodeSigning:                    certificates.ExtKeyUsageCodeSigning,
	x509.ExtKeyUsageEmailProtection:                certificates.ExtKeyUsageEmailProtection,
	x509.ExtKeyUsageIPSECEndSystem:                 certificates.ExtKeyUsageIPSECEndSystem,
	x509.ExtKeyUsageIPSECTunnel:                    certificates.ExtKeyUsageIPSECTunnel,
	x509.ExtKeyUsageIPSECUser:                      certificates.ExtKeyUsageIPSECUser,
	x509.ExtKeyUsageTimeStamping:                   certificates.ExtKeyUsageTimeStamping,
	x509.ExtKeyUsageOCSPSigning:                    certificates.ExtKeyUsageOCSPSigning,
	x509.ExtKeyUsageMicrosoftServerGatedCrypto:     certificates.ExtKeyUsageMicrosoftServerGatedCrypto,
	x509.ExtKeyUsageNetscapeServerGatedCrypto:      certificates.ExtKeyUsageNetscapeServerGatedCrypto,
	x509.ExtKeyUsageMicrosoftCommercialCodeSigning: certificates.ExtKeyUsageMicrosoftCommercialCodeSigning,
	x509.ExtKeyUsageMicrosoftKernelCodeSigning:     certificates.ExtKeyUsageMicrosoftKernelCodeSigning,
}

// extKeyUsages names the extended key usages of c, in the certificate's
// order; an empty list when it has none.
func extKeyUsages(c *x509.Certificate) []certificates.ExtKeyUsage {
	names := []certificates.ExtKeyUsage{}
	for _, u := range c.ExtKeyUsage {
		names = append(names, extKeyUsageName(u))
	}
	for _, oid := range c.UnknownExtKeyUsage {
		names = append(names, certificates.ExtKeyUsage(oid.String()))
	}
	return names
}

// extKeyUsageName names u; one that extKeyUsageNames lacks, which a later
// crypto/x509 may add, is named by its number.
func extKeyUsageName(u x509.ExtKeyUsage) certificates.ExtKeyUsage {
	if u >= 0 && int(u) < len(extKeyUsageNames) {
		return extKeyUsageNames[u]
	}
	return certificates.ExtKeyUsage(fmt.Sprintf("unknown_%d", u))
}

// serialHex renders the serial number of c in lower-case hexadecimal with
// an even number of digits, as its bytes read.
func serialHex(c *x509.Certificate) string {
	if c.SerialNumber == nil {
		return ""
	}
	h := c.SerialNumber.Text(16)
	if len(h)%2 == 1 {
		h = "0" + h
	}
	return h
}
