// Package ippolicies manages IP policies, reusable sets of allow and deny
// rules over IPv4 and IPv6 ranges that edges and IP restrictions apply to
// the source address of traffic, and the rules that make them up; Allows
// evaluates a set of rules the way the API does.
package ippolicies

import "github.com/ingresskit/ingress"

// Client manages IP policies and their rules.
type Client struct {
	// Policies manages IP policies.
	Policies *PolicyClient
	// Rules manages the rules of IP policies.
	Rules *RuleClient
}

// NewClient returns a client of IP policies and rules that calls the API
// through c.
func NewClient(c *ingress.Client) *Client {
	return &Client{Policies: newPolicyClient(c), Rules: newRuleClient(c)}
}
