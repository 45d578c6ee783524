package validate_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/internal/validate"
)

func TestHostPort(t *testing.T) {
	for _, ok := range []string{
		"example.com:443", "a.b-c.example:1", "*.example.com:65535", "localhost:80",
		"192.0.2.1:443", "[2001:db8::1]:443", "1.tcp.example.com:20001", "XN--BCHER-KVA.example:8080",
	} {
		assert.NoError(t, validate.HostPort("hp", ok), ok)
	}
	for _, bad := range []string{
		"", "example.com", "example.com:", ":443", "example.com:0", "example.com:65536", "example.com:-1",
		"example.com:+443", "example.com:0443", "example.com:http", "exa mple.com:443", "-a.example.com:443",
		"a-.example.com:443", "a..example.com:443", "*.:443", "a.*.example.com:443", "2001:db8::1:443",
		strings.Repeat("a", 64) + ".com:443", "example.com:443:443", "ex_ample.com:443",
	} {
		assert.Error(t, validate.HostPort("hp", bad), bad)
	}
}

func TestHostPorts(t *testing.T) {
	assert.NoError(t, validate.HostPorts("hostports", nil))
	assert.NoError(t, validate.HostPorts("hostports", []string{"a.example.com:443", "a.example.com:444"}))
	testkit.RequireValidation(t, validate.HostPorts("hostports", []string{"a.example.com:443", "bad"}), "hostports[1]")
	testkit.RequireValidation(t, validate.HostPorts("hostports", []string{"a.example.com:443", "b.example.com:443", "A.EXAMPLE.COM:443"}), "hostports[2]")
}

func TestRefIDs(t *testing.T) {
	assert.NoError(t, validate.RefIDs("ids", []string{"ipp_1", "ipp_2"}))
	testkit.RequireValidation(t, validate.RefIDs("ids", nil), "ids")
	testkit.RequireValidation(t, validate.RefIDs("ids", []string{}), "ids")
	testkit.RequireValidation(t, validate.RefIDs("ids", []string{""}), "ids[0]")
	testkit.RequireValidation(t, validate.RefIDs("ids", []string{"ipp_1", "a/b"}), "ids[1]")
	testkit.RequireValidation(t, validate.RefIDs("ids", []string{"ipp_1", "ipp_2", "ipp_1"}), "ids[2]")
}

// tlsRules are the values of the edges family's TLS termination module.
var tlsRules = validate.TLS{Places: []string{"edge", "upstream"}, PassThrough: "upstream", Versions: []string{"1.0", "1.1", "1.2", "1.3"}}

func TestTLSTermination(t *testing.T) {
	v := func(s string) *string { return &s }
	assert.NoError(t, validate.TLSTermination("edge", nil, tlsRules))
	assert.NoError(t, validate.TLSTermination("upstream", nil, tlsRules))
	for _, version := range tlsRules.Versions {
		assert.NoError(t, validate.TLSTermination("edge", v(version), tlsRules), version)
		testkit.RequireValidation(t, validate.TLSTermination("upstream", v(version), tlsRules), "min_version", version)
	}
	testkit.RequireValidation(t, validate.TLSTermination("", nil, tlsRules), "terminate_at")
	testkit.RequireValidation(t, validate.TLSTermination("agent", nil, tlsRules), "terminate_at")
	testkit.RequireValidation(t, validate.TLSTermination("edge", v("1.4"), tlsRules), "min_version")
	testkit.RequireValidation(t, validate.TLSTermination("edge", v(""), tlsRules), "min_version")
}

func TestPassThrough(t *testing.T) {
	assert.NoError(t, validate.PassThrough(false, true, true))
	assert.NoError(t, validate.PassThrough(true, false, false))
	testkit.RequireValidation(t, validate.PassThrough(true, true, false), "mutual_tls")
	testkit.RequireValidation(t, validate.PassThrough(true, false, true), "traffic_policy")
}

