package ingresstest

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
)

// coded gives a validation error the error code code, with status 400;
// nil and other errors pass unchanged.
func coded(code string, err error) error {
	var ve *ingress.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	return apiErrorf(http.StatusBadRequest, code, "%s: %s", ve.Field, ve.Rule)
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
			return placement{}, apiErrorf(http.StatusBadRequest, CodeAddrNotReserved, "url: the address %s is not reserved", u.HostPort())
		}
		return placement{addr: &ingress.Ref{ID: a.ID, URI: a.URI}}, nil
	}
	if d := s.reservation(u.Host); d != nil {
		return placement{domain: &ingress.Ref{ID: d.ID, URI: d.URI}}, nil
	}
	if strings.HasPrefix(u.Host, "*.") {
		return placement{}, apiErrorf(http.StatusBadRequest, CodeWildcardNotReserved,
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
	return placement{}, apiErrorf(http.StatusBadRequest, CodeEndpointDomainNotReserved,
		"url: the domain %s is not reserved by this account; reserve it first", u.Host)
}

// checkPool checks that an endpoint on url with the given pooling may
// join the endpoints already there, other than self: a cloud endpoint
// only where no other cloud endpoint is, and only when it and all the
// others enable pooling. The caller holds the lock.
func (s *Server) checkPool(url, self string, typ endpoints.Type, pooling bool) error {
	var err error
	s.endpoints.All(func(id string, ep *endpoints.Endpoint) bool {
		switch {
		case id == self || ep.URL != url:
			return true
		case typ == endpoints.TypeCloud && ep.Type == endpoints.TypeCloud:
			err = apiErrorf(http.StatusConflict, CodeEndpointURLTaken, "url: cloud endpoint %s is on %s already", ep.ID, url)
		case !pooling:
			err = apiErrorf(http.StatusConflict, CodePoolingDisabled,
				"pooling_enabled: endpoint %s is on %s already; enable pooling on both to share the URL", ep.ID, url)
		case !ep.PoolingEnabled:
			err = apiErrorf(http.StatusConflict, CodePoolingEnabled,
				"pooling_enabled: endpoint %s is on %s without pooling", ep.ID, url)
		default:
			return true
		}
		return false
	})
	return err
}

// bindingStrings returns bindings as plain strings.
func bindingStrings(bindings []endpoints.Binding) []string {
	out := make([]string, len(bindings))
	for i, b := range bindings {
		out[i] = string(b)
	}
	return out
}
