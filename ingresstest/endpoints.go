package ingresstest

import (
	"net/http"
	"slices"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// cloudRegion is the region of cloud endpoints, which are served from
// every point of presence.
const cloudRegion = "global"

// endpointCreate and endpointUpdate are the request bodies of endpoints,
// decoded without the SDK's Validate methods so that each broken rule is
// answered with the API's own code.
type (
	endpointCreate endpoints.CreateParams
	endpointUpdate endpoints.UpdateParams
)

// registerEndpoints serves the endpoints: create, update and delete of
// cloud endpoints, and get and filtered list of every endpoint, agent
// endpoints (see StartAgentEndpoint) included.
func registerEndpoints(s *Server) {
	serveResource(s, s.endpoints, resource[endpoints.Endpoint, endpointCreate, endpointUpdate]{
		Wire:  wire.Endpoints,
		Check: checkEndpointCreate, CheckUpdate: checkEndpointUpdate,
		Create: s.createEndpoint, Update: s.updateEndpoint, Delete: s.deleteEndpoint, List: s.listEndpoints,
	})
}

// checkEndpointCreate checks, before the lock is taken, the rules of a
// new cloud endpoint, each with its code: none needs the server's state,
// and the traffic policy's may be costly to check.
func checkEndpointCreate(p *endpointCreate) error {
	err := validate.First(
		coded(CodeEndpointMissing, validate.RequiredString("url", p.URL)),
		coded(CodeEndpointMissing, validate.Required("traffic_policy", p.TrafficPolicy)),
		coded(CodeEndpointField, validate.EndpointType("type", p.Type)),
		coded(CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
	)
	if err != nil {
		return err
	}
	if _, err := endpointURL(p.URL, validate.Binding(bindingStrings(p.Bindings))); err != nil {
		return err
	}
	return validate.First(
		policyRule(p.TrafficPolicy),
		validate.Common(p.Description, p.Metadata),
	)
}

// checkEndpointUpdate checks, before the lock is taken, the rules of an
// endpoint's update that need no state: its traffic policy's among them.
func checkEndpointUpdate(p *endpointUpdate) error {
	err := validate.First(
		coded(CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
		policyRule(p.TrafficPolicy),
		validate.Common(p.Description, p.Metadata),
	)
	if p.URL != nil && err == nil {
		err = coded(CodeEndpointMissing, validate.RequiredString("url", *p.URL))
	}
	return err
}

// createEndpoint is the create hook of endpoints: checkEndpointCreate has
// checked p; it places the endpoint and builds its record.
func (s *Server) createEndpoint(c *call, p *endpointCreate) (*endpoints.Endpoint, error) {
	binding := validate.Binding(bindingStrings(p.Bindings))
	u, err := endpointURL(p.URL, binding)
	if err != nil {
		return nil, err
	}
	ep := &endpoints.Endpoint{
		Type: endpoints.TypeCloud, Region: cloudRegion,
		TrafficPolicy: *p.TrafficPolicy,
		Bindings:      []endpoints.Binding{endpoints.Binding(binding)}, PoolingEnabled: deref(p.PoolingEnabled),
		Principal: s.userRef(c.Caller.ID),
	}
	if err := s.placeEndpoint(ep, u, binding, false); err != nil {
		return nil, err
	}
	return ep, nil
}

// updateEndpoint is the update hook of endpoints: it returns the cloud
// endpoint changed, placed as a new one is; checkEndpointUpdate has
// checked p. Agent endpoints are refused.
func (s *Server) updateEndpoint(c *call, ep endpoints.Endpoint, p *endpointUpdate) (*endpoints.Endpoint, error) {
	if err := refuseAgentEndpoint(&ep); err != nil {
		return nil, err
	}
	if p.Bindings != nil {
		ep.Bindings = slices.Clone(p.Bindings)
	}
	setIf(&ep.PoolingEnabled, p.PoolingEnabled)
	setIf(&ep.TrafficPolicy, p.TrafficPolicy)
	binding := validate.Binding(bindingStrings(ep.Bindings))
	raw := ep.URL
	setIf(&raw, p.URL)
	u, err := endpointURL(raw, binding)
	if err != nil {
		return nil, err
	}
	if err := s.placeEndpoint(&ep, u, binding, false); err != nil {
		return nil, err
	}
	ep.UpdatedAt = c.Now
	return &ep, nil
}

// deleteEndpoint is the delete hook of endpoints: it refuses agent
// endpoints, which go when their agent stops serving them.
func (s *Server) deleteEndpoint(c *call, ep *endpoints.Endpoint) error {
	return refuseAgentEndpoint(ep)
}

// refuseAgentEndpoint refuses a change of ep through the API unless it is
// a cloud endpoint.
func refuseAgentEndpoint(ep *endpoints.Endpoint) error {
	if ep.Type == endpoints.TypeCloud {
		return nil
	}
	return apiErrorf(http.StatusBadRequest, CodeNotCloudEndpoint,
		"endpoint %s is an agent endpoint; only cloud endpoints are changed through the API", ep.ID)
}

// placeEndpoint puts ep on the URL u, where the account's reservations
// place it (but for an agent endpoint on a generated domain, which needs
// none), among the endpoints already on the URL, which it may join only as
// checkPool allows. The caller holds the lock.
func (s *Server) placeEndpoint(ep *endpoints.Endpoint, u validate.EndpointURL, binding string, generated bool) error {
	where := placement{}
	if !generated {
		var err error
		if where, err = s.place(u, binding); err != nil {
			return err
		}
	}
	if err := s.checkPool(canonicalURL(u), ep.ID, ep.Type, ep.PoolingEnabled); err != nil {
		return err
	}
	setURL(ep, u, where)
	return nil
}

// setURL sets the URL of ep and the fields derived from it.
func setURL(ep *endpoints.Endpoint, u validate.EndpointURL, where placement) {
	ep.URL = canonicalURL(u)
	ep.PublicURL = ep.URL
	ep.Scheme, ep.Proto, ep.Host = u.Scheme, endpoints.Proto(u.Scheme), u.Host
	ep.Port = u.Port
	if ep.Port == 0 {
		ep.Port = validate.DefaultPort(u.Scheme)
	}
	ep.Hostport = u.HostPort()
	ep.Domain, ep.TCPAddr = where.domain, where.addr
}
