package validate

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress/internal/yamldoc"
)

// The bindings of an endpoint, which say where its traffic comes from.
const (
	BindingPublic     = "public"
	BindingInternal   = "internal"
	BindingKubernetes = "kubernetes"
)

// EndpointTypeCloud is the only endpoint type that the API creates.
const EndpointTypeCloud = "cloud"

// internalSuffix ends the host of every endpoint with the internal binding.
const internalSuffix = ".internal"

// EndpointURL is an endpoint URL split into what the rules look at.
type EndpointURL struct {
	// Scheme is "http", "https", "tcp" or "tls" when the URL is valid.
	Scheme string
	// Host is the host name, in lower case, without the port.
	Host string
	// Port is the port written in the URL, or 0 when none is.
	Port int
}

// HostPort returns the host and the port as "host:port", with the port
// the scheme implies (80 for http, 443 for https and tls) when the URL
// names none.
func (u EndpointURL) HostPort() string {
	port := u.Port
	if port == 0 {
		port = DefaultPort(u.Scheme)
	}
	return u.Host + ":" + strconv.Itoa(port)
}

// DefaultPort returns the port an endpoint URL of scheme uses when it
// names none: 80 for http, 443 for https and tls, 0 for tcp, which has
// no default.
func DefaultPort(scheme string) int {
	switch scheme {
	case "http":
		return 80
	case "https", "tls":
		return 443
	}
	return 0
}

// Canonical writes u as endpoints are compared and reported: scheme,
// host, and the port unless it is the scheme's default.
func (u EndpointURL) Canonical() string {
	out := u.Scheme + "://" + u.Host
	if u.Port != 0 && u.Port != DefaultPort(u.Scheme) {
		out += ":" + strconv.Itoa(u.Port)
	}
	return out
}

// ParseEndpointURL splits an endpoint URL of the form scheme://host[:port]:
// no user, path, query or fragment, a host of DNS labels (the first may be
// the wildcard "*") and, when given, a port from 1 to 65535. It does not
// check the scheme (see EndpointScheme).
func ParseEndpointURL(field, raw string) (EndpointURL, error) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Opaque != "" || u.Host == "" {
		return EndpointURL{}, Fail(field, "%q is not a URL of the form scheme://host[:port]", raw)
	}
	if u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.ForceQuery {
		return EndpointURL{}, Fail(field, "%q must have no user, path, query or fragment", raw)
	}
	out := EndpointURL{Scheme: strings.ToLower(u.Scheme), Host: strings.ToLower(u.Hostname())}
	if err := hostname(strings.TrimPrefix(out.Host, "*.")); err != nil {
		return EndpointURL{}, Fail(field, "%q: the host %v", raw, err)
	}
	if p := u.Port(); p != "" {
		if out.Port, err = parsePort(p); err != nil {
			return EndpointURL{}, Fail(field, "%q %v", raw, err)
		}
	}
	return out, nil
}

// EndpointBindings checks an endpoint's bindings: at most one, which is
// "public", "internal" or "kubernetes". None means public.
func EndpointBindings(field string, bindings []string) error {
	if len(bindings) > 1 {
		return Fail(field, "an endpoint has one binding, got %d", len(bindings))
	}
	for _, b := range bindings {
		if b != BindingPublic && b != BindingInternal && b != BindingKubernetes {
			return Fail(field, "%q is not one of %q, %q, %q", b, BindingPublic, BindingInternal, BindingKubernetes)
		}
	}
	return nil
}

// EndpointRule names a rule of an endpoint URL, so that the API can
// answer each broken one with its own code.
type EndpointRule int

// The rules of an endpoint URL that CheckEndpointURL checks, in order.
const (
	// EndpointRuleNone: every rule holds.
	EndpointRuleNone EndpointRule = iota
	// EndpointRuleScheme: the scheme is http, https, tcp or tls.
	EndpointRuleScheme
	// EndpointRuleBindingScheme: a kubernetes endpoint's scheme is http
	// or tcp.
	EndpointRuleBindingScheme
	// EndpointRulePortMissing: a tcp URL names its port, which tcp
	// cannot imply.
	EndpointRulePortMissing
	// EndpointRulePort: a public http URL is on port 80, a public https
	// or tls URL on port 443.
	EndpointRulePort
	// EndpointRuleInternalHost: an endpoint with the internal binding
	// has a host that ends in ".internal".
	EndpointRuleInternalHost
	// EndpointRuleHost: the host suits the binding: ".internal" only
	// with the internal binding and then at most five labels before it,
	// "name.namespace" without a wildcard for kubernetes, a domain name
	// whose last label is not a number for public.
	EndpointRuleHost
)

// maxInternalSubdomains is the most labels that an internal endpoint's
// host has before ".internal", a wildcard's "*" included.
const maxInternalSubdomains = 5

// InferBinding returns the binding of an endpoint on u: the one bindings
// list, else internal for a host that ends in ".internal", else public.
func InferBinding(bindings []string, u EndpointURL) string {
	switch {
	case len(bindings) > 0:
		return bindings[0]
	case strings.HasSuffix(u.Host, internalSuffix):
		return BindingInternal
	}
	return BindingPublic
}

