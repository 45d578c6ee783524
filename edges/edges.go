// Package edges manages edges, the listeners that receive traffic on
// hostports and hand it to backends: TLS edges (.TLS), TCP edges (.TCP),
// HTTPS edges (.HTTPS) and the routes of HTTPS edges (.Routes), with every
// module that configures what an edge or a route does to its traffic
// (backend, IP restriction, mutual TLS, TLS termination, authentication,
// webhook verification, header rewriting and more). Each module is read,
// replaced and removed on its own through the module fields of the
// clients, and may also be set when an edge or a route is created or
// updated.
package edges

import "github.com/ingresskit/ingress"

// Client manages edges and their routes and modules.
type Client struct {
	// TLS manages TLS edges and their modules.
	TLS *TLSClient
	// TCP manages TCP edges and their modules.
	TCP *TCPClient
	// HTTPS manages HTTPS edges and their edge-level modules.
	HTTPS *HTTPSClient
	// Routes manages the routes of HTTPS edges and their modules.
	Routes *RouteClient
}

// NewClient returns a client of edges that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{
		TLS:    newTLSClient(c),
		TCP:    newTCPClient(c),
		HTTPS:  newHTTPSClient(c),
		Routes: newRouteClient(c),
	}
}
