package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestDomainName(t *testing.T) {
	for _, ok := range []string{
		"example.com", "app.example.com", "a-b.example.co.uk", "xn--bcher-kva.example", "A.Example.COM",
		"123.example.com", strings.Repeat("a", 63) + ".com", strings.Repeat("abcdefgh.", 27) + "com",
	} {
		assert.NoError(t, validate.DomainName("domain", ok, false), ok)
	}
	for _, bad := range []string{
		"", "localhost", ".example.com", "example.com.", "a..example.com", "-a.example.com", "a-.example.com",
		"a_b.example.com", "a b.example.com", "192.0.2.1", "example.123", "*.example.com", "café.example.com",
		strings.Repeat("a", 64) + ".com", strings.Repeat("abcdefgh.", 28) + "com",
	} {
		err := validate.DomainName("domain", bad, false)
		assert.True(t, ingress.IsValidation(err), "%q: %v", bad, err)
	}
}

func TestWildcards(t *testing.T) {
	assert.NoError(t, validate.DomainName("domain", "*.example.com", true))
	for _, bad := range []string{"*.com", "a.*.example.com", "*.*.example.com", "**.example.com", "*"} {
		assert.Error(t, validate.DomainName("domain", bad, true), bad)
	}
	assert.ErrorContains(t, validate.DomainName("domain", "*.example.com", false), "wildcard")
}

func TestServiceDomains(t *testing.T) {
	for _, own := range []string{"x.ngrok.app", "a.b.ngrok-free.app", "*.x.ngrok.io", "NGROK.dev"} {
		assert.True(t, validate.IsServiceDomain(own), own)
	}
	for _, custom := range []string{"example.com", "notngrok.app", "ngrok.app.example.com"} {
		assert.False(t, validate.IsServiceDomain(custom), custom)
	}

	assert.NoError(t, validate.ReservedDomain("domain", "myapp.ngrok.app"))
	assert.NoError(t, validate.ReservedDomain("domain", "*.team.ngrok.app"))
	assert.NoError(t, validate.ReservedDomain("domain", "*.example.com"))
	assert.ErrorContains(t, validate.ReservedDomain("domain", "ngrok.app"), "cannot be reserved")
	requireCode(t, validate.ReservedDomain("domain", "*.ngrok-free.app"), validate.CodeDomainSuffixWildcard)
}

func TestRegion(t *testing.T) {
	regions := []string{"au", "eu", "ap", "us", "jp", "in", "sa"}
	for _, r := range regions {
		assert.NoError(t, validate.OneOf("region", &r, regions...))
	}
	assert.NoError(t, validate.OneOf[string]("region", nil, regions...))
	assert.ErrorContains(t, validate.OneOf("region", new("mars"), regions...), `"mars"`)
}

func TestCertificatePolicy(t *testing.T) {
	assert.NoError(t, validate.CertificatePolicy("p", "", "letsencrypt", "", "rsa", "ecdsa"))
	assert.NoError(t, validate.CertificatePolicy("p", "letsencrypt", "letsencrypt", "rsa", "rsa", "ecdsa"))
	assert.NoError(t, validate.CertificatePolicy("p", "letsencrypt", "letsencrypt", "ecdsa", "rsa", "ecdsa"))

	testkit.RequireValidation(t, validate.CertificatePolicy("p", "zerossl", "letsencrypt", "", "rsa", "ecdsa"), "p.authority")
	requireCode(t, validate.CertificatePolicy("p", "zerossl", "letsencrypt", "", "rsa", "ecdsa"), validate.CodePolicyAuthority)
	testkit.RequireValidation(t, validate.CertificatePolicy("p", "", "letsencrypt", "ed25519", "rsa", "ecdsa"), "p.private_key_type")

	assert.NoError(t, validate.CertificateSource(true, false))
	assert.NoError(t, validate.CertificateSource(false, true))
	assert.NoError(t, validate.CertificateSource(false, false))
	assert.ErrorContains(t, validate.CertificateSource(true, true), "mutually exclusive")
	requireCode(t, validate.CertificateSource(true, true), validate.CodeDomainCertificateSources)
}

// FuzzDomainName checks that every accepted name has the shape of a
// hostname.
func FuzzDomainName(f *testing.F) {
	for _, seed := range []string{"example.com", "*.example.com", "a..b", "192.0.2.1", "-x.y", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if validate.DomainName("domain", name, true) != nil {
			return
		}
		if len(name) > validate.MaxDomainChars || !strings.Contains(name, ".") || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".") {
			t.Fatalf("accepted %q", name)
		}
		if strings.Contains(strings.TrimPrefix(name, "*."), "*") {
			t.Fatalf("accepted a wildcard that is not the first label: %q", name)
		}
	})
}
