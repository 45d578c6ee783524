package validate

import (
	"net/url"
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

// EndpointScheme checks the scheme of an endpoint URL with the given
// binding: http, https, tcp or tls, and only http or tcp for the
// kubernetes binding.
func EndpointScheme(field string, u EndpointURL, binding string) error {
	allowed := []string{"http", "https", "tcp", "tls"}
	if binding == BindingKubernetes {
		allowed = []string{"http", "tcp"}
	}
	for _, s := range allowed {
		if u.Scheme == s {
			return nil
		}
	}
	return Fail(field, "the scheme %q is not one of %s for the %s binding", u.Scheme, quoteAll(allowed), binding)
}

// EndpointPort checks the port of an endpoint URL with the given binding:
// a tcp URL names its port; a public http URL is on port 80, and a public
// https or tls URL on port 443, when it names one.
func EndpointPort(field string, u EndpointURL, binding string) error {
	if u.Scheme == "tcp" && u.Port == 0 {
		return Fail(field, "a tcp URL must name its port")
	}
	if want := DefaultPort(u.Scheme); binding == BindingPublic && want != 0 && u.Port != 0 && u.Port != want {
		return Fail(field, "a public %s endpoint is on port %d, not %d", u.Scheme, want, u.Port)
	}
	return nil
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

// Binding returns the binding that bindings give: the one listed, or
// public when none is.
func Binding(bindings []string) string {
	if len(bindings) == 0 {
		return BindingPublic
	}
	return bindings[0]
}

// EndpointHost checks the host of an endpoint URL against its binding: an
// internal endpoint's host ends in ".internal" and only an internal
// endpoint's does; a kubernetes endpoint's host is "name.namespace"; a
// public endpoint's host is a domain name (an address for tcp) whose last
// label is not a number.
func EndpointHost(field string, u EndpointURL, binding string) error {
	internal := strings.HasSuffix(u.Host, internalSuffix)
	switch {
	case binding == BindingInternal && !internal:
		return Fail(field, "an endpoint with the internal binding must have a host that ends in %q, got %q", internalSuffix, u.Host)
	case binding != BindingInternal && internal:
		return Fail(field, "a host that ends in %q needs the internal binding", internalSuffix)
	case binding == BindingKubernetes && strings.Count(u.Host, ".") != 1:
		return Fail(field, "a kubernetes endpoint's host is name.namespace, got %q", u.Host)
	case binding == BindingPublic:
		return DomainName(field, u.Host, true)
	}
	return nil
}

// EndpointWildcard checks that only a public endpoint has a wildcard host
// like "*.example.com".
func EndpointWildcard(field string, u EndpointURL, binding string) error {
	if binding != BindingPublic && strings.HasPrefix(u.Host, "*.") {
		return Fail(field, "only public endpoints may have a wildcard host, got %q", u.Host)
	}
	return nil
}

// EndpointType checks the type of an endpoint to create: only "cloud",
// which "" (not given) means.
func EndpointType[S ~string](field string, v S) error {
	if v == "" || v == EndpointTypeCloud {
		return nil
	}
	return Fail(field, "only %q endpoints are created through the API, got %q", EndpointTypeCloud, string(v))
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
