package ingresstest

import (
	"github.com/ingresskit/ingress/internal/wire"
	"net/http"

	"github.com/ingresskit/ingress/edges"
)

// edgeRouteModules are the module parameters of a route create or update.
type edgeRouteModules struct {
	backend               *edges.BackendParams
	ipRestriction         *edges.IPRestrictionParams
	circuitBreaker        *edges.CircuitBreakerParams
	compression           *edges.CompressionParams
	requestHeaders        *edges.HeadersParams
	responseHeaders       *edges.HeadersParams
	webhookVerification   *edges.WebhookVerificationParams
	oauth                 *edges.OAuthParams
	saml                  *edges.SAMLParams
	oidc                  *edges.OIDCParams
	websocketTCPConverter *edges.WebsocketTCPConverterParams
	userAgentFilter       *edges.UserAgentFilterParams
	trafficPolicy         *edges.TrafficPolicyParams
}

// registerHTTPSRoutes serves the routes of HTTPS edges and their modules.
// A route is addressed through its edge: a route ID under another edge is
// not found. No two routes of an edge have the same match type and match
// (409).
func registerHTTPSRoutes(s *Server) {
	collection := wire.HTTPSEdgeRoutePath
	item := collection + "/{id}"
	s.endpoint("POST "+collection, s.createRoute)
	s.endpoint("GET "+item, s.getRoute)
	s.endpoint("PATCH "+item, s.updateRoute)
	s.endpoint("DELETE "+item, s.deleteRoute)
	serveEdgeRouteModules(s, edgeModuleHost[edges.Route]{
		kind: "https_edge_route",
		item: item,
		load: func(r *http.Request) (*edges.Route, error) {
			_, rt, err := s.loadRoute(r)
			return rt, err
		},
		store: func(rt *edges.Route) { edgePutRoute(s.httpsEdges, rt) },
	})
}

// loadRoute returns the HTTPS edge and the route that the request's path
// names. The lock is held.
func (s *Server) loadRoute(r *http.Request) (*edges.HTTPSEdge, *edges.Route, error) {
	edgeID, id := r.PathValue("edge_id"), r.PathValue("id")
	e, ok := s.httpsEdges.Get(edgeID)
	if !ok {
		return nil, nil, notFound("https_edge", edgeID)
	}
	rt, ok := edgeRoute(e, id)
	if !ok {
		return nil, nil, notFound("https_edge_route", id)
	}
	return e, rt, nil
}

// createRoute serves the create endpoint of the routes of an HTTPS edge.
func (s *Server) createRoute(r *http.Request) (int, any, error) {
	var p edges.RouteCreateParams
	if err := s.decode(r, &p); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	edgeID := r.PathValue("edge_id")
	e, ok := s.httpsEdges.Get(edgeID)
	if !ok {
		return 0, nil, notFound("https_edge", edgeID)
	}
	id := s.newID(httpsRoutePrefix)
	rt := &edges.Route{
		EdgeID: edgeID, ID: id, URI: s.uri(wire.HTTPSEdgePath+"/"+edgeID+"/routes", id), CreatedAt: s.now(),
		MatchType: p.MatchType, Match: p.Match, Description: deref(p.Description), Metadata: deref(p.Metadata),
	}
	m := edgeRouteModules{p.Backend, p.IPRestriction, p.CircuitBreaker, p.Compression, p.RequestHeaders, p.ResponseHeaders,
		p.WebhookVerification, p.OAuth, p.SAML, p.OIDC, p.WebsocketTCPConverter, p.UserAgentFilter, p.TrafficPolicy}
	if err := edgeFirst(func() error { return s.setEdgeRouteModules(rt, m) }, func() error { return edgeUniqueMatch(e, rt) }); err != nil {
		return 0, nil, err
	}
	edgePutRoute(s.httpsEdges, rt)
	return http.StatusCreated, rt, nil
}

// getRoute serves the get endpoint of a route.
func (s *Server) getRoute(r *http.Request) (int, any, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, rt, err := s.loadRoute(r)
	if err != nil {
		return 0, nil, err
	}
	return http.StatusOK, rt, nil
}