func TestWebhookVerification(t *testing.T) {
	s := func(v string) *string { return &v }
	providers := []string{"github", "slack", "sns", "stripe"}
	const sns = "sns"
	assert.True(t, slices.IsSorted(providers), "sorted, for the binary search")
	assert.Equal(t, len(providers), len(slices.Compact(slices.Clone(providers))), "no provider twice")
	assert.Contains(t, providers, sns)
	for _, p := range providers {
		if p == sns {
			assert.NoError(t, validate.WebhookVerification(p, nil, providers, sns))
			assert.NoError(t, validate.WebhookVerification(p, s(""), providers, sns), "an empty secret is no secret")
			requireCoded(t, validate.WebhookVerification(p, s("x"), providers, sns), "secret", validate.CodeWebhookSNSSecret)
			continue
		}
		assert.NoError(t, validate.WebhookVerification(p, s("x"), providers, sns), p)
		requireCoded(t, validate.WebhookVerification(p, nil, providers, sns), "secret", validate.CodeWebhookSecretMissing)
	}
	requireCoded(t, validate.WebhookVerification("", s("x"), providers, sns), "provider", validate.CodeWebhookProviderMissing)
	requireCoded(t, validate.WebhookVerification("Stripe", s("x"), providers, sns), "provider", validate.CodeWebhookProviderUnsupported)
}

func TestMatch(t *testing.T) {
	for _, ok := range []string{"/", "/blog", "/a/b?c", "example.com", "example.com/blog", "*.example.com"} {
		assert.NoError(t, validate.Match("match", ok), ok)
	}
	for _, bad := range []string{"", " ", "/a b", "/a\tb", "example..com", "http://example.com/x", "example.com:443/x"} {
		assert.Error(t, validate.Match("match", bad), bad)
	}
}

func TestSAMLMetadata(t *testing.T) {
	const md = `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"><md:IDPSSODescriptor/></md:EntityDescriptor>`
	for _, ok := range []string{
		md,
		`<?xml version="1.0"?>` + "\n<!-- idp -->\n" + md + "\n<!-- end -->\n",
		`<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><IDPSSODescriptor></IDPSSODescriptor><Organization/></EntityDescriptor>`,
	} {
		assert.NoError(t, validate.SAMLMetadata("idp_metadata", ok), ok)
	}
	for _, bad := range []string{
		"", "   ", "not xml", "<md:EntityDescriptor",
		`<EntityDescriptor entityID="x"><IDPSSODescriptor/></EntityDescriptor>`,
		`<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><md:EntityDescriptor entityID="x"><md:IDPSSODescriptor/></md:EntityDescriptor></md:EntitiesDescriptor>`,
		`<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><md:IDPSSODescriptor/></md:EntityDescriptor>`,
		`<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><md:SPSSODescriptor/></md:EntityDescriptor>`,
		"junk" + md,
		md + "<more/>",
		md + "trailing",
		`<!DOCTYPE x [<!ENTITY e "e">]>` + md,
	} {
		testkit.RequireValidation(t, validate.SAMLMetadata("idp_metadata", bad), "idp_metadata", bad)
	}
}

func TestNameIDFormats(t *testing.T) {
	s := func(v string) *string { return &v }
	formats := []string{"urn:oasis:names:tc:SAML:2.0:nameid-format:persistent", "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified"}
	assert.NoError(t, validate.OneOf("f", nil, formats...))
	for _, f := range formats {
		assert.NoError(t, validate.OneOf("f", s(f), formats...), f)
	}
	assert.Error(t, validate.OneOf("f", s("persistent"), formats...))
}

func TestHeaders(t *testing.T) {
	assert.NoError(t, validate.Headers("add", map[string]string{"X-A": "1", "x-b": "tab\tok"}))
	requireCoded(t, validate.ModuleHeaders("add", map[string]string{"X A": "1"}), "add.X A", validate.CodeHeaderName)
	requireCoded(t, validate.ModuleHeaders("add", map[string]string{"": "1"}), "add.", validate.CodeHeaderName)
	testkit.RequireValidationContains(t, validate.Headers("add", map[string]string{"X-A": "1", "x-a": "2"}), "add.x-a", "differ only in case")
	requireCoded(t, validate.ModuleHeaders("add", map[string]string{"X-A": "1", "x-a": "2"}), "add.x-a", validate.CodeHeaderTwice)
	requireCoded(t, validate.ModuleHeaders("add", map[string]string{"X-A": "a\r\nb"}), "add.X-A", validate.CodeHeaderValue)
	assert.NoError(t, validate.HeaderNames("remove", []string{"X-A", "Cookie"}))
	requireCoded(t, validate.ModuleHeaderNames("remove", []string{"X-A", "X:B"}), "remove[1]", validate.CodeHeaderName)
}

