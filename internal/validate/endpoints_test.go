package validate

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseEndpointURL(t *testing.T) {
	u, err := ParseEndpointURL("url", "HTTPS://App.Example.com:8443")
	require.NoError(t, err)
	assert.Equal(t, EndpointURL{Scheme: "https", Host: "app.example.com", Port: 8443}, u)
	assert.Equal(t, "app.example.com:8443", u.HostPort())
	u, err = ParseEndpointURL("url", "tls://*.example.com")
	require.NoError(t, err)
	assert.Equal(t, "*.example.com:443", u.HostPort(), "the scheme's default port")
}

// TestParseEndpointURLCodes checks the code of each broken rule of an
// endpoint URL's form, from the pages of errors/err_ngrok_<code>.
func TestParseEndpointURLCodes(t *testing.T) {
	for raw, code := range map[string]string{
		"":                           CodeEndpointURL,
		"example.com":                CodeEndpointURL,
		"mailto:x@example.com":       CodeEndpointURL,
		"https://":                   CodeEndpointHostMissing,
		"https://:443":               CodeEndpointHostMissing,
		"https://a b.example.com":    CodeEndpointURLMalformed,
		"https://a.example.com/path": CodeEndpointURLPart,
		"https://a.example.com/p/":   CodeEndpointURLPart,
		"https://a.example.com?q":    CodeEndpointURLPart,
		"https://a.example.com?":     CodeEndpointURLPart,
		"https://u@a.example.com":    CodeEndpointURLPart,
		"https://a.example.com#f":    CodeEndpointURLPart,
		"https://a.example.com/":     CodeEndpointTrailingSlash,
		"https://a..example.com":     CodeEndpointDomain,
		"https://a.example.com:0":    CodeEndpointPortRange,
		"https://a.example.com:08":   CodeEndpointPortRange,
		"tcp://a.example.com:65536":  CodeEndpointPortRange,
		"https://a.example.com:http": CodeEndpointPortNotNumber,
		"https://a.example.com:-1/":  CodeEndpointPortNotNumber,
	} {
		_, err := ParseEndpointURL("url", raw)
		assertCode(t, code, err, raw)
	}
}

// TestParseBoundEndpointURL checks that a URL without a host has the
// code of the binding given, and that the rules of CheckEndpointURL
// follow the parse, each with its code.
func TestParseBoundEndpointURL(t *testing.T) {
	for _, tc := range []struct {
		raw      string
		bindings []string
		code     string
	}{
		{"https://", nil, CodeEndpointHostMissing},
		{"https://", []string{BindingPublic}, CodeEndpointHostMissing},
		{"https://", []string{BindingInternal}, CodeInternalHostMissing},
		{"http://", []string{BindingKubernetes}, CodeKubernetesHostMissing},
		{"ftp://a.example.com", nil, CodeEndpointScheme},
		{"tls://svc.ns", []string{BindingKubernetes}, CodeKubernetesScheme},
		{"tcp://a.internal", nil, CodeEndpointPort},
		{"http://a.example.com:8080", nil, CodeEndpointSchemePort},
		{"https://a.example.com", []string{BindingInternal}, CodeInternalBinding},
		{"https://a.b.c.d.e.f.internal", nil, CodeInternalHostDepth},
	} {
		_, _, err := ParseBoundEndpointURL("url", tc.raw, tc.bindings)
		assertCode(t, tc.code, err, tc.raw)
	}
	u, binding, err := ParseBoundEndpointURL("url", "https://a.internal", nil)
	require.NoError(t, err)
	assert.Equal(t, BindingInternal, binding)
	assert.Equal(t, "a.internal", u.Host)
	_, _, err = ParseBoundEndpointURL("url", "http://svc.ns.cluster", []string{BindingKubernetes})
	var withCode *CodedError
	assert.Error(t, err)
	assert.False(t, errors.As(err, &withCode), "a kubernetes host that is not name.namespace has no code of its own")
}

// assertCode asserts that err is a *CodedError with code.
func assertCode(t *testing.T, code string, err error, what string) {
	t.Helper()
	var withCode *CodedError
	if assert.True(t, errors.As(err, &withCode), "%s: %v", what, err) {
		assert.Equal(t, code, withCode.Code, "%s: %v", what, err)
	}
}

