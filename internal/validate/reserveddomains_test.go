package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// TestReservedDomainCodes follows the pages of the error reference on the
// names of reserved domains: each broken rule has its own code.
func TestReservedDomainCodes(t *testing.T) {
	for domain, code := range map[string]string{
		"a.*.example.com":                       validate.CodeDomainWildcardNotFirst,
		"*.*.example.com":                       validate.CodeDomainWildcardNotFirst,
		"**.example.com":                        validate.CodeDomainWildcardLabel,
		"*app.example.com":                      validate.CodeDomainWildcardLabel,
		"ngrok.com":                             validate.CodeDomainOnNgrokCom,
		"app.NGROK.com":                         validate.CodeDomainOnNgrokCom,
		"*.ngrok.com":                           validate.CodeDomainOnNgrokCom,
		"a b.example.com":                       validate.CodeDomainChar,
		"café.example.com":                      validate.CodeDomainChar,
		"-a.example.com":                        validate.CodeDomainLabelStart,
		"a-.example.com":                        validate.CodeDomainLabelEnd,
		"a..example.com":                        validate.CodeDomainDoubleDot,
		"ab--cd.example.com":                    validate.CodeDomainDoubleHyphen,
		"app.ab--cd.com":                        validate.CodeDomainDoubleHyphen,
		"app.local":                             validate.CodeDomainUnreachableTLD,
		"app.LOCALHOST":                         validate.CodeDomainUnreachableTLD,
		"*.corp.internal":                       validate.CodeDomainUnreachableTLD,
		"*.com":                                 validate.CodeDomainSuffixWildcard,
		"*.ngrok.app":                           validate.CodeDomainSuffixWildcard,
		strings.Repeat("abcdefgh.", 28) + "com": validate.CodeDomainLength,
		"a_b.example.com":                       validate.CodeDomainUnderscore,
		"localhost":                             validate.CodeDomainNotQualified,
		"example":                               validate.CodeDomainNotQualified,
		strings.Repeat("a", 300) + "_" + ".local": validate.CodeDomainLength,
	} {
		requireCode(t, validate.ReservedDomain("domain", domain), code, domain)
	}
}

// TestReservedDomainRules checks the names a reserved domain may have and
// the broken rules that no page of the reference names.
func TestReservedDomainRules(t *testing.T) {
	for _, ok := range []string{
		"example.com", "app.example.com", "*.example.com", "xn--bcher-kva.example.com", "XN--bcher-kva.example.com",
		"a-b.example.co.uk", "ab-cd.example.com", "a--b.example.com", "myapp.ngrok.app", "*.team.ngrok.app",
		"local.example.com", "ngrok.com.example.com", "A.Example.COM", "123.example.com",
		strings.Repeat("a", 63) + ".com", strings.Repeat("abcdefgh.", 27) + "com",
	} {
		assert.NoError(t, validate.ReservedDomain("domain", ok), ok)
	}
	for _, bad := range []string{"", ".example.com", "example.com.", "192.0.2.1", "ngrok.app", strings.Repeat("a", 64) + ".com"} {
		err := validate.ReservedDomain("domain", bad)
		assert.True(t, ingress.IsValidation(err), "%q: %v", bad, err)
	}
	assert.ErrorContains(t, validate.ReservedDomain("domain", "a_b.example.com"), `"a_b.example.com"`, "the message names the domain")
	assert.ErrorContains(t, validate.ReservedDomain("domain", "a!.example.com"), `'!'`, "the message names the character")
	assert.ErrorContains(t, validate.ReservedDomain("domain", "app.test"), "top-level domain test")
	assert.ErrorContains(t, validate.ReservedDomain("domain", strings.Repeat("a.", 127)+"ab"), "limited to 253 characters")
}

// TestDomainFields follows errors/err_ngrok_420 to 422 and 439: limits
// counted in characters, an update needs a value, and the service's own
// domains take no certificate management policy.
func TestDomainFields(t *testing.T) {
	assert.NoError(t, validate.DomainCommon(new(strings.Repeat("é", 255)), new(strings.Repeat("é", 4096))))
	err := validate.DomainCommon(new(strings.Repeat("é", 256)), nil)
	requireCode(t, err, validate.CodeDomainDescriptionLength)
	assert.ErrorContains(t, err, "limited to 255 characters; you have entered 256 characters")
	requireCode(t, validate.DomainCommon(nil, new(longString(4097))), validate.CodeDomainMetadataLength)
	assert.Error(t, validate.DomainCommon(new("\xff"), nil))

	requireCode(t, validate.DomainUpdate(false), validate.CodeDomainUpdateEmpty)
	assert.NoError(t, validate.DomainUpdate(true))

	requireCode(t, validate.DomainPolicy("p", "app.NGROK.app", true), validate.CodePolicyOnServiceDomain)
	assert.NoError(t, validate.DomainPolicy("p", "app.ngrok.app", false))
	assert.NoError(t, validate.DomainPolicy("p", "app.example.com", true))
}

// TestAgentIngressRules follows errors/err_ngrok_6700, 6701, 6704 and 6705.
func TestAgentIngressRules(t *testing.T) {
	assert.NoError(t, validate.AgentIngressDomain("domain", "connect.example.com"))
	requireCode(t, validate.AgentIngressDomain("domain", "connect.ngrok.app"), validate.CodeAgentIngressServiceDomain)
	requireCode(t, validate.AgentIngressDomain("domain", "*.example.com"), validate.CodeAgentIngressDomainInvalid)
	requireCode(t, validate.AgentIngressDomain("domain", "a_b.example.com"), validate.CodeAgentIngressDomainInvalid)
	assert.ErrorContains(t, validate.AgentIngressDomain("domain", "localhost"), "not a valid domain name")
	assert.True(t, ingress.IsValidation(validate.AgentIngressDomain("domain", "")))

	assert.NoError(t, validate.AgentIngressCommon(new(strings.Repeat("é", 255)), nil))
	err := validate.AgentIngressCommon(new(strings.Repeat("é", 256)), nil)
	requireCode(t, err, validate.CodeAgentIngressDescriptionLength)
	assert.ErrorContains(t, err, "limited to 255 characters, but the given value has 256 characters")
	requireCode(t, validate.AgentIngressCommon(nil, new(longString(4097))), validate.CodeAgentIngressMetadataLength)
}

// longString returns a string of n letters.
func longString(n int) string { return strings.Repeat("m", n) }