func TestModuleRules(t *testing.T) {
	u := func(v uint32) *uint32 { return &v }
	f := func(v float64) *float64 { return &v }
	assert.NoError(t, validate.CircuitBreaker(u(1), u(1), u(128), f(0)))
	assert.NoError(t, validate.CircuitBreaker(nil, nil, nil, f(1)))
	requireCoded(t, validate.CircuitBreaker(u(0), nil, nil, nil), "tripped_duration", validate.CodeCircuitBreakerTripped)
	requireCoded(t, validate.CircuitBreaker(nil, u(0), nil, nil), "rolling_window", validate.CodeCircuitBreakerWindow)
	requireCoded(t, validate.CircuitBreaker(nil, nil, u(129), nil), "num_buckets", validate.CodeCircuitBreakerBuckets)
	requireCoded(t, validate.CircuitBreaker(nil, nil, u(0), nil), "num_buckets", validate.CodeCircuitBreakerBuckets)
	requireCoded(t, validate.CircuitBreaker(nil, nil, nil, f(1.5)), "error_threshold_percentage", validate.CodeCircuitBreakerThreshold)
	requireCoded(t, validate.CircuitBreaker(nil, nil, nil, f(-0.1)), "error_threshold_percentage", validate.CodeCircuitBreakerThreshold)

	assert.NoError(t, validate.Regexps("allow", []string{`^curl/`, `(?i)bot`}))
	testkit.RequireValidation(t, validate.Regexps("allow", []string{`ok`, `[`}), "allow[1]")

	assert.NoError(t, validate.OAuthApp("", "", nil))
	assert.NoError(t, validate.OAuthApp("id", "secret", []string{"s"}))
	requireCoded(t, validate.OAuthApp("id", "", nil), "client_secret", validate.CodeOAuthAppIncomplete)
	requireCoded(t, validate.OAuthApp("", "secret", nil), "client_id", validate.CodeOAuthAppIncomplete)
	requireCoded(t, validate.OAuthApp("", "", []string{"s"}), "scopes", validate.CodeOAuthManagedScopes)

	assert.NoError(t, validate.GitHubTeams("teams", []string{"org/team", "1234"}))
	for _, bad := range []string{"", "team", "/team", "org/", "a/b/c", "12a"} {
		requireCoded(t, validate.GitHubTeams("teams", []string{bad}), "teams[0]", validate.CodeOAuthGitHubTeam)
	}

	assert.NoError(t, validate.AbsoluteURL("issuer", "https://accounts.example.com/tenant"))
	for _, bad := range []string{"", "accounts.example.com", "ftp://example.com", "https://", "https://exa mple.com"} {
		assert.Error(t, validate.AbsoluteURL("issuer", bad), bad)
	}
}

func TestWithin(t *testing.T) {
	assert.NoError(t, validate.Within("saml", nil))
	testkit.RequireValidation(t, validate.Within("saml", validate.Fail("idp_metadata", "is required")), "saml.idp_metadata")
	testkit.RequireValidation(t, validate.Within("a", validate.Within("b", validate.Fail("c", "x"))), "a.b.c")
}

// FuzzHostPort checks that HostPort never panics and accepts only
// hostports whose port is a canonical number from 1 to 65535.
func FuzzHostPort(f *testing.F) {
	for _, seed := range []string{"example.com:443", "[::1]:80", "*.a.b:1", "a:0", ":", "a:65536", "[::1]"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, hp string) {
		if validate.HostPort("hp", hp) != nil {
			return
		}
		i := strings.LastIndexByte(hp, ':')
		require.Positive(t, i, hp)
		port := hp[i+1:]
		assert.NotEmpty(t, port)
		assert.NotEqual(t, byte('0'), port[0], hp)
		assert.LessOrEqual(t, len(port), 5, hp)
	})
}

// FuzzSAMLMetadata checks that SAMLMetadata never panics and that what it
// accepts holds an EntityDescriptor.
func FuzzSAMLMetadata(f *testing.F) {
	for _, seed := range []string{
		`<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"><md:IDPSSODescriptor/></md:EntityDescriptor>`,
		`<EntityDescriptor/>`, `<?xml version="1.0"?><a/>`, "", "<",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, doc string) {
		if validate.SAMLMetadata("idp_metadata", doc) == nil {
			assert.Contains(t, doc, "EntityDescriptor")
			assert.Contains(t, doc, "IDPSSODescriptor")
		}
	})
}
