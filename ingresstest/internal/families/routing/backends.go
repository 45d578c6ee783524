package routing

import (
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"

	"github.com/ingresskit/ingress/backends"
)

// registerBackends serves the five kinds of backends: HTTP response,
// failover, static, tunnel group and weighted. A backend that a failover
// or weighted backend lists cannot be deleted (see backends_graph.go).
func registerBackends(s *account) {
	api.ServeResource(s.engine, s.engine.Records.HTTPResponseBackends, api.Resource[backends.HTTPResponse, backends.HTTPResponseCreateParams, backends.HTTPResponseUpdateParams]{
		Wire:   wire.HTTPResponseBackends,
		Create: s.createHTTPResponseBackend, Update: s.updateHTTPResponseBackend, Delete: deleteBackend[backends.HTTPResponse](s),
	})
	registerFailoverBackends(s)
	registerStaticBackends(s)
	registerTunnelGroupBackends(s)
	registerWeightedBackends(s)
}

// lowerHeaders returns a copy of h with names in lower case, or nil when h
// is empty: the API reads back no headers as null.
func lowerHeaders(h map[string]string) map[string]string {
	if len(h) == 0 {
		return nil
	}
	out := make(map[string]string, len(h))
	for name, value := range h {
		out[strings.ToLower(name)] = value
	}
	return out
}

// createHTTPResponseBackend is the create hook of HTTP response backends:
// it builds the record of a new one.
func (s *account) createHTTPResponseBackend(c *api.Call, p *backends.HTTPResponseCreateParams) (*backends.HTTPResponse, error) {
	return &backends.HTTPResponse{
		Body: p.Body, Headers: lowerHeaders(p.Headers), StatusCode: p.StatusCode,
	}, nil
}

// updateHTTPResponseBackend is the update hook of HTTP response backends:
// it returns the record changed.
func (s *account) updateHTTPResponseBackend(c *api.Call, b backends.HTTPResponse, p *backends.HTTPResponseUpdateParams) (*backends.HTTPResponse, error) {
	api.SetIf(&b.Body, p.Body)
	api.SetIf(&b.StatusCode, p.StatusCode)
	if p.Headers != nil {
		b.Headers = lowerHeaders(p.Headers)
	}
	return &b, nil
}
