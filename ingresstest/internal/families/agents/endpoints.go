package agents

import (
	"net/http"
	"slices"

	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
	"github.com/ingresskit/ingress/trafficpolicy"
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
func registerEndpoints(s *account) {
	api.ServeResource(s.engine, s.engine.Records.Endpoints, api.Resource[endpoints.Endpoint, endpointCreate, endpointUpdate]{
		Wire:  wire.Endpoints,
		Check: checkEndpointCreate, CheckUpdate: checkEndpointUpdate,
		Create: s.createEndpoint, Update: s.updateEndpoint, Delete: s.deleteEndpoint, List: s.listEndpoints,
	})
}

// checkEndpointCreate checks, before the lock is taken, the rules of a
// new cloud endpoint, each with its code: none needs the server's state,
// and the traffic policy's may be costly to check. The API's reference
// requires url, type and traffic_policy; the SDK sends type "cloud" when
// its params leave it out.
func checkEndpointCreate(p *endpointCreate) error {
	err := validate.First(
		coded(api.CodeEndpointMissing, validate.RequiredString("url", p.URL)),
		missing("traffic_policy", p.TrafficPolicy == nil),
		coded(api.CodeEndpointMissing, validate.RequiredString("type", string(p.Type))),
		validate.EndpointType("type", p.Type),
		coded(api.CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
	)
	if err != nil {
		return err
	}
	u, _, err := endpointURL(p.URL, bindingStrings(p.Bindings))
	if err != nil {
		return err
	}
	return validate.First(
		policyRule(p.TrafficPolicy, trafficpolicy.Endpoint{Scheme: u.Scheme, Cloud: true}),
		coded(api.CodeEndpointDescription, validate.Description(p.Description)),
		coded(api.CodeEndpointMetadata, validate.Metadata(p.Metadata)),
	)
}

// missing refuses a create without the required field, absent when
// absent says so, with api.CodeEndpointMissing (errors/err_ngrok_18015).
func missing(field string, absent bool) error {
	if !absent {
		return nil
	}
	return api.Errorf(http.StatusBadRequest, api.CodeEndpointMissing, "%s: the provided cloud endpoint is missing the required field %s", field, field)
}

// checkEndpointUpdate checks, before the lock is taken, the rules of an
// endpoint's update that need no state: its traffic policy's among them,
// for the scheme of the new URL when it gives one (updateEndpoint checks
// the rest against a kept URL's).
func checkEndpointUpdate(p *endpointUpdate) error {
	err := validate.First(
		coded(api.CodeEndpointUpdateEmpty, validate.EndpointUpdate(p.URL != nil, p.TrafficPolicy != nil,
			p.Description != nil, p.Metadata != nil, p.Bindings != nil, p.PoolingEnabled != nil)),
		coded(api.CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
	)
	if err != nil {
		return err
	}
	target := trafficpolicy.Endpoint{Cloud: true}
	if p.URL != nil {
		if err := coded(api.CodeEndpointMissing, validate.RequiredString("url", *p.URL)); err != nil {
			return err
		}
		u, err := validate.ParseEndpointURL("url", *p.URL)
		if err != nil {
			return err
		}
		target.Scheme = u.Scheme
	}
	return validate.First(
		policyRule(p.TrafficPolicy, target),
		coded(api.CodeEndpointDescription, validate.Description(p.Description)),
		coded(api.CodeEndpointMetadata, validate.Metadata(p.Metadata)),
	)
}

// createEndpoint is the create hook of endpoints: checkEndpointCreate has
// checked p; within the quota of cloud endpoints, it places the endpoint
// and builds its record, with the binding given or inferred from its
// host.
func (s *account) createEndpoint(c *api.Call, p *endpointCreate) (*endpoints.Endpoint, error) {
	cloud := s.engine.Records.Endpoints.IDsWhere(func(ep *endpoints.Endpoint) bool { return ep.Type == endpoints.TypeCloud })
	if err := api.CheckQuota(len(cloud), s.engine.Config.Quotas.CloudEndpoints, api.CodeCloudEndpointQuota, "cloud endpoints"); err != nil {
		return nil, err
	}
	u, binding, err := endpointURL(p.URL, bindingStrings(p.Bindings))
	if err != nil {
		return nil, err
	}
	ep := &endpoints.Endpoint{
		Type: endpoints.TypeCloud, Region: cloudRegion,
		TrafficPolicy: *p.TrafficPolicy,
		Bindings:      []endpoints.Binding{endpoints.Binding(binding)}, PoolingEnabled: api.Deref(p.PoolingEnabled),
		Principal: s.engine.UserRef(c.Caller.ID),
	}
	if err := s.placeEndpoint(ep, u, binding, false); err != nil {
		return nil, err
	}
	return ep, nil
}

// updateEndpoint is the update hook of endpoints: it returns the cloud
// endpoint changed, placed as a new one is; checkEndpointUpdate has
// checked p. Agent endpoints are refused, and so are a change of
// pooling_enabled and a new URL of another scheme; a new policy for a kept
// URL is checked against its protocol.
func (s *account) updateEndpoint(c *api.Call, ep endpoints.Endpoint, p *endpointUpdate) (*endpoints.Endpoint, error) {
	if err := refuseAgentEndpoint(&ep); err != nil {
		return nil, err
	}
	if err := checkPoolingKept(&ep, p); err != nil {
		return nil, err
	}
	if err := checkSchemeKept(&ep, p); err != nil {
		return nil, err
	}
	if p.Bindings != nil {
		ep.Bindings = slices.Clone(p.Bindings)
	}
	api.SetIf(&ep.TrafficPolicy, p.TrafficPolicy)
	raw := ep.URL
	api.SetIf(&raw, p.URL)
	u, binding, err := endpointURL(raw, bindingStrings(ep.Bindings))
	if err != nil {
		return nil, err
	}
	if err := s.placeEndpoint(&ep, u, binding, false); err != nil {
		return nil, err
	}
	ep.UpdatedAt = c.Now
	return &ep, nil
}

// checkPoolingKept refuses an update of ep that changes pooling_enabled
// with api.CodeEndpointField: the endpoint pooling page says that "the
// pooling enabled property may not be updated after an endpoint has been
// created". An update that gives the endpoint's own value changes nothing.
func checkPoolingKept(ep *endpoints.Endpoint, p *endpointUpdate) error {
	if p.PoolingEnabled == nil || *p.PoolingEnabled == ep.PoolingEnabled {
		return nil
	}
	return api.Errorf(http.StatusBadRequest, api.CodeEndpointField,
		"pooling_enabled: the provided cloud endpoint has invalid value for field pooling_enabled: it is set when an endpoint is created and is not updated, and endpoint %s has it %t; create a new endpoint",
		ep.ID, ep.PoolingEnabled)
}

// checkSchemeKept refuses an update of ep whose new URL changes the
// scheme, and checks a new policy for the kept URL's protocol, which
// checkEndpointUpdate could not know.
func checkSchemeKept(ep *endpoints.Endpoint, p *endpointUpdate) error {
	if p.URL != nil {
		u, err := validate.ParseEndpointURL("url", *p.URL)
		if err != nil {
			return err
		}
		if u.Scheme != ep.Scheme {
			return api.Errorf(http.StatusBadRequest, api.CodeEndpointSchemeChange,
				"url: the scheme of a cloud endpoint is not changed in place, from %s to %s; create a new endpoint", ep.Scheme, u.Scheme)
		}
		return nil
	}
	if p.TrafficPolicy == nil {
		return nil
	}
	pol, err := trafficpolicy.Parse([]byte(*p.TrafficPolicy))
	if err != nil {
		return policyError(err)
	}
	return policyError(pol.CheckEndpoint(trafficpolicy.Endpoint{Scheme: ep.Scheme, Cloud: true}))
}

// deleteEndpoint is the delete hook of endpoints: it refuses agent
// endpoints, which go when their agent stops serving them.
func (s *account) deleteEndpoint(c *api.Call, ep *endpoints.Endpoint) error {
	return refuseAgentEndpoint(ep)
}

// refuseAgentEndpoint refuses a change of ep through the API unless it is
// a cloud endpoint.
func refuseAgentEndpoint(ep *endpoints.Endpoint) error {
	if ep.Type == endpoints.TypeCloud {
		return nil
	}
	return api.Errorf(http.StatusBadRequest, api.CodeNotCloudEndpoint,
		"endpoint %s is an agent endpoint; only cloud endpoints are changed through the API", ep.ID)
}

// placeEndpoint puts ep on the URL u, where the account's reservations
// place it (but for an agent endpoint on a generated domain, which needs
// none), among the endpoints already on the URL, which it may join only as
// checkPool allows. The caller holds the lock.
func (s *account) placeEndpoint(ep *endpoints.Endpoint, u validate.EndpointURL, binding string, generated bool) error {
	where := placement{}
	if !generated {
		var err error
		if where, err = s.place(u, binding, ep.Type == endpoints.TypeCloud); err != nil {
			return err
		}
	}
	if err := s.checkPool(u.Canonical(), ep.ID, ep.Type, ep.PoolingEnabled); err != nil {
		return err
	}
	setURL(ep, u, where)
	return nil
}

// setURL sets the URL of ep and the fields derived from it.
func setURL(ep *endpoints.Endpoint, u validate.EndpointURL, where placement) {
	ep.URL = u.Canonical()
	ep.PublicURL = ep.URL
	ep.Scheme, ep.Proto, ep.Host = u.Scheme, endpoints.Proto(u.Scheme), u.Host
	ep.Port = u.Port
	if ep.Port == 0 {
		ep.Port = validate.DefaultPort(u.Scheme)
	}
	ep.Hostport = u.HostPort()
	ep.Domain, ep.TCPAddr = where.domain, where.addr
}
