package validate

import (
	"errors"
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

// The API's codes for endpoint URLs and bindings, from its public error
// reference (errors/err_ngrok_<code>).
const (
	// CodeEndpointURL: a URL without a scheme, like "app.example.com"
	// (errors/err_ngrok_18001, "url is invalid").
	CodeEndpointURL = "ERR_NGROK_18001"
	// CodeEndpointURLMalformed: a URL that does not parse as a URL
	// (errors/err_ngrok_9034, "Malformed URL").
	CodeEndpointURLMalformed = "ERR_NGROK_9034"
	// CodeEndpointHostMissing: a URL with a scheme but no host, like
	// "https://" (errors/err_ngrok_249, "Ensure the URL has a proper
	// scheme, domain"). With the internal or kubernetes binding it is
	// CodeInternalHostMissing or CodeKubernetesHostMissing.
	CodeEndpointHostMissing = "ERR_NGROK_249"
	// CodeInternalHostMissing: a URL without a host for the internal
	// binding (errors/err_ngrok_9028).
	CodeInternalHostMissing = "ERR_NGROK_9028"
	// CodeKubernetesHostMissing: a URL without a host for the kubernetes
	// binding (errors/err_ngrok_9039).
	CodeKubernetesHostMissing = "ERR_NGROK_9039"
	// CodeEndpointURLPart: a URL with a user, a path, a query or a
	// fragment (errors/err_ngrok_9037).
	CodeEndpointURLPart = "ERR_NGROK_9037"
	// CodeEndpointTrailingSlash: a URL that ends with "/"
	// (errors/err_ngrok_9038).
	CodeEndpointTrailingSlash = "ERR_NGROK_9038"
	// CodeEndpointDomain: a URL whose host is not a domain name
	// (errors/err_ngrok_9032).
	CodeEndpointDomain = "ERR_NGROK_9032"
	// CodeEndpointPortNotNumber: a URL whose port is not a number
	// (errors/err_ngrok_9033).
	CodeEndpointPortNotNumber = "ERR_NGROK_9033"
	// CodeEndpointPortRange: a URL whose port is outside 1 to 65535
	// (errors/err_ngrok_9030).
	CodeEndpointPortRange = "ERR_NGROK_9030"
	// CodeEndpointScheme: a scheme other than http, https, tcp and tls
	// (errors/err_ngrok_18022).
	CodeEndpointScheme = "ERR_NGROK_18022"
	// CodeKubernetesScheme: the kubernetes binding with a scheme it does
	// not take (errors/err_ngrok_18018).
	CodeKubernetesScheme = "ERR_NGROK_18018"
	// CodeEndpointPort: a tcp URL without a port (errors/err_ngrok_18003,
	// "port is invalid or missing and cannot be inferred from scheme").
	CodeEndpointPort = "ERR_NGROK_18003"
	// CodeEndpointSchemePort: a public URL that names a port other than
	// its scheme's (errors/err_ngrok_18023).
	CodeEndpointSchemePort = "ERR_NGROK_18023"
	// CodeInternalBinding: the internal binding with a host that does not
	// end in ".internal" (errors/err_ngrok_9029).
	CodeInternalBinding = "ERR_NGROK_9029"
	// CodeInternalHostDepth: an internal host of more than 5 labels
	// before ".internal" (errors/err_ngrok_9031, "Endpoints must have at
	// most 5 parts").
	CodeInternalHostDepth = "ERR_NGROK_9031"
	// CodeEndpointBinding: a binding that is not public, internal or
	// kubernetes (errors/err_ngrok_18007, "invalid: binding").
	CodeEndpointBinding = "ERR_NGROK_18007"
	// CodeBindingRepeated: the same binding given twice
	// (errors/err_ngrok_15006).
	CodeBindingRepeated = "ERR_NGROK_15006"
)

// ParseEndpointURL splits an endpoint URL of the form scheme://host[:port]:
// no user, path, query, fragment or trailing "/", a host of DNS labels
// (the first may be the wildcard "*") and, when given, a port from 1 to
// 65535. Each broken rule is a *CodedError with its Code constant. It
// does not check the scheme (see EndpointScheme).
func ParseEndpointURL(field, raw string) (EndpointURL, error) {
	if p, ok := authorityPort(raw); ok && strings.Trim(p, "0123456789") != "" {
		return EndpointURL{}, FailCoded(CodeEndpointPortNotNumber, field, "the domain of %q has a non-numeric port %q", raw, p)
	}
	u, err := url.Parse(raw)
	if err != nil {
		return EndpointURL{}, FailCoded(CodeEndpointURLMalformed, field, "malformed URL: %v", err)
	}
	if u.Scheme == "" || u.Opaque != "" {
		return EndpointURL{}, FailCoded(CodeEndpointURL, field, "%q is not a URL of the form scheme://host[:port]", raw)
	}
	if u.Hostname() == "" {
		return EndpointURL{}, FailCoded(CodeEndpointHostMissing, field, "%q has no host; give a URL of the form scheme://host[:port]", raw)
	}
	for _, part := range []struct{ name, value string }{
		{"user", u.User.String()}, {"path", strings.TrimSuffix(u.EscapedPath(), "/")},
		{"query", u.RawQuery}, {"fragment", u.EscapedFragment()},
	} {
		if part.value != "" || (part.name == "query" && u.ForceQuery) {
			return EndpointURL{}, FailCoded(CodeEndpointURLPart, field, "invalid URL %q, %s %q is not allowed", raw, part.name, part.value)
		}
	}
	if u.Path == "/" {
		return EndpointURL{}, FailCoded(CodeEndpointTrailingSlash, field, "invalid URL %q, a trailing '/' is not allowed; did you mean %q?", raw, strings.TrimSuffix(raw, "/"))
	}
	out := EndpointURL{Scheme: strings.ToLower(u.Scheme), Host: strings.ToLower(u.Hostname())}
	if err := hostname(strings.TrimPrefix(out.Host, "*.")); err != nil {
		return EndpointURL{}, FailCoded(CodeEndpointDomain, field, "the domain %q could not be parsed: it %v", out.Host, err)
	}
	if p := u.Port(); p != "" {
		if out.Port, err = parsePort(p); err != nil {
			return EndpointURL{}, FailCoded(CodeEndpointPortRange, field, "%q %v", raw, err)
		}
	}
	return out, nil
}

// authorityPort returns the port written in the authority of raw, the
// part after "://" up to the path, and whether it writes one.
func authorityPort(raw string) (string, bool) {
	_, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return "", false
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.LastIndexByte(rest, ']'); i >= 0 {
		rest = rest[i+1:]
	}
	_, port, ok := strings.Cut(rest, ":")
	return port, ok && port != ""
}

// ParseBoundEndpointURL parses raw as ParseEndpointURL does and checks it
// as CheckEndpointURL does against the binding that bindings give or its
// host implies, which it returns. A URL without a host is refused with
// CodeInternalHostMissing or CodeKubernetesHostMissing when bindings name
// that binding.
func ParseBoundEndpointURL(field, raw string, bindings []string) (EndpointURL, string, error) {
	u, err := ParseEndpointURL(field, raw)
	var coded *CodedError
	if errors.As(err, &coded) && coded.Code == CodeEndpointHostMissing {
		switch {
		case slices.Contains(bindings, BindingInternal):
			coded.Code = CodeInternalHostMissing
		case slices.Contains(bindings, BindingKubernetes):
			coded.Code = CodeKubernetesHostMissing
		}
	}
	if err != nil {
		return u, "", err
	}
	binding := InferBinding(bindings, u)
	_, err = CheckEndpointURL(field, u, binding)
	return u, binding, err
}

// EndpointBindings checks an endpoint's bindings: at most one, which is
// "public", "internal" or "kubernetes". None means public. An unknown
// binding is refused with CodeEndpointBinding, one given twice with
// CodeBindingRepeated.
func EndpointBindings(field string, bindings []string) error {
	for i, b := range bindings {
		if b != BindingPublic && b != BindingInternal && b != BindingKubernetes {
			return FailCoded(CodeEndpointBinding, field, "the binding %q is invalid; it is one of %q, %q, %q", b, BindingPublic, BindingInternal, BindingKubernetes)
		}
		if slices.Contains(bindings[:i], b) {
			return FailCoded(CodeBindingRepeated, field, "the binding %q was given more than once", b)
		}
	}
	if len(bindings) > 1 {
		return Fail(field, "an endpoint has one binding, got %d", len(bindings))
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
	return FailCoded(CodeEndpointScheme, field, "the scheme %q is not one of %s", u.Scheme, quoteAll(endpointSchemes))
}

// bindingScheme checks that a kubernetes endpoint's scheme is one of
// kubernetesSchemes.
func bindingScheme(field string, u EndpointURL, binding string) error {
	if binding != BindingKubernetes || slices.Contains(kubernetesSchemes, u.Scheme) {
		return nil
	}
	return FailCoded(CodeKubernetesScheme, field, "the scheme %q is not one of %s for the %s binding", u.Scheme, quoteAll(kubernetesSchemes), binding)
}

// portMissing checks that a tcp URL names its port.
func portMissing(field string, u EndpointURL, _ string) error {
	if u.Scheme == "tcp" && u.Port == 0 {
		return FailCoded(CodeEndpointPort, field, "a tcp URL must name its port")
	}
	return nil
}

// schemePort checks that a public URL that names a port names the one of
// its scheme.
func schemePort(field string, u EndpointURL, binding string) error {
	if want := DefaultPort(u.Scheme); binding == BindingPublic && want != 0 && u.Port != 0 && u.Port != want {
		return FailCoded(CodeEndpointSchemePort, field, "invalid port %d for URL with scheme %s, allowed ports are %d", u.Port, u.Scheme, want)
	}
	return nil
}

// internalHost checks that an internal endpoint's host ends in
// ".internal".
func internalHost(field string, u EndpointURL, binding string) error {
	if binding == BindingInternal && !strings.HasSuffix(u.Host, internalSuffix) {
		return FailCoded(CodeInternalBinding, field, "an endpoint with the internal binding must have a host that ends in %q, got %q", internalSuffix, u.Host)
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
			return FailCoded(CodeInternalHostDepth, field, "an internal host has at most %d subdomains before %q, got %d", maxInternalSubdomains, internalSuffix, n)
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
