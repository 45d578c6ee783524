package fake

import (
	"net/http"
	"slices"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/internal/validate"
)

// endpointPrefix is the ID prefix of endpoints.
const endpointPrefix = "ep"

// usersPath is the collection that references to users point into.
const usersPath = "/users"

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
	t := newTable[endpoints.Endpoint]("endpoint")
	s.tables[endpointPrefix] = t
	s.paths[endpointPrefix] = endpoints.Path
	item := endpoints.Path + "/{id}"
	s.Handle("POST "+endpoints.Path, s.createEndpoint)
	s.Handle("GET "+endpoints.Path, s.listEndpoints)
	s.Handle("GET "+item, func(r *http.Request) (int, any, error) {
		s.mu.RLock()
		defer s.mu.RUnlock()
		ep, ok := t.Get(r.PathValue("id"))
		if !ok {
			return 0, nil, NotFound("endpoint", r.PathValue("id"))
		}
		return http.StatusOK, ep, nil
	})
	s.Handle("PATCH "+item, s.updateEndpoint)
	s.Handle("DELETE "+item, s.deleteEndpoint)
}

// endpointTable returns the table of endpoints.
func (s *Server) endpointTable() *Table[endpoints.Endpoint] {
	return TableOf[endpoints.Endpoint](s, endpointPrefix)
}

func (s *Server) createEndpoint(r *http.Request) (int, any, error) {
	var p endpointCreate
	if err := s.decode(r, &p); err != nil {
		return 0, nil, err
	}
	binding := validate.Binding(bindingStrings(p.Bindings))
	err := validate.First(
		coded(CodeEndpointMissing, validate.RequiredString("url", p.URL)),
		coded(CodeEndpointMissing, validate.Required("traffic_policy", p.TrafficPolicy)),
		coded(CodeEndpointField, validate.EndpointType("type", p.Type)),
		coded(CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
	)
	if err != nil {
		return 0, nil, err
	}
	u, err := endpointURL(p.URL, binding)
	if err == nil {
		err = validate.First(
			coded(CodeEndpointPolicy, validate.TrafficPolicy("traffic_policy", p.TrafficPolicy)),
			validate.Common(p.Description, p.Metadata),
		)
	}
	if err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	where, err := s.place(u, binding)
	if err != nil {
		return 0, nil, err
	}
	url, pooling := canonicalURL(u), deref(p.PoolingEnabled)
	if err := s.checkPool(url, "", endpoints.TypeCloud, pooling); err != nil {
		return 0, nil, err
	}
	c := s.newCall(r, s.NewID(endpointPrefix), endpoints.Path)
	ep := &endpoints.Endpoint{
		ID: c.ID, URI: c.URI, CreatedAt: c.Now, UpdatedAt: c.Now, Type: endpoints.TypeCloud, Region: cloudRegion,
		Description: deref(p.Description), Metadata: deref(p.Metadata), TrafficPolicy: *p.TrafficPolicy,
		Bindings: []endpoints.Binding{endpoints.Binding(binding)}, PoolingEnabled: pooling,
		Principal: &ingress.Ref{ID: c.Caller.ID, URI: s.URI(usersPath, c.Caller.ID)},
	}
	setURL(ep, u, where)
	s.endpointTable().Put(ep.ID, ep)
	s.emit("endpoint", "created", ep)
	return http.StatusCreated, ep, nil
}

func (s *Server) updateEndpoint(r *http.Request) (int, any, error) {
	var p endpointUpdate
	if err := s.decode(r, &p); err != nil {
		return 0, nil, err
	}
	err := validate.First(
		coded(CodeEndpointField, validate.EndpointBindings("bindings", bindingStrings(p.Bindings))),
		coded(CodeEndpointPolicy, validate.TrafficPolicy("traffic_policy", p.TrafficPolicy)),
		validate.Common(p.Description, p.Metadata),
	)
	if p.URL != nil && err == nil {
		err = coded(CodeEndpointMissing, validate.RequiredString("url", *p.URL))
	}
	if err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	cur, err := s.cloudEndpoint(r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	next := *cur
	if p.Bindings != nil {
		next.Bindings = slices.Clone(p.Bindings)
	}
	setIf(&next.PoolingEnabled, p.PoolingEnabled)
	setIf(&next.TrafficPolicy, p.TrafficPolicy)
	setIf(&next.Description, p.Description)
	setIf(&next.Metadata, p.Metadata)
	binding := validate.Binding(bindingStrings(next.Bindings))
	raw := next.URL
	setIf(&raw, p.URL)
	u, err := endpointURL(raw, binding)
	if err != nil {
		return 0, nil, err
	}
	where, err := s.place(u, binding)
	if err != nil {
		return 0, nil, err
	}
	if err := s.checkPool(canonicalURL(u), next.ID, endpoints.TypeCloud, next.PoolingEnabled); err != nil {
		return 0, nil, err
	}
	setURL(&next, u, where)
	next.UpdatedAt = s.Now()
	s.endpointTable().Put(next.ID, &next)
	s.emit("endpoint", "updated", &next)
	return http.StatusOK, &next, nil
}

func (s *Server) deleteEndpoint(r *http.Request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ep, err := s.cloudEndpoint(r.PathValue("id"))
	if err != nil {
		return 0, nil, err
	}
	s.endpointTable().Delete(ep.ID)
	s.emit("endpoint", "deleted", ep)
	return http.StatusNoContent, nil, nil
}

// cloudEndpoint returns the cloud endpoint id, refusing agent endpoints,
// which the API does not change. The caller holds the lock.
func (s *Server) cloudEndpoint(id string) (*endpoints.Endpoint, error) {
	ep, ok := s.endpointTable().Get(id)
	if !ok {
		return nil, NotFound("endpoint", id)
	}
	if ep.Type != endpoints.TypeCloud {
		return nil, Errorf(http.StatusBadRequest, CodeNotCloudEndpoint,
			"endpoint %s is an agent endpoint; only cloud endpoints are changed through the API", id)
	}
	return ep, nil
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
