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
		ingresstest.CodeEventFormat:                    validate.CodeEventFormat,
		ingresstest.CodeEventTargetMissing:             validate.CodeEventTargetMissing,
		ingresstest.CodeEventTargetsMany:               validate.CodeEventTargetsMany,
		ingresstest.CodeEventAuthMissing:               validate.CodeEventAuthMissing,
		ingresstest.CodeEventAuthEmpty:                 validate.CodeEventAuthEmpty,
		ingresstest.CodeEventAuthMany:                  validate.CodeEventAuthMany,
		ingresstest.CodeEventRoleARN:                   validate.CodeEventRoleARN,
		ingresstest.CodeDatadogAPIKeyMissing:           validate.CodeDatadogAPIKeyMissing,
		ingresstest.CodeDatadogSite:                    validate.CodeDatadogSite,
		ingresstest.CodeSourceExists:                   validate.CodeEventSourceRepeated,
		ingresstest.CodeIPPolicyUpdateEmpty:            validate.CodeIPPolicyUpdateEmpty,
		ingresstest.CodeIPRuleUpdateEmpty:              validate.CodeIPRuleUpdateEmpty,
		ingresstest.CodeIPRuleParamMissing:             validate.CodeIPRuleParamMissing,
		ingresstest.CodeCIDRInvalid:                    validate.CodeCIDRInvalid,
		ingresstest.CodeCIDRNotLowest:                  validate.CodeCIDRNotLowest,
		ingresstest.CodeIPRuleDescriptionTooLong:       validate.CodeIPRuleDescriptionLength,
		ingresstest.CodeRouteMatchMissing:              validate.CodeRouteMatchMissing,
		ingresstest.CodeRouteMatchType:                 validate.CodeRouteMatchType,
		ingresstest.CodeRouteMatchInvalid:              validate.CodeRouteMatchInvalid,
		ingresstest.CodeAIKeyDescriptionTooLong:        validate.CodeAIKeyDescriptionLength,
		ingresstest.CodeAIKeyMetadataTooLong:           validate.CodeAIKeyMetadataLength,
		ingresstest.CodeAIKeyFieldMissing:              validate.CodeAIKeyFieldMissing,
		ingresstest.CodeIPRuleAction:                   validate.CodeIPRuleAction,
		ingresstest.CodeNoPrivateKey:                   validate.CodeNoPrivateKey,
		ingresstest.CodeEncryptedPrivateKey:            validate.CodeEncryptedPrivateKey,
		ingresstest.CodePEMHeaders:                     validate.CodePEMHeaders,
		ingresstest.CodeNotCertificateBlock:            validate.CodeNotCertificateBlock,
		ingresstest.CodeAuthorityCount:                 validate.CodeAuthorityCount,
		ingresstest.CodeNoAuthorityPEM:                 validate.CodeNoAuthorityPEM,
		ingresstest.CodeNotPEM:                         validate.CodeNotPEM,
		ingresstest.CodeNoCertificate:                  validate.CodeNoCertificate,
		ingresstest.CodeKeyMismatch:                    validate.CodeKeyMismatch,
		ingresstest.CodeKeyIsCertificate:               validate.CodeKeyIsCertificate,
		ingresstest.CodeCertificateIsKey:               validate.CodeCertificateIsKey,
		ingresstest.CodeChainOrder:                     validate.CodeChainOrder,
		ingresstest.CodeACLRule:                        validate.CodeACLRule,
		ingresstest.CodeCredentialDescriptionTooLong:   validate.CodeCredentialDescriptionLength,
		ingresstest.CodeCredentialMetadataTooLong:      validate.CodeCredentialMetadataLength,
		ingresstest.CodeCredentialUpdateEmpty:          validate.CodeCredentialUpdateEmpty,
		ingresstest.CodeSSHKeyMissing:                  validate.CodeSSHKeyMissing,
		ingresstest.CodeSSHKeyInvalid:                  validate.CodeSSHKeyInvalid,
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
		ingresstest.CodeEndpointType:                   validate.CodeEndpointType,
	} {
		assert.Equal(t, rule, declared)
	}
}
