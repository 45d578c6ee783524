// Package events manages where the service sends events about an
// account's resources: destinations (a stream, log group, bucket or
// monitoring service to send to), subscriptions (which event types go to
// which destinations) and the sources of a subscription (its event types,
// like "ip_policy_created.v0").
package events

import "github.com/ingresskit/ingress"

// Client manages event destinations, subscriptions and their sources.
type Client struct {
	// Destinations manages event destinations.
	Destinations *DestinationClient
	// Subscriptions manages event subscriptions.
	Subscriptions *SubscriptionClient
	// Sources manages the event types of a subscription one at a time.
	Sources *SourceClient
}

// NewClient returns a client of events that calls the API through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{
		Destinations:  newDestinationClient(c),
		Subscriptions: newSubscriptionClient(c),
		Sources:       newSourceClient(c),
	}
}