// TestEndpointBindingRules checks the rules of endpoint URLs by binding,
// each with the rule that names its code: the internal endpoints page
// (endpoints/internal-endpoints.mdx: any scheme and port, wildcards, at
// most 5 subdomains) and the kubernetes endpoints page (http or tcp,
// name.namespace without a wildcard).
func TestEndpointBindingRules(t *testing.T) {
	parse := func(raw string) EndpointURL {
		u, err := ParseEndpointURL("url", raw)
		require.NoError(t, err)
		return u
	}
	for _, tc := range []struct {
		raw, binding string
		rule         EndpointRule
	}{
		{"https://a.example.com", BindingPublic, EndpointRuleNone},
		{"http://a.example.com:80", BindingPublic, EndpointRuleNone},
		{"http://a.example.com:8080", BindingPublic, EndpointRulePort},
		{"ftp://a.example.com", BindingPublic, EndpointRuleScheme},
		{"tcp://1.tcp.ngrok.io:12345", BindingPublic, EndpointRuleNone},
		{"tcp://1.tcp.ngrok.io", BindingPublic, EndpointRulePortMissing},
		{"https://a.internal", BindingPublic, EndpointRuleHost},
		{"https://a.internal", BindingInternal, EndpointRuleNone},
		{"http://a.internal:8080", BindingInternal, EndpointRuleNone},
		{"tcp://a.internal:22", BindingInternal, EndpointRuleNone},
		{"https://a.example.com", BindingInternal, EndpointRuleInternalHost},
		{"https://*.a.internal", BindingInternal, EndpointRuleNone},
		{"https://a.b.c.d.e.internal", BindingInternal, EndpointRuleNone},
		{"https://a.b.c.d.e.f.internal", BindingInternal, EndpointRuleHost},
		{"https://*.b.c.d.e.f.internal", BindingInternal, EndpointRuleHost},
		{"http://svc.ns", BindingKubernetes, EndpointRuleNone},
		{"tcp://svc.ns:5432", BindingKubernetes, EndpointRuleNone},
		{"tls://svc.ns", BindingKubernetes, EndpointRuleBindingScheme},
		{"https://svc.ns", BindingKubernetes, EndpointRuleBindingScheme},
		{"http://svc.ns.cluster", BindingKubernetes, EndpointRuleHost},
		{"http://*.ns", BindingKubernetes, EndpointRuleHost},
		{"https://localhost", BindingPublic, EndpointRuleHost},
	} {
		rule, err := CheckEndpointURL("url", parse(tc.raw), tc.binding)
		assert.Equal(t, tc.rule, rule, "%s with %s: %v", tc.raw, tc.binding, err)
		assert.Equal(t, tc.rule == EndpointRuleNone, err == nil, "%s with %s: %v", tc.raw, tc.binding, err)
	}
}

// TestEndpointBindings checks the bindings list and the binding inferred
// for a URL without one: internal for a host that ends in ".internal", as
// the internal endpoints page (endpoints/internal-endpoints.mdx, "Inferred
// binding") says.
func TestEndpointBindings(t *testing.T) {
	assert.NoError(t, EndpointBindings("bindings", nil))
	assert.NoError(t, EndpointBindings("bindings", []string{"kubernetes"}))
	assert.Error(t, EndpointBindings("bindings", []string{"public", "internal"}))
	assertCode(t, CodeEndpointBinding, EndpointBindings("bindings", []string{"Public"}), "Public")
	assertCode(t, CodeBindingRepeated, EndpointBindings("bindings", []string{"internal", "internal"}), "internal twice")
	assert.Equal(t, BindingPublic, InferBinding(nil, EndpointURL{Scheme: "https", Host: "a.example.com"}))
	assert.Equal(t, BindingInternal, InferBinding(nil, EndpointURL{Scheme: "https", Host: "a.example.internal"}))
	assert.Equal(t, BindingPublic, InferBinding([]string{"public"}, EndpointURL{Scheme: "https", Host: "a.internal"}))
	assert.Equal(t, BindingInternal, InferBinding([]string{"internal"}, EndpointURL{Scheme: "https", Host: "a.example.com"}))
}

func TestTrafficPolicy(t *testing.T) {
	for _, ok := range []string{`{"on_http_request":[]}`, "on_http_request: []\n", "{}"} {
		assert.NoError(t, TrafficPolicy("traffic_policy", &ok), ok)
	}
	for _, bad := range []string{"", "  ", "null", "[]", "just text", "a: [", `{"a":`} {
		assert.Error(t, TrafficPolicy("traffic_policy", &bad), bad)
	}
	assert.NoError(t, TrafficPolicy("traffic_policy", nil))
}

// TestEndpointType follows errors/err_ngrok_248: a type other than
// "cloud", agent among them, is refused with CodeEndpointType; "" is the
// SDK's "cloud", which it sends.
func TestEndpointType(t *testing.T) {
	assert.NoError(t, EndpointType("type", ""))
	assert.NoError(t, EndpointType("type", "cloud"))
	for _, bad := range []string{"agent", "Cloud", "edge"} {
		err := EndpointType("type", bad)
		var ce *CodedError
		require.ErrorAs(t, err, &ce, bad)
		assert.Equal(t, CodeEndpointType, ce.Code)
		assert.Equal(t, "type", ce.Field)
		assert.Contains(t, ce.Rule, bad)
	}
}
