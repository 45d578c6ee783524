// Package aigateway manages the parts of ngrok's AI gateway that the API
// holds: the API keys (.APIKeys) that callers of an AI gateway endpoint
// present. A key's token is shown once, in the response that creates it.
package aigateway

import "github.com/ingresskit/ingress"

// Client manages the AI gateway.
type Client struct {
	// APIKeys manages AI gateway API keys.
	APIKeys *APIKeyClient
}

// NewClient returns a client of the AI gateway that calls the API through
// c.
func NewClient(c *ingress.Client) *Client {
	return &Client{APIKeys: newAPIKeyClient(c)}
}
