package edges

import "github.com/ingresskit/ingress/internal/validate"

// CircuitBreaker is the circuit breaker module: it stops sending requests
// to an upstream that fails too often, for a while. Zero values are unset
// and leave the service's defaults.
type CircuitBreaker struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// TrippedDuration is how many seconds a tripped circuit waits before
	// it checks the upstream again.
	TrippedDuration uint32 `json:"tripped_duration"`
	// RollingWindow is how many seconds of statistics are kept.
	RollingWindow uint32 `json:"rolling_window"`
	// NumBuckets is how many buckets the statistics are kept in.
	NumBuckets uint32 `json:"num_buckets"`
	// VolumeThreshold is how many requests in the window can trip the
	// circuit.
	VolumeThreshold uint32 `json:"volume_threshold"`
	// ErrorThresholdPercentage is the fraction of failed requests, from 0
	// to 1, that trips the circuit.
	ErrorThresholdPercentage float64 `json:"error_threshold_percentage"`
}

// CircuitBreakerParams configure the circuit breaker module. Fields left
// nil leave the service's defaults.
type CircuitBreakerParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// TrippedDuration is how many seconds a tripped circuit waits before
	// it checks the upstream again.
	TrippedDuration *uint32 `json:"tripped_duration,omitempty"`
	// RollingWindow is how many seconds of statistics are kept.
	RollingWindow *uint32 `json:"rolling_window,omitempty"`
	// NumBuckets is how many buckets the statistics are kept in: at most
	// 128.
	NumBuckets *uint32 `json:"num_buckets,omitempty"`
	// VolumeThreshold is how many requests in the window can trip the
	// circuit.
	VolumeThreshold *uint32 `json:"volume_threshold,omitempty"`
	// ErrorThresholdPercentage is the fraction of failed requests that
	// trips the circuit: from 0 to 1, not a percentage despite its name.
	ErrorThresholdPercentage *float64 `json:"error_threshold_percentage,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *CircuitBreakerParams) Validate() error {
	return validate.CircuitBreaker(p.TrippedDuration, p.RollingWindow, p.NumBuckets, p.ErrorThresholdPercentage)
}

// Compression is the compression module: responses are compressed for
// clients that accept it.
type Compression struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
}

// CompressionParams configure the compression module.
type CompressionParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
}

// Validate checks the documented rules of the parameters: there are none.
func (p *CompressionParams) Validate() error { return nil }

// Headers is a header rewriting module: RequestHeaders rewrites requests
// before they reach the upstream, ResponseHeaders rewrites responses
// before they reach the client.
type Headers struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Add maps the names of headers to add to their values.
	Add map[string]string `json:"add"`
	// Remove lists the names of headers to remove.
	Remove []string `json:"remove"`
}

// HeadersParams configure a header rewriting module.
type HeadersParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// Add maps the names of headers to add to their values.
	Add map[string]string `json:"add,omitzero"`
	// Remove lists the names of headers to remove.
	Remove []string `json:"remove,omitzero"`
}

// Validate checks the documented rules of the parameters: header names
// are HTTP tokens, unique regardless of case, and values hold no control
// characters other than tab.
func (p *HeadersParams) Validate() error {
	return validate.First(validate.ModuleHeaders("add", p.Add), validate.ModuleHeaderNames("remove", p.Remove))
}

// WebsocketTCPConverter is the module that converts websocket connections
// to TCP streams for the upstream.
type WebsocketTCPConverter struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
}

// WebsocketTCPConverterParams configure the websocket to TCP converter.
type WebsocketTCPConverterParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
}

// Validate checks the documented rules of the parameters: there are none.
func (p *WebsocketTCPConverterParams) Validate() error { return nil }

// UserAgentFilter is the user agent filter module: requests whose
// User-Agent matches a deny pattern, or no allow pattern when there are
// some, are refused.
type UserAgentFilter struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// Allow lists the regular expressions of allowed user agents.
	Allow []string `json:"allow"`
	// Deny lists the regular expressions of refused user agents.
	Deny []string `json:"deny"`
}

// UserAgentFilterParams configure the user agent filter module.
type UserAgentFilterParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// Allow lists the regular expressions (RE2 syntax) of allowed user
	// agents.
	Allow []string `json:"allow,omitzero"`
	// Deny lists the regular expressions (RE2 syntax) of refused user
	// agents.
	Deny []string `json:"deny,omitzero"`
}

// Validate checks the documented rules of the parameters: every pattern
// is a regular expression.
func (p *UserAgentFilterParams) Validate() error {
	return validate.First(validate.Regexps("allow", p.Allow), validate.Regexps("deny", p.Deny))
}
