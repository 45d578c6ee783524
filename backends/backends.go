// Package backends manages the backends that edges send traffic to: HTTP
// response backends, which answer every request with a fixed response, and
// failover backends, which try an ordered list of other backends in turn.
package backends

import "github.com/ingresskit/ingress"

// Client manages backends.
type Client struct {
	// HTTPResponse manages HTTP response backends.
	HTTPResponse *HTTPResponseClient
	// Failover manages failover backends.
	Failover *FailoverClient
}

// NewClient returns a client of backends that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{HTTPResponse: newHTTPResponseClient(c), Failover: newFailoverClient(c)}
}
