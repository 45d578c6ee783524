package validate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseEndpointURL(t *testing.T) {
	u, err := ParseEndpointURL("url", "HTTPS://App.Example.com:8443/")
	require.NoError(t, err)
	assert.Equal(t, EndpointURL{Scheme: "https", Host: "app.example.com", Port: 8443}, u)
	assert.Equal(t, "app.example.com:8443", u.HostPort())
	u, err = ParseEndpointURL("url", "tls://*.example.com")
	require.NoError(t, err)
	assert.Equal(t, "*.example.com:443", u.HostPort(), "the scheme's default port")
	for _, bad := range []string{"", "example.com", "https://", "https://a.example.com/path", "https://a.example.com?q",
		"https://u@a.example.com", "https://a.example.com#f", "https://a..example.com", "https://a.example.com:0", "mailto:x@example.com"} {
		_, err := ParseEndpointURL("url", bad)
		assert.Error(t, err, bad)
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
	assert.Error(t, EndpointBindings("bindings", []string{"Public"}))
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