// CheckEndpointURL checks the URL u of an endpoint with binding and
// returns the first rule it breaks, in the order of the EndpointRule
// constants, with its error; EndpointRuleNone and nil when it breaks none.
func CheckEndpointURL(field string, u EndpointURL, binding string) (EndpointRule, error) {
	checks := []struct {
		rule  EndpointRule
		check func(string, EndpointURL, string) error
	}{
		{EndpointRuleScheme, func(field string, u EndpointURL, _ string) error { return EndpointScheme(field, u) }},
		{EndpointRuleBindingScheme, bindingScheme},
		{EndpointRulePortMissing, portMissing},
		{EndpointRulePort, schemePort},
		{EndpointRuleInternalHost, internalHost},
		{EndpointRuleHost, endpointHost},
	}
	for _, c := range checks {
		if err := c.check(field, u, binding); err != nil {
			return c.rule, err
		}
	}
	return EndpointRuleNone, nil
}

// endpointSchemes are the schemes of endpoint URLs.
var endpointSchemes = []string{"http", "https", "tcp", "tls"}

// kubernetesSchemes are the schemes of kubernetes endpoints' URLs.
var kubernetesSchemes = []string{"http", "tcp"}

// EndpointScheme checks that u's scheme is one of http, https, tcp and
// tls, whatever the binding.
func EndpointScheme(field string, u EndpointURL) error {
	if slices.Contains(endpointSchemes, u.Scheme) {
		return nil
	}
	return Fail(field, "the scheme %q is not one of %s", u.Scheme, quoteAll(endpointSchemes))
}

// bindingScheme checks that a kubernetes endpoint's scheme is one of
// kubernetesSchemes.
func bindingScheme(field string, u EndpointURL, binding string) error {
	if binding != BindingKubernetes || slices.Contains(kubernetesSchemes, u.Scheme) {
		return nil
	}
	return Fail(field, "the scheme %q is not one of %s for the %s binding", u.Scheme, quoteAll(kubernetesSchemes), binding)
}

// portMissing checks that a tcp URL names its port.
func portMissing(field string, u EndpointURL, _ string) error {
	if u.Scheme == "tcp" && u.Port == 0 {
		return Fail(field, "a tcp URL must name its port")
	}
	return nil
}

// schemePort checks that a public URL that names a port names the one of
// its scheme.
func schemePort(field string, u EndpointURL, binding string) error {
	if want := DefaultPort(u.Scheme); binding == BindingPublic && want != 0 && u.Port != 0 && u.Port != want {
		return Fail(field, "invalid port %d for URL with scheme %s, allowed ports are %d", u.Port, u.Scheme, want)
	}
	return nil
}

// internalHost checks that an internal endpoint's host ends in
// ".internal".
func internalHost(field string, u EndpointURL, binding string) error {
	if binding == BindingInternal && !strings.HasSuffix(u.Host, internalSuffix) {
		return Fail(field, "an endpoint with the internal binding must have a host that ends in %q, got %q", internalSuffix, u.Host)
	}
	return nil
}

// endpointHost checks the host of u against binding, as EndpointRuleHost
// says.
func endpointHost(field string, u EndpointURL, binding string) error {
	internal := strings.HasSuffix(u.Host, internalSuffix)
	switch {
	case binding != BindingInternal && internal:
		return Fail(field, "a host that ends in %q needs the internal binding", internalSuffix)
	case binding == BindingInternal:
		if n := strings.Count(strings.TrimSuffix(u.Host, internalSuffix), ".") + 1; n > maxInternalSubdomains {
			return Fail(field, "an internal host has at most %d subdomains before %q, got %d", maxInternalSubdomains, internalSuffix, n)
		}
	case binding == BindingKubernetes && strings.HasPrefix(u.Host, "*."):
		return Fail(field, "a kubernetes endpoint's host is not a wildcard, got %q", u.Host)
	case binding == BindingKubernetes && strings.Count(u.Host, ".") != 1:
		return Fail(field, "a kubernetes endpoint's host is name.namespace, got %q", u.Host)
	case binding == BindingPublic:
		return DomainName(field, u.Host, true)
	}
	return nil
}

// CodeEndpointType is the API's code for an endpoint create whose type
// is not "cloud" (errors/err_ngrok_248).
const CodeEndpointType = "ERR_NGROK_248"

// EndpointType checks the type of an endpoint to create: only "cloud",
// which "" means to the SDK, which sends "cloud" for it; another type is
// refused with CodeEndpointType, as errors/err_ngrok_248 says ("Currently
// we only support creation of cloud endpoints on this route").
func EndpointType[S ~string](field string, v S) error {
	if v == "" || v == EndpointTypeCloud {
		return nil
	}
	return FailCoded(CodeEndpointType, field,
		"the endpoint create request passed an invalid type of %q; only %q endpoints are created on this route", string(v), EndpointTypeCloud)
}

// TrafficPolicy checks a Traffic Policy document given as text: a JSON
// object or a YAML mapping, read as trafficpolicy.Parse reads it, with the
// bounds and checks of yamldoc.Object (a key given twice, a number out of
// range, a second YAML document, a merge key, aliases expanding too far).
// Its rules are not checked here.
func TrafficPolicy(field string, v *string) error {
	if v == nil {
		return nil
	}
	if strings.TrimSpace(*v) == "" {
		return Fail(field, "must be a Traffic Policy document in JSON or YAML, got an empty string")
	}
	if _, err := yamldoc.Object([]byte(*v)); err != nil {
		return Fail(field, "%v", err)
	}
	return nil
}

// EndpointUpdate checks that an update of an endpoint gives at least one
// value: given holds, for each of its fields, whether it is given.
func EndpointUpdate(given ...bool) error {
	if slices.Contains(given, true) {
		return nil
	}
	return Fail("body", "the update gives no value; give at least one")
}
