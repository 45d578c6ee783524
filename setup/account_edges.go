package setup

import "github.com/ingresskit/ingress/edges"

// EdgeModules are the modules of a TCP or TLS edge that routes of HTTPS
// edges have too. A module left empty is not configured.
type EdgeModules struct {
	// Backend is the name of the backend that serves the edge.
	Backend string `json:"backend,omitempty"`
	// IPPolicies are the names of the IP policies that restrict it.
	IPPolicies []string `json:"ip_policies,omitempty"`
	// TrafficPolicy is the edge's Traffic Policy document, in YAML or
	// JSON; it compares by its JSON form.
	TrafficPolicy string `json:"traffic_policy,omitempty"`
}

// TCPEdge is a TCP edge. Its hostports are reserved addresses, which the
// API chooses: the edge names them.
type TCPEdge struct {
	// Name identifies the edge in the description.
	Name string `json:"name"`
	Common
	// Addresses are the names of the reserved addresses the edge serves.
	Addresses []string `json:"addresses,omitempty"`
	EdgeModules
}

// TLSEdge is a TLS edge. Its hostports are on reserved domains.
type TLSEdge struct {
	// Name identifies the edge in the description.
	Name string `json:"name"`
	Common
	// Hostports are the host:port pairs the edge serves, each on a
	// reserved domain, port 443.
	Hostports []string `json:"hostports,omitempty"`
	EdgeModules
	// TerminateAt is where TLS is terminated: "edge" or "upstream"; empty
	// with no MinTLSVersion leaves TLS termination unconfigured, empty
	// with one means "edge".
	TerminateAt edges.TerminateAt `json:"terminate_at,omitempty"`
	// MinTLSVersion is the lowest TLS version the edge accepts.
	MinTLSVersion edges.TLSVersion `json:"min_tls_version,omitempty"`
	// MutualTLS are the names of the certificate authorities that client
	// certificates are checked against; empty turns mutual TLS off.
	MutualTLS []string `json:"mutual_tls,omitempty"`
}
