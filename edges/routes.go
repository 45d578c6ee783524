package edges

import (
	"context"
	"time"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/rest"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// MatchType says how a route's Match selects requests.
type MatchType string

// Match types of routes.
const (
	// MatchExactPath selects requests whose path is exactly Match.
	MatchExactPath MatchType = "exact_path"
	// MatchPathPrefix selects requests whose path starts with Match.
	MatchPathPrefix MatchType = "path_prefix"
)

// Route is a route of an HTTPS edge: the requests it selects and the
// modules that act on them.
type Route struct {
	// EdgeID is the ID of the HTTPS edge the route belongs to.
	EdgeID string `json:"edge_id"`
	// ID identifies the route; it starts with "edghtsrt_".
	ID string `json:"id"`
	// URI is the route's absolute URI.
	URI string `json:"uri"`
	// CreatedAt is when the route was created.
	CreatedAt time.Time `json:"created_at"`
	// MatchType says how Match selects requests.
	MatchType MatchType `json:"match_type"`
	// Match selects requests: "/blog", "example.com" or
	// "example.com/blog".
	Match string `json:"match"`
	// Description says what the route is for.
	Description string `json:"description"`
	// Metadata is arbitrary user-defined data.
	Metadata string `json:"metadata"`
	// Backend is the backend module, or nil when it is not configured.
	Backend *Backend `json:"backend"`
	// IPRestriction is the IP restriction module, or nil.
	IPRestriction *IPRestriction `json:"ip_restriction"`
	// CircuitBreaker is the circuit breaker module, or nil.
	CircuitBreaker *CircuitBreaker `json:"circuit_breaker"`
	// Compression is the compression module, or nil.
	Compression *Compression `json:"compression"`
	// RequestHeaders is the module that rewrites request headers, or nil.
	RequestHeaders *Headers `json:"request_headers"`
	// ResponseHeaders is the module that rewrites response headers, or
	// nil.
	ResponseHeaders *Headers `json:"response_headers"`
	// WebhookVerification is the webhook verification module, or nil.
	WebhookVerification *WebhookVerification `json:"webhook_verification"`
	// OAuth is the OAuth module, or nil.
	OAuth *OAuth `json:"oauth"`
	// SAML is the SAML module, or nil.
	SAML *SAML `json:"saml"`
	// OIDC is the OpenID Connect module, or nil.
	OIDC *OIDC `json:"oidc"`
	// WebsocketTCPConverter is the websocket to TCP converter module, or
	// nil.
	WebsocketTCPConverter *WebsocketTCPConverter `json:"websocket_tcp_converter"`
	// UserAgentFilter is the user agent filter module, or nil.
	UserAgentFilter *UserAgentFilter `json:"user_agent_filter"`
	// TrafficPolicy is the traffic policy module, or nil.
	TrafficPolicy *TrafficPolicy `json:"traffic_policy"`
}

// RouteCreateParams are the parameters of creating a route. MatchType and
// Match are required; modules left nil are not configured.
type RouteCreateParams struct {
	// MatchType says how Match selects requests. Required.
	MatchType MatchType `json:"match_type"`
	// Match selects requests: a path starting with "/", a host, or a host
	// and a path. Required; no two routes of an edge have the same match
	// type and match.
	Match string `json:"match"`
	// Description says what the route is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Backend configures the backend module.
	Backend *BackendParams `json:"backend,omitempty"`
	// IPRestriction configures the IP restriction module.
	IPRestriction *IPRestrictionParams `json:"ip_restriction,omitempty"`
	// CircuitBreaker configures the circuit breaker module.
	CircuitBreaker *CircuitBreakerParams `json:"circuit_breaker,omitempty"`
	// Compression configures the compression module.
	Compression *CompressionParams `json:"compression,omitempty"`
	// RequestHeaders configures the module that rewrites request headers.
	RequestHeaders *HeadersParams `json:"request_headers,omitempty"`
	// ResponseHeaders configures the module that rewrites response
	// headers.
	ResponseHeaders *HeadersParams `json:"response_headers,omitempty"`
	// WebhookVerification configures the webhook verification module.
	WebhookVerification *WebhookVerificationParams `json:"webhook_verification,omitempty"`
	// OAuth configures the OAuth module.
	OAuth *OAuthParams `json:"oauth,omitempty"`
	// SAML configures the SAML module.
	SAML *SAMLParams `json:"saml,omitempty"`
	// OIDC configures the OpenID Connect module.
	OIDC *OIDCParams `json:"oidc,omitempty"`
	// WebsocketTCPConverter configures the websocket to TCP converter.
	WebsocketTCPConverter *WebsocketTCPConverterParams `json:"websocket_tcp_converter,omitempty"`
	// UserAgentFilter configures the user agent filter module.
	UserAgentFilter *UserAgentFilterParams `json:"user_agent_filter,omitempty"`
	// TrafficPolicy configures the traffic policy module.
	TrafficPolicy *TrafficPolicyParams `json:"traffic_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *RouteCreateParams) Validate() error {
	return checkRoute(p, &p.MatchType, &p.Match, p.Description, p.Metadata)
}

// RouteUpdateParams are the parameters of updating a route. Fields left
// nil keep their value. A module that is supplied replaces the route's
// module as a whole; a module is removed only through its Delete.
type RouteUpdateParams struct {
	// MatchType replaces how Match selects requests.
	MatchType *MatchType `json:"match_type,omitempty"`
	// Match replaces the selector.
	Match *string `json:"match,omitempty"`
	// Description says what the route is for: at most 255 bytes.
	Description *string `json:"description,omitempty"`
	// Metadata is arbitrary user-defined data: at most 4096 bytes.
	Metadata *string `json:"metadata,omitempty"`
	// Backend replaces the backend module.
	Backend *BackendParams `json:"backend,omitempty"`
	// IPRestriction replaces the IP restriction module.
	IPRestriction *IPRestrictionParams `json:"ip_restriction,omitempty"`
	// CircuitBreaker replaces the circuit breaker module.
	CircuitBreaker *CircuitBreakerParams `json:"circuit_breaker,omitempty"`
	// Compression replaces the compression module.
	Compression *CompressionParams `json:"compression,omitempty"`
	// RequestHeaders replaces the module that rewrites request headers.
	RequestHeaders *HeadersParams `json:"request_headers,omitempty"`
	// ResponseHeaders replaces the module that rewrites response headers.
	ResponseHeaders *HeadersParams `json:"response_headers,omitempty"`
	// WebhookVerification replaces the webhook verification module.
	WebhookVerification *WebhookVerificationParams `json:"webhook_verification,omitempty"`
	// OAuth replaces the OAuth module.
	OAuth *OAuthParams `json:"oauth,omitempty"`
	// SAML replaces the SAML module; the service provider fields are kept.
	SAML *SAMLParams `json:"saml,omitempty"`
	// OIDC replaces the OpenID Connect module.
	OIDC *OIDCParams `json:"oidc,omitempty"`
	// WebsocketTCPConverter replaces the websocket to TCP converter.
	WebsocketTCPConverter *WebsocketTCPConverterParams `json:"websocket_tcp_converter,omitempty"`
	// UserAgentFilter replaces the user agent filter module.
	UserAgentFilter *UserAgentFilterParams `json:"user_agent_filter,omitempty"`
	// TrafficPolicy replaces the traffic policy module.
	TrafficPolicy *TrafficPolicyParams `json:"traffic_policy,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *RouteUpdateParams) Validate() error {
	return checkRoute(p, p.MatchType, p.Match, p.Description, p.Metadata)
}

// checkRoute checks the rules that the create and update params of routes
// share: the match type and the match when they are supplied (a create
// always supplies them), description and metadata, and each module that
// params (a pointer to the params) supply.
func checkRoute(params any, kind *MatchType, match, description, metadata *string) error {
	var kindErr, matchErr error
	if kind != nil {
		kindErr = validate.RouteMatchType("match_type", *kind, MatchExactPath, MatchPathPrefix)
	}
	if match != nil {
		matchErr = validate.RouteMatch("match", *match)
	}
	return validate.First(kindErr, matchErr, validate.Common(description, metadata), checkModules(params))
}

// RouteClient manages the routes of HTTPS edges and their modules. Routes
// have no list of their own: they come with their edge (HTTPSClient.Get).
type RouteClient struct {
	// Backend manages the backend module of routes.
	Backend RouteModule[BackendParams, Backend]
	// IPRestriction manages the IP restriction module of routes.
	IPRestriction RouteModule[IPRestrictionParams, IPRestriction]
	// CircuitBreaker manages the circuit breaker module of routes.
	CircuitBreaker RouteModule[CircuitBreakerParams, CircuitBreaker]
	// Compression manages the compression module of routes.
	Compression RouteModule[CompressionParams, Compression]
	// RequestHeaders manages the module that rewrites request headers.
	RequestHeaders RouteModule[HeadersParams, Headers]
	// ResponseHeaders manages the module that rewrites response headers.
	ResponseHeaders RouteModule[HeadersParams, Headers]
	// WebhookVerification manages the webhook verification module.
	WebhookVerification RouteModule[WebhookVerificationParams, WebhookVerification]
	// OAuth manages the OAuth module of routes.
	OAuth RouteModule[OAuthParams, OAuth]
	// SAML manages the SAML module of routes.
	SAML RouteModule[SAMLParams, SAML]
	// OIDC manages the OpenID Connect module of routes.
	OIDC RouteModule[OIDCParams, OIDC]
	// WebsocketTCPConverter manages the websocket to TCP converter.
	WebsocketTCPConverter RouteModule[WebsocketTCPConverterParams, WebsocketTCPConverter]
	// UserAgentFilter manages the user agent filter module of routes.
	UserAgentFilter RouteModule[UserAgentFilterParams, UserAgentFilter]
	// TrafficPolicy manages the traffic policy module of routes.
	TrafficPolicy RouteModule[TrafficPolicyParams, TrafficPolicy]

	routes rest.Nested[Route, RouteCreateParams, RouteUpdateParams]
}

func newRouteClient(c *ingress.Client) *RouteClient {
	rc := &RouteClient{routes: rest.NewNested[Route, RouteCreateParams, RouteUpdateParams](c, wire.HTTPSEdgeRoutes)}
	bindModules[Route](c, rc, wire.HTTPSEdgeRoutes.Item)
	return rc
}

// Create adds a route to the HTTPS edge with the given ID. Backends and IP
// policies named by its modules must exist.
//
// POST /edges/https/{edge_id}/routes
func (c *RouteClient) Create(ctx context.Context, edgeID string, params *RouteCreateParams) (*Route, error) {
	return c.routes.Create(ctx, edgeID, params)
}

// Get returns the route with the given ID of the HTTPS edge edgeID.
//
// GET /edges/https/{edge_id}/routes/{id}
func (c *RouteClient) Get(ctx context.Context, edgeID, id string) (*Route, error) {
	return c.routes.Get(ctx, edgeID, id)
}

// Update changes the supplied fields and modules of the route with the
// given ID of the HTTPS edge edgeID.
//
// PATCH /edges/https/{edge_id}/routes/{id}
func (c *RouteClient) Update(ctx context.Context, edgeID, id string, params *RouteUpdateParams) (*Route, error) {
	return c.routes.Update(ctx, edgeID, id, params)
}

// Delete deletes the route with the given ID of the HTTPS edge edgeID.
//
// DELETE /edges/https/{edge_id}/routes/{id}
func (c *RouteClient) Delete(ctx context.Context, edgeID, id string) error {
	return c.routes.Delete(ctx, edgeID, id)
}
