package agents

import (
	"errors"
	"net/http"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
)

// coded gives a validation error the error code code, with status 400;
// nil, a *validate.CodedError, which keeps its own code, and other errors
// pass unchanged.
func coded(code string, err error) error {
	var withCode *validate.CodedError
	var ve *ingress.ValidationError
	if errors.As(err, &withCode) || !errors.As(err, &ve) {
		return err
	}
	return api.Errorf(http.StatusBadRequest, code, "%s: %s", ve.Field, ve.Rule)
}

// endpointURL checks raw as the URL of an endpoint with bindings, each
// rule answered with its code (api.CodeEndpointField for a host that does
// not suit the binding), and returns it parsed with the binding that
// bindings give or its host implies.
func endpointURL(raw string, bindings []string) (validate.EndpointURL, string, error) {
	u, binding, err := validate.ParseBoundEndpointURL("url", raw, bindings)
	return u, binding, coded(api.CodeEndpointField, err)
}

// placement is where a public endpoint sits: the reserved domain or
// address its URL is on.
type placement struct {
	domain, addr *ingress.Ref
}

// place finds the reservation that a public endpoint URL needs: for tcp
// the reserved address, for the other schemes a reserved domain that is
// the host or a wildcard over it. Other bindings need none. A cloud
// endpoint without one is refused with api.CodeEndpointNotReserved, an agent
// endpoint with the agent's codes. The caller holds the lock.
func (s *account) place(u validate.EndpointURL, binding string, cloud bool) (placement, error) {
	if binding != validate.BindingPublic {
		return placement{}, nil
	}
	if u.Scheme == "tcp" {
		if a := s.engine.ReservedAddr(u.HostPort()); a != nil {
			return placement{addr: &ingress.Ref{ID: a.ID, URI: a.URI}}, nil
		}
		return placement{}, notReserved(cloud, api.CodeAddrNotReserved, "the address "+u.HostPort())
	}
	if d := s.engine.ReservedDomain(u.Host); d != nil {
		return placement{domain: &ingress.Ref{ID: d.ID, URI: d.URI}}, nil
	}
	if strings.HasPrefix(u.Host, "*.") {
		return placement{}, notReserved(cloud, api.CodeWildcardNotReserved, "the wildcard domain "+u.Host)
	}
	for parent := u.Host; ; {
		_, rest, ok := strings.Cut(parent, ".")
		if !ok || !strings.Contains(rest, ".") {
			break
		}
		if d := s.engine.ReservedDomain("*." + rest); d != nil {
			return placement{domain: &ingress.Ref{ID: d.ID, URI: d.URI}}, nil
		}
		parent = rest
	}
	return placement{}, notReserved(cloud, api.CodeEndpointDomainNotReserved, "the domain "+u.Host)
}

// notReserved is the error of a public URL on what, which the account
// has not reserved: api.CodeEndpointNotReserved for a cloud endpoint, as the
// endpoints API answers, and agentCode for an agent endpoint, whose
// message names the code as the agent prints it.
func notReserved(cloud bool, agentCode, what string) error {
	if cloud {
		return api.Errorf(http.StatusBadRequest, api.CodeEndpointNotReserved,
			"url: this account does not have any domains or addresses reserved that match the provided URL: %s is not reserved", what)
	}
	return api.Errorf(http.StatusBadRequest, agentCode, "url: %s is not reserved by this account; reserve it first [%s]", what, agentCode)
}

// checkPool checks that an endpoint on url with the given pooling may
// join the endpoints already there, other than self, as the endpoint
// pooling page lets cloud and agent endpoints pool: when it and all the
// others enable pooling. Two cloud endpoints of which neither enables
// pooling are refused with api.CodeEndpointURLTaken, which predates pooling.
// A pool that holds the quota of endpoints per pool takes no other. The
// caller holds the lock.
func (s *account) checkPool(url, self string, typ endpoints.Type, pooling bool) error {
	var err error
	pooled := 0
	s.engine.Records.Endpoints.All(func(id string, ep *endpoints.Endpoint) bool {
		switch {
		case id == self || ep.URL != url:
			return true
		case !pooling && !ep.PoolingEnabled && typ == endpoints.TypeCloud && ep.Type == endpoints.TypeCloud:
			err = api.Errorf(http.StatusConflict, api.CodeEndpointURLTaken, "url: this account already has cloud endpoint %s on %s", ep.ID, url)
		case !pooling:
			err = api.Errorf(http.StatusBadRequest, api.CodePoolingDisabled,
				"pooling_enabled: pooling is disabled while endpoint %s is on %s; enable pooling on both to share the URL", ep.ID, url)
		case !ep.PoolingEnabled:
			err = api.Errorf(http.StatusBadRequest, api.CodePoolingEnabled,
				"pooling_enabled: pooling is enabled while endpoint %s is on %s with pooling disabled", ep.ID, url)
		default:
			pooled++
			return true
		}
		return false
	})
	if err != nil {
		return err
	}
	return api.CheckQuota(pooled, s.engine.Config.Quotas.PoolEndpoints, api.CodePoolEndpointQuota, "endpoints per pool")
}

// bindingStrings returns bindings as plain strings.
func bindingStrings(bindings []endpoints.Binding) []string {
	out := make([]string, len(bindings))
	for i, b := range bindings {
		out[i] = string(b)
	}
	return out
}
