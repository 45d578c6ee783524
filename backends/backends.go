// Package backends manages the backends that edges send traffic to: HTTP
// response backends, which answer every request with a fixed response;
// static backends, which forward to one address; tunnel group backends,
// which balance among the online tunnels with matching labels; and
// failover and weighted backends, which combine other backends, trying
// them in order or sharing traffic by weight.
package backends

import "github.com/ingresskit/ingress"

// Client manages backends.
type Client struct {
	// HTTPResponse manages HTTP response backends.
	HTTPResponse *HTTPResponseClient
	// Failover manages failover backends.
	Failover *FailoverClient
	// Static manages static backends.
	Static *StaticClient
	// TunnelGroup manages tunnel group backends.
	TunnelGroup *TunnelGroupClient
	// Weighted manages weighted backends.
	Weighted *WeightedClient
}

// NewClient returns a client of backends that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{
		HTTPResponse: newHTTPResponseClient(c), Failover: newFailoverClient(c),
		Static: newStaticClient(c), TunnelGroup: newTunnelGroupClient(c), Weighted: newWeightedClient(c),
	}
}
