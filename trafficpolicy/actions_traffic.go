package trafficpolicy

import (
	"net/netip"
	"time"
)

// RestrictIPs is the config of the restrict-ips action, which lets a
// connection through only when its client IP is in an allowed CIDR and in
// no denied one. At least one of Allow, Deny and IPPolicies is required.
// Allowed in every phase.
type RestrictIPs struct {
	// Enforce, when false, lets a refused connection go on to the next
	// action; nil means true.
	Enforce *bool `json:"enforce,omitempty"`
	// Allow lists the CIDRs allowed, like "203.0.113.0/24".
	Allow []string `json:"allow,omitzero"`
	// Deny lists the CIDRs denied.
	Deny []string `json:"deny,omitzero"`
	// IPPolicies lists the IDs of IP policies (ipp_...) whose rules apply.
	IPPolicies []string `json:"ip_policies,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "restrict-ips".
func (RestrictIPs) ActionType() string { return "restrict-ips" }

// MarshalJSON writes the config with its Extra members.
func (c RestrictIPs) MarshalJSON() ([]byte, error) {
	type plain RestrictIPs
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *RestrictIPs) UnmarshalJSON(data []byte) error {
	type plain RestrictIPs
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check requires a list and checks each CIDR.
func (c *RestrictIPs) check(ch *checks) {
	ch.require("allow, deny or ip_policies", len(c.Allow)+len(c.Deny)+len(c.IPPolicies) > 0)
	cidrs(ch, "allow", c.Allow)
	cidrs(ch, "deny", c.Deny)
}

// cidrs checks that each entry of list is a CIDR or an IP address.
func cidrs(ch *checks, field string, list []string) {
	for _, s := range list {
		if _, err := netip.ParsePrefix(s); err == nil || interpolated(s) {
			continue
		}
		if _, err := netip.ParseAddr(s); err != nil {
			ch.invalidCoded(field, codeCIDR, "%q is neither a CIDR nor an IP address", s)
		}
	}
}

// RateLimit is the config of the rate-limit action, which refuses
// requests with 429 once a bucket of requests has reached its capacity
// within the rate's window. Name, Algorithm, Capacity, Rate and BucketKey
// are required. Allowed in on_http_request.
type RateLimit struct {
	// Name names the limit: fewer than 1024 characters.
	Name string `json:"name,omitempty"`
	// Enforce, when false, counts without refusing; nil means true.
	Enforce *bool `json:"enforce,omitempty"`
	// Algorithm is the limiting algorithm: "sliding_window".
	Algorithm string `json:"algorithm,omitempty"`
	// Capacity is the number of requests let through per window, from 1
	// to 2,000,000,000.
	Capacity *int `json:"capacity,omitempty"`
	// Rate is the window, a duration that is a multiple of ten seconds
	// from "60s" to "24h".
	Rate string `json:"rate,omitempty"`
	// BucketKey holds up to ten CEL expressions, like "conn.client_ip",
	// whose values together pick the bucket of a request.
	BucketKey []string `json:"bucket_key,omitzero"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "rate-limit".
func (RateLimit) ActionType() string { return "rate-limit" }

// MarshalJSON writes the config with its Extra members.
func (c RateLimit) MarshalJSON() ([]byte, error) {
	type plain RateLimit
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *RateLimit) UnmarshalJSON(data []byte) error {
	type plain RateLimit
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// AlgorithmSlidingWindow is the only rate-limit algorithm.
const AlgorithmSlidingWindow = "sliding_window"

// check checks the documented bounds.
func (c *RateLimit) check(ch *checks) {
	ch.require("name", c.Name != "")
	if len(c.Name) >= 1024 {
		ch.invalidCoded("name", codeTooLong, "is %d characters long, want fewer than 1024", len(c.Name))
	}
	ch.requireOneOf("algorithm", c.Algorithm, AlgorithmSlidingWindow)
	ch.require("capacity", c.Capacity != nil)
	ch.intRange("capacity", c.Capacity, 1, 2_000_000_000)
	ch.require("rate", c.Rate != "")
	if c.Rate != "" {
		d, err := time.ParseDuration(c.Rate)
		if err != nil || d < time.Minute || d > 24*time.Hour || d%(10*time.Second) != 0 {
			ch.invalid("rate", "%q is not a multiple of ten seconds from 60s to 24h", c.Rate)
		}
	}
	ch.requireCount("bucket_key", len(c.BucketKey), 10)
}

// expressions returns the bucket keys, which are CEL expressions.
func (c *RateLimit) expressions() []fieldExpr {
	var out []fieldExpr
	for _, k := range c.BucketKey {
		out = append(out, fieldExpr{field: "bucket_key", src: k})
	}
	return out
}

// Deny is the config of the deny action, which refuses the request or
// closes the connection. Its config is optional, and has no fields in
// on_tcp_connect. Allowed in on_tcp_connect and on_http_request.
type Deny struct {
	// StatusCode is the status of the refusal in on_http_request; nil
	// means 403.
	StatusCode *int `json:"status_code,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "deny".
func (Deny) ActionType() string { return "deny" }

// MarshalJSON writes the config with its Extra members.
func (c Deny) MarshalJSON() ([]byte, error) {
	type plain Deny
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *Deny) UnmarshalJSON(data []byte) error {
	type plain Deny
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks the status code.
func (c *Deny) check(ch *checks) {
	ch.intRange("status_code", c.StatusCode, 100, 599)
}

// CloseConnection is the config of the close-connection action, which
// closes the client's connection. It has no fields. Allowed in
// on_tcp_connect and on_http_request.
type CloseConnection struct {
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "close-connection".
func (CloseConnection) ActionType() string { return "close-connection" }

// MarshalJSON writes the config with its Extra members.
func (c CloseConnection) MarshalJSON() ([]byte, error) {
	type plain CloseConnection
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *CloseConnection) UnmarshalJSON(data []byte) error {
	type plain CloseConnection
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// CircuitBreaker is the config of the circuit-breaker action, which
// refuses requests for a while once the share of upstream errors in a
// rolling window passes a threshold. Every field is optional. Allowed in
// on_http_request.
type CircuitBreaker struct {
	// ErrorThreshold is the share of errors, from 0.0 to 1.0, at which
	// the breaker trips; nil means 0.5.
	ErrorThreshold *float64 `json:"error_threshold,omitempty"`
	// VolumeThreshold is the number of requests in the window before the
	// threshold is checked; nil means 10.
	VolumeThreshold *int `json:"volume_threshold,omitempty"`
	// WindowDuration is the rolling window, from "1s" to "2m"; "" means
	// "10s".
	WindowDuration string `json:"window_duration,omitempty"`
	// TrippedDuration is how long a tripped breaker refuses requests, from
	// "1s" to "2m"; "" means "10s".
	TrippedDuration string `json:"tripped_duration,omitempty"`
	// NumBuckets is the number of buckets of the window, fixed at 10.
	NumBuckets *int `json:"num_buckets,omitempty"`
	// Enforce, when false, never trips the breaker; nil means true.
	Enforce *bool `json:"enforce,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "circuit-breaker".
func (CircuitBreaker) ActionType() string { return "circuit-breaker" }

// MarshalJSON writes the config with its Extra members.
func (c CircuitBreaker) MarshalJSON() ([]byte, error) {
	type plain CircuitBreaker
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *CircuitBreaker) UnmarshalJSON(data []byte) error {
	type plain CircuitBreaker
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// check checks the documented bounds.
func (c *CircuitBreaker) check(ch *checks) {
	if t := c.ErrorThreshold; t != nil && (*t < 0 || *t > 1) {
		ch.invalidCoded("error_threshold", codeOutOfRange, "must be between 0.0 and 1.0 inclusive, was %v", *t)
	}
	ch.intRange("volume_threshold", c.VolumeThreshold, 1, 2_000_000_000)
	ch.duration("window_duration", c.WindowDuration, time.Second, 2*time.Minute)
	ch.duration("tripped_duration", c.TrippedDuration, time.Second, 2*time.Minute)
}

// ForwardInternal is the config of the forward-internal action, which
// hands the traffic to an internal endpoint of the same account. URL is
// required. Allowed in on_tcp_connect and on_http_request.
type ForwardInternal struct {
	// URL is the internal endpoint's URL, like "https://app.internal".
	URL string `json:"url,omitempty"`
	// Binding is the binding of the endpoint to forward to.
	Binding string `json:"binding,omitempty"`
	// OnError is "halt" (the default) or "continue": whether the next
	// actions run when forwarding fails.
	OnError string `json:"on_error,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "forward-internal".
func (ForwardInternal) ActionType() string { return "forward-internal" }

// MarshalJSON writes the config with its Extra members.
func (c ForwardInternal) MarshalJSON() ([]byte, error) {
	type plain ForwardInternal
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *ForwardInternal) UnmarshalJSON(data []byte) error {
	type plain ForwardInternal
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// The values of the on_error field of the actions that have one.
const (
	OnErrorHalt     = "halt"
	OnErrorContinue = "continue"
)

// check requires the URL.
func (c *ForwardInternal) check(ch *checks) {
	ch.require("url", c.URL != "")
	ch.onError(c.OnError)
}

// TerminateTLS is the config of the terminate-tls action, which sets how
// the endpoint terminates TLS: versions, a certificate of its own, mutual
// TLS. Every field is optional. Allowed in on_tcp_connect.
type TerminateTLS struct {
	// MinVersion is the lowest TLS version accepted: "1.0", "1.1", "1.2"
	// (the default) or "1.3".
	MinVersion string `json:"min_version,omitempty"`
	// MaxVersion is the highest TLS version accepted; "" means "1.3".
	MaxVersion string `json:"max_version,omitempty"`
	// ServerPrivateKey is the PEM private key of ServerCertificate; the
	// two go together.
	ServerPrivateKey string `json:"server_private_key,omitempty"`
	// ServerCertificate is the PEM certificate the endpoint presents.
	ServerCertificate string `json:"server_certificate,omitempty"`
	// MutualTLSCertificateAuthorities lists PEM certificates or IDs of
	// certificate authorities trusted for client certificates.
	MutualTLSCertificateAuthorities []string `json:"mutual_tls_certificate_authorities,omitzero"`
	// MutualTLSVerificationStrategy is "require-and-verify" (the default),
	// "require-any" or "request".
	MutualTLSVerificationStrategy string `json:"mutual_tls_verification_strategy,omitempty"`
	// Extra holds the members of the config that the type does not name.
	Extra Extra `json:"-"`
}

// ActionType returns "terminate-tls".
func (TerminateTLS) ActionType() string { return "terminate-tls" }

// MarshalJSON writes the config with its Extra members.
func (c TerminateTLS) MarshalJSON() ([]byte, error) {
	type plain TerminateTLS
	return encodeKnown(plain(c), c.Extra)
}

// UnmarshalJSON reads the config, keeping the members it does not know in
// Extra.
func (c *TerminateTLS) UnmarshalJSON(data []byte) error {
	type plain TerminateTLS
	return decodeObject(data, (*plain)(c), &c.Extra)
}

// tlsVersions are the TLS versions that terminate-tls accepts, from the
// lowest.
var tlsVersions = []string{"1.0", "1.1", "1.2", "1.3"}

// check checks the versions, the strategy and the key pair.
func (c *TerminateTLS) check(ch *checks) {
	ch.oneOf("min_version", c.MinVersion, tlsVersions...)
	ch.oneOf("max_version", c.MaxVersion, tlsVersions...)
	if c.MinVersion != "" && c.MaxVersion != "" && c.MinVersion > c.MaxVersion {
		ch.invalid("min_version", "%s is above max_version %s", c.MinVersion, c.MaxVersion)
	}
	ch.oneOf("mutual_tls_verification_strategy", c.MutualTLSVerificationStrategy, "require-and-verify", "require-any", "request")
	switch {
	case c.ServerPrivateKey != "" && c.ServerCertificate == "":
		ch.invalidCoded("server_certificate", codeDependsOn, "is required when server_private_key is specified")
	case c.ServerCertificate != "" && c.ServerPrivateKey == "":
		ch.invalidCoded("server_private_key", codeDependsOn, "is required when server_certificate is specified")
	}
}
