package ingresstest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/validate"
)

// TestResourceCodesAreTheRules checks that the codes ingresstest declares
// for rules are the ones the rules carry, so that a test matching the
// constant matches the answer.
func TestResourceCodesAreTheRules(t *testing.T) {
	for declared, rule := range map[string]string{
		ingresstest.CodeVaultNameInvalid:               validate.CodeVaultNameChars,
		ingresstest.CodeVaultNameEmpty:                 validate.CodeVaultNameEmpty,
		ingresstest.CodeVaultNameTooLong:               validate.CodeVaultNameLength,
		ingresstest.CodeSecretNameInvalid:              validate.CodeSecretNameChars,
		ingresstest.CodeSecretNameEmpty:                validate.CodeSecretNameEmpty,
		ingresstest.CodeSecretNameTooLong:              validate.CodeSecretNameLength,
		ingresstest.CodeSecretValueEmpty:               validate.CodeSecretValueEmpty,
		ingresstest.CodeSecretValueTooLong:             validate.CodeSecretValueLength,
		ingresstest.CodeSecretVaultMissing:             validate.CodeSecretVaultMissing,
		ingresstest.CodeUnknownRegion:                  validate.CodeUnknownRegion,
		ingresstest.CodeAddrDescriptionTooLong:         validate.CodeAddrDescriptionLength,
		ingresstest.CodeAddrUpdateEmpty:                validate.CodeAddrUpdateEmpty,
		ingresstest.CodeDomainNotPort443:               validate.CodeDomainNotPort443,
		ingresstest.CodeHTTPSEdgeTCPAddr:               validate.CodeHTTPSEdgeTCPAddr,
		ingresstest.CodeTLSEdgeTCPAddr:                 validate.CodeTLSEdgeTCPAddr,
		ingresstest.CodeInvalidCertificate:             validate.CodeInvalidCertificate,
		ingresstest.CodeInvalidPrivateKey:              validate.CodeInvalidPrivateKey,
		ingresstest.CodeNotCA:                          validate.CodeNotCA,
		ingresstest.CodeDomainWildcardNotFirst:         validate.CodeDomainWildcardNotFirst,
		ingresstest.CodeDomainWildcardLabel:            validate.CodeDomainWildcardLabel,
		ingresstest.CodeDomainOnNgrokCom:               validate.CodeDomainOnNgrokCom,
		ingresstest.CodeDomainInvalidChar:              validate.CodeDomainChar,
		ingresstest.CodeDomainLabelStart:               validate.CodeDomainLabelStart,
		ingresstest.CodeDomainLabelEnd:                 validate.CodeDomainLabelEnd,
		ingresstest.CodeDomainDoubleDot:                validate.CodeDomainDoubleDot,
		ingresstest.CodeDomainDoubleHyphen:             validate.CodeDomainDoubleHyphen,
		ingresstest.CodeDomainUnreachableTLD:           validate.CodeDomainUnreachableTLD,
		ingresstest.CodeDomainSuffixWildcard:           validate.CodeDomainSuffixWildcard,
		ingresstest.CodeDomainDescriptionTooLong:       validate.CodeDomainDescriptionLength,
		ingresstest.CodeDomainMetadataTooLong:          validate.CodeDomainMetadataLength,
		ingresstest.CodeDomainUpdateEmpty:              validate.CodeDomainUpdateEmpty,
		ingresstest.CodeDomainTooLong:                  validate.CodeDomainLength,
		ingresstest.CodeDomainCertificateSources:       validate.CodeDomainCertificateSources,
		ingresstest.CodePolicyAuthority:                validate.CodePolicyAuthority,
		ingresstest.CodeDomainUnderscore:               validate.CodeDomainUnderscore,
		ingresstest.CodePolicyOnServiceDomain:          validate.CodePolicyOnServiceDomain,
		ingresstest.CodeDomainNotQualified:             validate.CodeDomainNotQualified,
		ingresstest.CodeAgentIngressDescriptionTooLong: validate.CodeAgentIngressDescriptionLength,
		ingresstest.CodeAgentIngressMetadataTooLong:    validate.CodeAgentIngressMetadataLength,
		ingresstest.CodeAgentIngressDomainInvalid:      validate.CodeAgentIngressDomainInvalid,
		ingresstest.CodeAgentIngressServiceDomain:      validate.CodeAgentIngressServiceDomain,
	} {
		assert.Equal(t, rule, declared)
	}
}
