package setup

// RouteModules are the modules of a route of an HTTPS edge besides its
// backend and IP restriction. A module left empty is not configured.
type RouteModules struct {
	// CircuitBreaker rejects requests while the upstream fails too often.
	CircuitBreaker *CircuitBreaker `json:"circuit_breaker,omitempty"`
	// Compression compresses responses.
	Compression bool `json:"compression,omitempty"`
	// RequestHeaders changes the headers of requests.
	RequestHeaders *Headers `json:"request_headers,omitempty"`
	// ResponseHeaders changes the headers of responses.
	ResponseHeaders *Headers `json:"response_headers,omitempty"`
	// UserAgentFilter allows or denies requests by their user agent.
	UserAgentFilter *UserAgentFilter `json:"user_agent_filter,omitempty"`
	// TrafficPolicy is the route's Traffic Policy document, in YAML or
	// JSON; it compares by its JSON form.
	TrafficPolicy string `json:"traffic_policy,omitempty"`
	// WebsocketTCPConverter converts websocket connections to TCP.
	WebsocketTCPConverter bool `json:"websocket_tcp_converter,omitempty"`
	// WebhookVerification accepts only requests signed by a provider.
	WebhookVerification *WebhookVerification `json:"webhook_verification,omitempty"`
	// OIDC makes visitors sign in with an OpenID Connect provider.
	OIDC *OIDC `json:"oidc,omitempty"`
	// OAuth makes visitors sign in with an OAuth identity provider.
	OAuth *OAuth `json:"oauth,omitempty"`
	// SAML makes visitors sign in with a SAML identity provider.
	SAML *SAML `json:"saml,omitempty"`
}

// CircuitBreaker configures a route's circuit breaker module; zero
// durations and counts leave the API's defaults.
type CircuitBreaker struct {
	// ErrorThresholdPercentage is the share of failed requests, from 0
	// to 1, that trips the breaker.
	ErrorThresholdPercentage float64 `json:"error_threshold_percentage"`
	// TrippedDuration is how many seconds the breaker stays tripped.
	TrippedDuration uint32 `json:"tripped_duration,omitempty"`
	// RollingWindow is the length, in seconds, of the window measured.
	RollingWindow uint32 `json:"rolling_window,omitempty"`
	// NumBuckets is how many buckets the window is divided into.
	NumBuckets uint32 `json:"num_buckets,omitempty"`
	// VolumeThreshold is how many requests a window needs before the
	// breaker may trip.
	VolumeThreshold uint32 `json:"volume_threshold,omitempty"`
}

// Headers configures a headers module.
type Headers struct {
	// Add maps the names of headers added to their values.
	Add map[string]string `json:"add,omitempty"`
	// Remove are the names of headers removed.
	Remove []string `json:"remove,omitempty"`
}

// UserAgentFilter configures a user agent filter module.
type UserAgentFilter struct {
	// Allow are regular expressions of the user agents allowed.
	Allow []string `json:"allow,omitempty"`
	// Deny are regular expressions of the user agents denied.
	Deny []string `json:"deny,omitempty"`
}
