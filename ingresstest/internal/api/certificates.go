package api

import (
	"bytes"
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"strings"

	"github.com/ingresskit/ingress/certificates"
	"github.com/ingresskit/ingress/internal/validate"
)

// ParseTLSCertificate reads an uploaded TLS certificate: certPEM, a chain
// of PEM certificates with the leaf first and each certificate followed by
// its issuer, and keyPEM, the leaf's private key. It returns the
// certificate with every field read from the leaf (and the chain
// re-encoded), or the *validate.CodedError of validate.TLSCertificatePEM
// that says what is wrong, which As answers with status 400 and its code.
func ParseTLSCertificate(certPEM, keyPEM string) (*certificates.TLSCertificate, error) {
	chain, keyType, err := validate.TLSCertificatePEM(certPEM, keyPEM)
	if err != nil {
		return nil, err
	}
	leaf := chain[0]
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
		PrivateKeyType:            certificates.PrivateKeyType(keyType),
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
// returns the authority with every field read from the certificate, or
// the *validate.CodedError of validate.AuthorityPEM that says what is
// wrong, which As answers with status 400 and its code.
func ParseAuthority(caPEM string) (*certificates.Authority, error) {
	ca, err := validate.AuthorityPEM(caPEM)
	if err != nil {
		return nil, err
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
