package setup

import (
	"context"

	"github.com/ingresskit/ingress/edges"
)

// routeModulesOf returns the modules of an existing route of the edge
// named edge.
func routeModulesOf(rt *edges.Route, edge string) RouteModules {
	m := RouteModules{TrafficPolicy: trafficPolicyOf(rt.TrafficPolicy)}
	describeAuth(&m, rt, edge)
	if cb := rt.CircuitBreaker; cb != nil && cb.Enabled {
		m.CircuitBreaker = &CircuitBreaker{ErrorThresholdPercentage: cb.ErrorThresholdPercentage, TrippedDuration: cb.TrippedDuration,
			RollingWindow: cb.RollingWindow, NumBuckets: cb.NumBuckets, VolumeThreshold: cb.VolumeThreshold}
	}
	m.Compression = rt.Compression != nil && rt.Compression.Enabled
	m.RequestHeaders = headersOf(rt.RequestHeaders)
	m.ResponseHeaders = headersOf(rt.ResponseHeaders)
	if f := rt.UserAgentFilter; f != nil && f.Enabled {
		m.UserAgentFilter = &UserAgentFilter{Allow: f.Allow, Deny: f.Deny}
	}
	m.WebsocketTCPConverter = rt.WebsocketTCPConverter != nil && rt.WebsocketTCPConverter.Enabled
	return m
}

// headersOf returns the description of a headers module, nil for none.
func headersOf(h *edges.Headers) *Headers {
	if h == nil || !h.Enabled {
		return nil
	}
	return &Headers{Add: h.Add, Remove: h.Remove}
}

// routeModuleFields appends the compared fields of route modules.
func (fs fields) routeModuleFields(m RouteModules) fields {
	return fs.add("circuit_breaker", m.CircuitBreaker).add("compression", m.Compression).
		add("request_headers", m.RequestHeaders).add("response_headers", m.ResponseHeaders).
		add("user_agent_filter", m.UserAgentFilter).add("traffic_policy", comparablePolicy(m.TrafficPolicy)).
		add("websocket_tcp_converter", m.WebsocketTCPConverter).authFields(m)
}

// circuitBreakerModule returns the params of a circuit breaker, nil for
// none.
func circuitBreakerModule(cb *CircuitBreaker) *edges.CircuitBreakerParams {
	if cb == nil {
		return nil
	}
	p := &edges.CircuitBreakerParams{ErrorThresholdPercentage: new(cb.ErrorThresholdPercentage)}
	p.TrippedDuration, p.RollingWindow = nonZero(cb.TrippedDuration), nonZero(cb.RollingWindow)
	p.NumBuckets, p.VolumeThreshold = nonZero(cb.NumBuckets), nonZero(cb.VolumeThreshold)
	return p
}

// nonZero returns a pointer to v, nil when v is zero.
func nonZero[T comparable](v T) *T {
	var zero T
	if v == zero {
		return nil
	}
	return &v
}

// compressionModule returns the params of a compression module, nil for
// none.
func compressionModule(on bool) *edges.CompressionParams {
	if !on {
		return nil
	}
	return &edges.CompressionParams{}
}

// headersModule returns the params of a headers module, nil for none.
func headersModule(h *Headers) *edges.HeadersParams {
	if h == nil {
		return nil
	}
	return &edges.HeadersParams{Add: h.Add, Remove: h.Remove}
}

// userAgentModule returns the params of a user agent filter, nil for none.
func userAgentModule(f *UserAgentFilter) *edges.UserAgentFilterParams {
	if f == nil {
		return nil
	}
	return &edges.UserAgentFilterParams{Allow: f.Allow, Deny: f.Deny}
}

// websocketModule returns the params of a websocket TCP converter, nil
// for none.
func websocketModule(on bool) *edges.WebsocketTCPConverterParams {
	if !on {
		return nil
	}
	return &edges.WebsocketTCPConverterParams{}
}

// setRouteModules sets the modules of route create params.
func setRouteModules(p *edges.RouteCreateParams, m RouteModules) error {
	p.CircuitBreaker = circuitBreakerModule(m.CircuitBreaker)
	p.Compression = compressionModule(m.Compression)
	p.RequestHeaders = headersModule(m.RequestHeaders)
	p.ResponseHeaders = headersModule(m.ResponseHeaders)
	p.UserAgentFilter = userAgentModule(m.UserAgentFilter)
	p.TrafficPolicy = trafficPolicyModule(m.TrafficPolicy)
	p.WebsocketTCPConverter = websocketModule(m.WebsocketTCPConverter)
	return setRouteAuth(p, m)
}

// routeModuleSteps returns the steps that bring the modules of an
// existing route to m.
func routeModuleSteps(ctx context.Context, rc *edges.RouteClient, rt *edges.Route, m RouteModules) []updateStep {
	steps := []updateStep{
		{"circuit_breaker", func() error {
			return setRouteModule(ctx, rc.CircuitBreaker, rt, circuitBreakerModule(m.CircuitBreaker))
		}},
		{"compression", func() error { return setRouteModule(ctx, rc.Compression, rt, compressionModule(m.Compression)) }},
		{"request_headers", func() error { return setRouteModule(ctx, rc.RequestHeaders, rt, headersModule(m.RequestHeaders)) }},
		{"response_headers", func() error {
			return setRouteModule(ctx, rc.ResponseHeaders, rt, headersModule(m.ResponseHeaders))
		}},
		{"user_agent_filter", func() error {
			return setRouteModule(ctx, rc.UserAgentFilter, rt, userAgentModule(m.UserAgentFilter))
		}},
		{"traffic_policy", func() error {
			return setRouteModule(ctx, rc.TrafficPolicy, rt, trafficPolicyModule(m.TrafficPolicy))
		}},
		{"websocket_tcp_converter", func() error {
			return setRouteModule(ctx, rc.WebsocketTCPConverter, rt, websocketModule(m.WebsocketTCPConverter))
		}},
	}
	return append(steps, authSteps(ctx, rc, rt, m)...)
}

// setRouteModule replaces a module of the route rt with p, or deletes it
// when p is nil.
func setRouteModule[P, R any](ctx context.Context, m edges.RouteModule[P, R], rt *edges.Route, p *P) error {
	if p == nil {
		return m.Delete(ctx, rt.EdgeID, rt.ID)
	}
	_, err := m.Replace(ctx, rt.EdgeID, rt.ID, p)
	return err
}
