package fake

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
)

// Error codes of endpoints and reserved addresses: the real API's, from its
// public error reference.
const (
	// CodeAddrNotReserved: a public tcp:// endpoint URL whose address the
	// account has not reserved.
	CodeAddrNotReserved = "ERR_NGROK_7113"
	// CodeWildcardNotReserved: a public endpoint URL on a wildcard domain
	// that the account has not reserved.
	CodeWildcardNotReserved = "ERR_NGROK_318"
	// CodeDomainNotReserved: a public endpoint URL on a domain that no
	// reserved domain of the account covers.
	CodeDomainNotReserved = "ERR_NGROK_319"
	// CodeInternalBinding: an endpoint with the internal binding whose
	// host does not end in ".internal".
	CodeInternalBinding = "ERR_NGROK_9029"
	// CodeEndpointURL: an endpoint URL that is not scheme://host[:port].
	CodeEndpointURL = "ERR_NGROK_18001"
	// CodeEndpointPolicy: a traffic_policy that is not a JSON object or a
	// YAML mapping.
	CodeEndpointPolicy = "ERR_NGROK_18002"
	// CodeEndpointPort: a tcp URL without a port, or a public http, https
	// or tls URL on another port than 80, 443 and 443.
	CodeEndpointPort = "ERR_NGROK_18003"
	// CodeEndpointURLTaken: a cloud endpoint on the URL of another cloud
	// endpoint.
	CodeEndpointURLTaken = "ERR_NGROK_18009"
	// CodeEndpointField: an invalid type or bindings, or a URL that does
	// not suit the binding.
	CodeEndpointField = "ERR_NGROK_18014"
	// CodeEndpointMissing: a create without url or traffic_policy.
	CodeEndpointMissing = "ERR_NGROK_18015"
	// CodePoolingEnabled: pooling enabled on a URL that an endpoint
	// without pooling has.
	CodePoolingEnabled = "ERR_NGROK_18016"
	// CodePoolingDisabled: pooling disabled on a URL that another
	// endpoint has.
	CodePoolingDisabled = "ERR_NGROK_18017"
	// CodeEndpointScheme: an endpoint URL whose scheme is not http,
	// https, tcp or tls, or not http or tcp for the kubernetes binding.
	CodeEndpointScheme = "ERR_NGROK_18022"
)

// CodeNotCloudEndpoint is the fake's own code for an update or delete of
// an agent endpoint, which the API does only for cloud endpoints.
const CodeNotCloudEndpoint = "ERR_NGROK_1520"

// coded gives a validation error the error code code, with status 400;
// nil and other errors pass unchanged.
func coded(code string, err error) error {
	var ve *ingress.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	return Errorf(http.StatusBadRequest, code, "%s: %s", ve.Field, ve.Rule)
}

// endpointURL checks raw as the URL of an endpoint with binding, each
// rule answered with its code, and returns it parsed.
func endpointURL(raw, binding string) (validate.EndpointURL, error) {
	u, err := validate.ParseEndpointURL("url", raw)
	if err != nil {
		return u, coded(CodeEndpointURL, err)
	}
	hostCode := CodeEndpointField
	if binding == validate.BindingInternal {
		hostCode = CodeInternalBinding
	}
	return u, validate.First(
		coded(CodeEndpointScheme, validate.EndpointScheme("url", u, binding)),
		coded(CodeEndpointPort, validate.EndpointPort("url", u, binding)),
		coded(CodeEndpointField, validate.EndpointWildcard("url", u, binding)),
		coded(hostCode, validate.EndpointHost("url", u, binding)),
	)
}

// canonicalURL writes u as endpoints are compared and reported: scheme,
// host, and the port unless it is the scheme's default.
func canonicalURL(u validate.EndpointURL) string {
	out := u.Scheme + "://" + u.Host
	if u.Port != 0 && u.Port != validate.DefaultPort(u.Scheme) {
		out += ":" + strconv.Itoa(u.Port)
	}
	return out
}

// placement is where a public endpoint sits: the reserved domain or
// address its URL is on.
type placement struct {
	domain, addr *ingress.Ref
}

// place finds the reservation that a public endpoint URL needs: for tcp
// the reserved address, for the other schemes a reserved domain that is
// the host or a wildcard over it. Other bindings need none. The caller
// holds the lock.
func (s *Server) place(u validate.EndpointURL, binding string) (placement, error) {
	if binding != validate.BindingPublic {
		return placement{}, nil
	}
	if u.Scheme == "tcp" {
		a := s.reservedAddr(u.HostPort())
		if a == nil {
			return placement{}, addrNotReserved(u.HostPort())
		}
		return placement{addr: &ingress.Ref{ID: a.ID, URI: a.URI}}, nil
	}
	if d := s.reservation(u.Host); d != nil {
		return placement{domain: &ingress.Ref{ID: d.ID, URI: d.URI}}, nil
	}
	if strings.HasPrefix(u.Host, "*.") {
		return placement{}, Errorf(http.StatusBadRequest, CodeWildcardNotReserved,
			"url: the wildcard domain %s is not reserved by this account", u.Host)
	}
	for parent := u.Host; ; {
		_, rest, ok := strings.Cut(parent, ".")
		if !ok || !strings.Contains(rest, ".") {
			break
		}
		if d := s.reservation("*." + rest); d != nil {
			return placement{domain: &ingress.Ref{ID: d.ID, URI: d.URI}}, nil
		}
		parent = rest
	}
	return placement{}, Errorf(http.StatusBadRequest, CodeDomainNotReserved,
		"url: the domain %s is not reserved by this account; reserve it first", u.Host)
}

// checkPool checks that an endpoint on url with the given pooling may
// join the endpoints already there, other than self: a cloud endpoint
// only where no other cloud endpoint is, and only when it and all the
// others enable pooling. The caller holds the lock.
func (s *Server) checkPool(url, self string, typ endpoints.Type, pooling bool) error {
	var err error
	s.endpointTable().All(func(id string, ep *endpoints.Endpoint) bool {
		switch {
		case id == self || ep.URL != url:
			return true
		case typ == endpoints.TypeCloud && ep.Type == endpoints.TypeCloud:
			err = Errorf(http.StatusConflict, CodeEndpointURLTaken, "url: cloud endpoint %s is on %s already", ep.ID, url)
		case !pooling:
			err = Errorf(http.StatusConflict, CodePoolingDisabled,
				"pooling_enabled: endpoint %s is on %s already; enable pooling on both to share the URL", ep.ID, url)
		case !ep.PoolingEnabled:
			err = Errorf(http.StatusConflict, CodePoolingEnabled,
				"pooling_enabled: endpoint %s is on %s without pooling", ep.ID, url)
		default:
			return true
		}
		return false
	})
	return err
}

// endpointOn returns an endpoint whose URL is url, or nil. The caller
// holds the lock.
func (s *Server) endpointOn(url string) *endpoints.Endpoint {
	return s.endpointTable().Find(func(ep *endpoints.Endpoint) bool { return ep.URL == url })
}

// bindingStrings returns bindings as plain strings.
func bindingStrings(bindings []endpoints.Binding) []string {
	out := make([]string, len(bindings))
	for i, b := range bindings {
		out[i] = string(b)
	}
	return out
}
