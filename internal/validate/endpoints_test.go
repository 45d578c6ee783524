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

func TestEndpointBindingRules(t *testing.T) {
	parse := func(raw string) EndpointURL {
		u, err := ParseEndpointURL("url", raw)
		require.NoError(t, err)
		return u
	}
	for _, tc := range []struct {
		raw, binding string
		ok           bool
	}{
		{"https://a.example.com", BindingPublic, true},
		{"http://a.example.com:80", BindingPublic, true},
		{"http://a.example.com:8080", BindingPublic, false},
		{"tcp://1.tcp.ngrok.io:12345", BindingPublic, true},
		{"tcp://1.tcp.ngrok.io", BindingPublic, false},
		{"https://a.internal", BindingPublic, false},
		{"https://a.internal", BindingInternal, true},
		{"tcp://a.internal:22", BindingInternal, true},
		{"https://a.example.com", BindingInternal, false},
		{"https://*.a.internal", BindingInternal, false},
		{"http://svc.ns", BindingKubernetes, true},
		{"tls://svc.ns", BindingKubernetes, false},
		{"http://svc.ns.cluster", BindingKubernetes, false},
		{"https://localhost", BindingPublic, false},
	} {
		u := parse(tc.raw)
		err := First(EndpointScheme("url", u, tc.binding), EndpointPort("url", u, tc.binding),
			EndpointWildcard("url", u, tc.binding), EndpointHost("url", u, tc.binding))
		assert.Equal(t, tc.ok, err == nil, "%s with %s: %v", tc.raw, tc.binding, err)
	}
}

func TestEndpointBindings(t *testing.T) {
	assert.NoError(t, EndpointBindings("bindings", nil))
	assert.NoError(t, EndpointBindings("bindings", []string{"kubernetes"}))
	assert.Error(t, EndpointBindings("bindings", []string{"public", "internal"}))
	assert.Error(t, EndpointBindings("bindings", []string{"Public"}))
	assert.Equal(t, BindingPublic, Binding(nil))
	assert.Equal(t, BindingInternal, Binding([]string{"internal"}))
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
