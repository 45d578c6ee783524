package validate_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

func field(t *testing.T, err error) string {
	t.Helper()
	var ve *ingress.ValidationError
	require.ErrorAs(t, err, &ve)
	return ve.Field
}

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
	assert.Equal(t, "hostports[1]", field(t, validate.HostPorts("hostports", []string{"a.example.com:443", "bad"})))
	assert.Equal(t, "hostports[2]", field(t, validate.HostPorts("hostports", []string{"a.example.com:443", "b.example.com:443", "A.EXAMPLE.COM:443"})))
}

func TestRefIDs(t *testing.T) {
	assert.NoError(t, validate.RefIDs("ids", []string{"ipp_1", "ipp_2"}))
	assert.Equal(t, "ids", field(t, validate.RefIDs("ids", nil)))
	assert.Equal(t, "ids", field(t, validate.RefIDs("ids", []string{})))
	assert.Equal(t, "ids[0]", field(t, validate.RefIDs("ids", []string{""})))
	assert.Equal(t, "ids[1]", field(t, validate.RefIDs("ids", []string{"ipp_1", "a/b"})))
	assert.Equal(t, "ids[2]", field(t, validate.RefIDs("ids", []string{"ipp_1", "ipp_2", "ipp_1"})))
}

func TestTLSTermination(t *testing.T) {
	v := func(s string) *string { return &s }
	assert.NoError(t, validate.TLSTermination("edge", nil))
	assert.NoError(t, validate.TLSTermination("upstream", nil))
	for _, version := range validate.TLSVersions() {
		assert.NoError(t, validate.TLSTermination("edge", v(version)), version)
		assert.Equal(t, "min_version", field(t, validate.TLSTermination("upstream", v(version))), version)
	}
	assert.Equal(t, "terminate_at", field(t, validate.TLSTermination("", nil)))
	assert.Equal(t, "terminate_at", field(t, validate.TLSTermination("agent", nil)))
	assert.Equal(t, "min_version", field(t, validate.TLSTermination("edge", v("1.4"))))
	assert.Equal(t, "min_version", field(t, validate.TLSTermination("edge", v(""))))
}

func TestPassThrough(t *testing.T) {
	assert.NoError(t, validate.PassThrough("edge", true, true))
	assert.NoError(t, validate.PassThrough("upstream", false, false))
	assert.Equal(t, "mutual_tls", field(t, validate.PassThrough("upstream", true, false)))
	assert.Equal(t, "traffic_policy", field(t, validate.PassThrough("upstream", false, true)))
}

func TestWebhookVerification(t *testing.T) {
	s := func(v string) *string { return &v }
	providers := validate.WebhookProviders()
	assert.True(t, slices.IsSorted(providers), "sorted, for the binary search")
	assert.Equal(t, len(providers), len(slices.Compact(slices.Clone(providers))), "no provider twice")
	assert.Contains(t, providers, validate.WebhookProviderSNS)
	for _, p := range providers {
		if p == validate.WebhookProviderSNS {
			assert.NoError(t, validate.WebhookVerification(p, nil))
			assert.NoError(t, validate.WebhookVerification(p, s("")), "an empty secret is no secret")
			assert.Equal(t, "secret", field(t, validate.WebhookVerification(p, s("x"))))
			continue
		}
		assert.NoError(t, validate.WebhookVerification(p, s("x")), p)
		assert.Equal(t, "secret", field(t, validate.WebhookVerification(p, nil)), p)
	}
	assert.Equal(t, "provider", field(t, validate.WebhookVerification("", s("x"))))
	assert.Equal(t, "provider", field(t, validate.WebhookVerification("Stripe", s("x"))))
}

func TestMatch(t *testing.T) {
	assert.NoError(t, validate.MatchType("match_type", validate.MatchExactPath))
	assert.NoError(t, validate.MatchType("match_type", validate.MatchPathPrefix))
	assert.Error(t, validate.MatchType("match_type", ""))
	assert.Error(t, validate.MatchType("match_type", "regex"))
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
		assert.Equal(t, "idp_metadata", field(t, validate.SAMLMetadata("idp_metadata", bad)), bad)
	}
}

func TestNameIDFormat(t *testing.T) {
	s := func(v string) *string { return &v }
	assert.NoError(t, validate.NameIDFormat("f", nil))
	for _, f := range []string{validate.NameIDPersistent, validate.NameIDTransient, validate.NameIDEmail, validate.NameIDUnspecified} {
		assert.NoError(t, validate.NameIDFormat("f", s(f)), f)
	}
	assert.Error(t, validate.NameIDFormat("f", s("persistent")))
}

func TestHeaders(t *testing.T) {
	assert.NoError(t, validate.Headers("add", map[string]string{"X-A": "1", "x-b": "tab\tok"}))
	assert.Equal(t, "add", field(t, validate.Headers("add", map[string]string{"X A": "1"})))
	assert.Equal(t, "add", field(t, validate.Headers("add", map[string]string{"": "1"})))
	assert.Equal(t, "add.X-A", field(t, validate.Headers("add", map[string]string{"X-A": "a\r\nb"})))
	assert.NoError(t, validate.HeaderNames("remove", []string{"X-A", "Cookie"}))
	assert.Equal(t, "remove[1]", field(t, validate.HeaderNames("remove", []string{"X-A", "X:B"})))
}

func TestModuleRules(t *testing.T) {
	u := func(v uint32) *uint32 { return &v }
	f := func(v float64) *float64 { return &v }
	assert.NoError(t, validate.CircuitBreaker(u(128), f(0)))
	assert.NoError(t, validate.CircuitBreaker(nil, f(1)))
	assert.Equal(t, "num_buckets", field(t, validate.CircuitBreaker(u(129), nil)))
	assert.Equal(t, "error_threshold_percentage", field(t, validate.CircuitBreaker(nil, f(1.5))))
	assert.Equal(t, "error_threshold_percentage", field(t, validate.CircuitBreaker(nil, f(-0.1))))

	assert.NoError(t, validate.Regexps("allow", []string{`^curl/`, `(?i)bot`}))
	assert.Equal(t, "allow[1]", field(t, validate.Regexps("allow", []string{`ok`, `[`})))

	assert.NoError(t, validate.OAuthApp("", "", nil))
	assert.NoError(t, validate.OAuthApp("id", "secret", []string{"s"}))
	assert.Equal(t, "client_secret", field(t, validate.OAuthApp("id", "", nil)))
	assert.Equal(t, "client_id", field(t, validate.OAuthApp("", "secret", nil)))
	assert.Equal(t, "scopes", field(t, validate.OAuthApp("", "", []string{"s"})))

	assert.NoError(t, validate.GitHubTeams("teams", []string{"org/team"}))
	for _, bad := range []string{"team", "/team", "org/", "a/b/c"} {
		assert.Error(t, validate.GitHubTeams("teams", []string{bad}), bad)
	}

	assert.NoError(t, validate.AbsoluteURL("issuer", "https://accounts.example.com/tenant"))
	for _, bad := range []string{"", "accounts.example.com", "ftp://example.com", "https://", "https://exa mple.com"} {
		assert.Error(t, validate.AbsoluteURL("issuer", bad), bad)
	}
}

func TestWithin(t *testing.T) {
	assert.NoError(t, validate.Within("saml", nil))
	assert.Equal(t, "saml.idp_metadata", field(t, validate.Within("saml", validate.Fail("idp_metadata", "is required"))))
	assert.Equal(t, "a.b.c", field(t, validate.Within("a", validate.Within("b", validate.Fail("c", "x")))))
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
