package api

import (
	"crypto/x509"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/certificates"
)

func TestKeyUsagesNameEachBitInOrder(t *testing.T) {
	assert.Equal(t, []certificates.KeyUsage{}, keyUsages(0))
	assert.Equal(t, []certificates.KeyUsage{certificates.KeyUsageDigitalSignature, certificates.KeyUsageCRLSign, certificates.KeyUsageDecipherOnly},
		keyUsages(x509.KeyUsageDecipherOnly|x509.KeyUsageCRLSign|x509.KeyUsageDigitalSignature))
	all := x509.KeyUsage(0)
	for bit := x509.KeyUsageDigitalSignature; bit <= x509.KeyUsageDecipherOnly; bit <<= 1 {
		all |= bit
	}
	assert.Len(t, keyUsages(all), 9, "every bit crypto/x509 defines has a name")
}

func TestExtKeyUsageNames(t *testing.T) {
	for u, want := range map[x509.ExtKeyUsage]certificates.ExtKeyUsage{
		x509.ExtKeyUsageAny:                        certificates.ExtKeyUsageAny,
		x509.ExtKeyUsageClientAuth:                 certificates.ExtKeyUsageClientAuth,
		x509.ExtKeyUsageOCSPSigning:                certificates.ExtKeyUsageOCSPSigning,
		x509.ExtKeyUsageMicrosoftKernelCodeSigning: certificates.ExtKeyUsageMicrosoftKernelCodeSigning,
		x509.ExtKeyUsage(99):                       "unknown_99",
	} {
		assert.Equal(t, want, extKeyUsageName(u))
	}
}
