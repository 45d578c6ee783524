package edges

import "github.com/ingresskit/ingress/internal/validate"

// TerminateAt says where TLS is terminated.
type TerminateAt string

// Places where TLS is terminated.
const (
	// TerminateAtEdge terminates TLS at the service's edge, which then
	// sees the traffic.
	TerminateAtEdge TerminateAt = "edge"
	// TerminateAtUpstream passes TLS through to the agent or application
	// server, which terminates it. Modules that need to see the traffic
	// (mutual_tls and traffic_policy) may then not be enabled.
	TerminateAtUpstream TerminateAt = "upstream"
)

// TLSVersion is a TLS protocol version, such as "1.2".
type TLSVersion string

// TLS versions a termination module may require as its minimum.
const (
	// TLS10 is TLS 1.0.
	TLS10 TLSVersion = "1.0"
	// TLS11 is TLS 1.1.
	TLS11 TLSVersion = "1.1"
	// TLS12 is TLS 1.2.
	TLS12 TLSVersion = "1.2"
	// TLS13 is TLS 1.3.
	TLS13 TLSVersion = "1.3"
)

// TLSTermination is the TLS termination module.
type TLSTermination struct {
	// Enabled says whether the module applies to traffic.
	Enabled bool `json:"enabled"`
	// TerminateAt says where TLS is terminated. HTTPS edges always
	// terminate at the edge.
	TerminateAt TerminateAt `json:"terminate_at"`
	// MinVersion is the lowest TLS version accepted from clients, or nil
	// for the service's safe default. Always nil when TLS is terminated
	// upstream.
	MinVersion *TLSVersion `json:"min_version"`
}

// TLSTerminationParams configure the TLS termination module of a TLS
// edge.
type TLSTerminationParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// TerminateAt says where TLS is terminated. Required.
	TerminateAt TerminateAt `json:"terminate_at"`
	// MinVersion is the lowest TLS version accepted from clients; nil lets
	// the service choose a safe default. It must be nil when TerminateAt
	// is TerminateAtUpstream.
	MinVersion *TLSVersion `json:"min_version,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TLSTerminationParams) Validate() error {
	return validate.TLSTermination(string(p.TerminateAt), (*string)(p.MinVersion), tlsRules())
}

// TLSTerminationAtEdgeParams configure the TLS termination module of an
// HTTPS edge, which always terminates TLS at the edge.
type TLSTerminationAtEdgeParams struct {
	// Enabled says whether the module applies to traffic; nil means true.
	Enabled *bool `json:"enabled,omitempty"`
	// MinVersion is the lowest TLS version accepted from clients; nil lets
	// the service choose a safe default.
	MinVersion *TLSVersion `json:"min_version,omitempty"`
}

// Validate checks the documented rules of the parameters.
func (p *TLSTerminationAtEdgeParams) Validate() error {
	return validate.OneOf("min_version", (*string)(p.MinVersion), tlsRules().Versions...)
}

// passThrough checks the modules of a TLS edge create or update against
// the TLS termination they set along with them.
func passThrough(tt *TLSTerminationParams, mtls *MutualTLSParams, tp *TrafficPolicyParams) error {
	if tt == nil {
		return nil
	}
	return validate.PassThrough(tt.TerminateAt == TerminateAtUpstream, mtls != nil && isEnabled(mtls.Enabled), tp != nil && isEnabled(tp.Enabled))
}

// tlsRules returns the values the TLS termination rule checks against.
func tlsRules() validate.TLS {
	return validate.TLS{
		Places:      []string{string(TerminateAtEdge), string(TerminateAtUpstream)},
		PassThrough: string(TerminateAtUpstream),
		Versions:    []string{string(TLS10), string(TLS11), string(TLS12), string(TLS13)},
	}
}