// updateRoute serves the update endpoint of a route.
func (s *Server) updateRoute(r *http.Request) (int, any, error) {
	var p edges.RouteUpdateParams
	if err := s.decode(r, &p); err != nil {
		return 0, nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	e, cur, err := s.loadRoute(r)
	if err != nil {
		return 0, nil, err
	}
	rt := *cur
	setIf(&rt.MatchType, p.MatchType)
	setIf(&rt.Match, p.Match)
	setIf(&rt.Description, p.Description)
	setIf(&rt.Metadata, p.Metadata)
	m := edgeRouteModules{p.Backend, p.IPRestriction, p.CircuitBreaker, p.Compression, p.RequestHeaders, p.ResponseHeaders,
		p.WebhookVerification, p.OAuth, p.SAML, p.OIDC, p.WebsocketTCPConverter, p.UserAgentFilter, p.TrafficPolicy}
	if err := edgeFirst(func() error { return s.setEdgeRouteModules(&rt, m) }, func() error { return edgeUniqueMatch(e, &rt) }); err != nil {
		return 0, nil, err
	}
	edgePutRoute(s.httpsEdges, &rt)
	return http.StatusOK, &rt, nil
}

// deleteRoute serves the delete endpoint of a route.
func (s *Server) deleteRoute(r *http.Request) (int, any, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, rt, err := s.loadRoute(r)
	if err != nil {
		return 0, nil, err
	}
	edgeRemoveRoute(s.httpsEdges, rt)
	return http.StatusNoContent, nil, nil
}

// setEdgeRouteModules replaces the supplied modules of rt. The lock is held.
func (s *Server) setEdgeRouteModules(rt *edges.Route, m edgeRouteModules) error {
	return edgeFirst(
		func() error { return edgeSet(&rt.Backend, m.backend, s.edgeBackend("backend.")) },
		func() error {
			return edgeSet(&rt.IPRestriction, m.ipRestriction, s.edgeIPRestriction("ip_restriction."))
		},
		func() error { return edgeSet(&rt.CircuitBreaker, m.circuitBreaker, edgeCircuitBreaker) },
		func() error { return edgeSet(&rt.Compression, m.compression, edgeCompression) },
		func() error { return edgeSet(&rt.RequestHeaders, m.requestHeaders, edgeHeaders) },
		func() error { return edgeSet(&rt.ResponseHeaders, m.responseHeaders, edgeHeaders) },
		func() error { return edgeSet(&rt.WebhookVerification, m.webhookVerification, edgeWebhookVerification) },
		func() error { return edgeSet(&rt.OAuth, m.oauth, edgeOAuth) },
		func() error { return edgeSet(&rt.SAML, m.saml, s.edgeSAML(rt)) },
		func() error { return edgeSet(&rt.OIDC, m.oidc, edgeOIDC) },
		func() error {
			return edgeSet(&rt.WebsocketTCPConverter, m.websocketTCPConverter, edgeWebsocketTCPConverter)
		},
		func() error { return edgeSet(&rt.UserAgentFilter, m.userAgentFilter, edgeUserAgentFilter) },
		func() error { return edgeSet(&rt.TrafficPolicy, m.trafficPolicy, edgeTrafficPolicy) },
	)
}

// serveEdgeRouteModules serves the replace, get and delete endpoints of every
// module of routes.
func serveEdgeRouteModules(s *Server, host edgeModuleHost[edges.Route]) {
	type rt = edges.Route
	serveEdgeModule(s, host, "backend", func(r *rt) **edges.Backend { return &r.Backend },
		edgeAnyRecord[rt](s.edgeBackend("")))
	serveEdgeModule(s, host, "ip_restriction", func(r *rt) **edges.IPRestriction { return &r.IPRestriction },
		edgeAnyRecord[rt](s.edgeIPRestriction("")))
	serveEdgeModule(s, host, "circuit_breaker", func(r *rt) **edges.CircuitBreaker { return &r.CircuitBreaker },
		edgeAnyRecord[rt](edgeCircuitBreaker))
	serveEdgeModule(s, host, "compression", func(r *rt) **edges.Compression { return &r.Compression },
		edgeAnyRecord[rt](edgeCompression))
	serveEdgeModule(s, host, "request_headers", func(r *rt) **edges.Headers { return &r.RequestHeaders },
		edgeAnyRecord[rt](edgeHeaders))
	serveEdgeModule(s, host, "response_headers", func(r *rt) **edges.Headers { return &r.ResponseHeaders },
		edgeAnyRecord[rt](edgeHeaders))
	serveEdgeModule(s, host, "webhook_verification", func(r *rt) **edges.WebhookVerification { return &r.WebhookVerification },
		edgeAnyRecord[rt](edgeWebhookVerification))
	serveEdgeModule(s, host, "oauth", func(r *rt) **edges.OAuth { return &r.OAuth },
		edgeAnyRecord[rt](edgeOAuth))
	serveEdgeModule(s, host, "saml", func(r *rt) **edges.SAML { return &r.SAML },
		func(r *rt, p *edges.SAMLParams) (*edges.SAML, error) { return s.edgeSAML(r)(p) })
	serveEdgeModule(s, host, "oidc", func(r *rt) **edges.OIDC { return &r.OIDC },
		edgeAnyRecord[rt](edgeOIDC))
	serveEdgeModule(s, host, "websocket_tcp_converter", func(r *rt) **edges.WebsocketTCPConverter { return &r.WebsocketTCPConverter },
		edgeAnyRecord[rt](edgeWebsocketTCPConverter))
	serveEdgeModule(s, host, "user_agent_filter", func(r *rt) **edges.UserAgentFilter { return &r.UserAgentFilter },
		edgeAnyRecord[rt](edgeUserAgentFilter))
	serveEdgeModule(s, host, "traffic_policy", func(r *rt) **edges.TrafficPolicy { return &r.TrafficPolicy },
		edgeAnyRecord[rt](edgeTrafficPolicy))
}

// edgeUniqueMatch refuses a route whose match type and match another route of
// its edge has.
func edgeUniqueMatch(e *edges.HTTPSEdge, rt *edges.Route) error {
	for _, other := range e.Routes {
		if other.ID != rt.ID && other.MatchType == rt.MatchType && other.Match == rt.Match {
			return conflict("route %s of edge %s already matches %s %q", other.ID, e.ID, rt.MatchType, rt.Match)
		}
	}
	return nil
}
