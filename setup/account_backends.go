package setup

// StaticBackend is a backend that forwards traffic to a fixed address.
type StaticBackend struct {
	// Name identifies the backend in the description.
	Name string `json:"name"`
	Common
	// Address is the host:port traffic goes to.
	Address string `json:"address"`
	// TLS makes the connection to the address use TLS.
	TLS bool `json:"tls,omitempty"`
}

// TunnelGroupBackend is a backend that balances traffic over the online
// tunnels that carry all its labels.
type TunnelGroupBackend struct {
	// Name identifies the backend in the description.
	Name string `json:"name"`
	Common
	// Labels are the labels a tunnel must carry.
	Labels map[string]string `json:"labels,omitempty"`
}

// WeightedBackend balances traffic over other backends by weight. It may
// name backends of every kind, weighted and failover ones included, but
// not itself, at any depth.
type WeightedBackend struct {
	// Name identifies the backend in the description.
	Name string `json:"name"`
	Common
	// Backends maps the names of the backends to their weights.
	Backends map[string]int64 `json:"backends,omitempty"`
}

// FailoverBackend sends traffic to the first of its backends that is
// available. It may name backends of every kind, weighted and failover
// ones included, but not itself, at any depth.
type FailoverBackend struct {
	// Name identifies the backend in the description.
	Name string `json:"name"`
	Common
	// Backends are the names of the backends, in the order they are tried.
	Backends []string `json:"backends,omitempty"`
}
