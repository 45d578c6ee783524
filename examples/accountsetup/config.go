package main

import (
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
)

// Config is the configuration that accountsetup brings the account to.
type Config struct {
	// Domain is the domain to reserve, served by the HTTPS edge on port
	// 443.
	Domain string
	// Rules are the rules of the IP policy, which the edge's route
	// applies: exactly these, no others.
	Rules []RuleSpec
	// Response is what the HTTP response backend answers.
	Response ResponseSpec
	// MinTLSVersion is the lowest TLS version the edge accepts.
	MinTLSVersion edges.TLSVersion
	// EventTypes are the event types that the subscription sends.
	EventTypes []events.EventType
	// StreamARN and RoleARN name the Kinesis stream that receives the
	// events and the role the service writes to it with.
	StreamARN, RoleARN string
}

// RuleSpec is one rule of the IP policy.
type RuleSpec struct {
	// CIDR is the range of addresses.
	CIDR string
	// Action is what the rule does with them.
	Action ippolicies.Action
	// Description says whose addresses they are.
	Description string
}

// ResponseSpec is the fixed response of the backend.
type ResponseSpec struct {
	// StatusCode is the status of the response.
	StatusCode int32
	// Headers are its headers, with names in lower case as the API
	// reads them back.
	Headers map[string]string
	// Body is its content.
	Body string
}

// The descriptions by which accountsetup finds what it created. The
// reserved domain is found by its name and the edge by its hostport.
const (
	policyDescription       = "accountsetup: trusted networks"
	backendDescription      = "accountsetup: welcome page"
	edgeDescription         = "accountsetup: HTTPS edge"
	routeDescription        = "accountsetup: every path"
	destinationDescription  = "accountsetup: audit stream"
	subscriptionDescription = "accountsetup: IP policy changes"
	domainDescription       = "accountsetup: public hostname"
)

// DefaultConfig returns the configuration the flags start from. The
// resource names of the stream and the role are placeholders: give real
// ones to set up a real account.
func DefaultConfig() Config {
	return Config{
		Domain: "app.example.com",
		Rules: []RuleSpec{
			{CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: "office"},
			{CIDR: "2001:db8::/32", Action: ippolicies.ActionAllow, Description: "office (IPv6)"},
			{CIDR: "198.51.100.7/32", Action: ippolicies.ActionAllow, Description: "VPN gateway"},
		},
		Response: ResponseSpec{
			StatusCode: 200,
			Headers:    map[string]string{"content-type": "text/plain; charset=utf-8"},
			Body:       "Hello from accountsetup.\n",
		},
		MinTLSVersion: edges.TLS12,
		EventTypes:    []events.EventType{events.IPPolicyCreated, events.IPPolicyUpdated},
		StreamARN:     "arn:aws:kinesis:us-east-1:123456789012:stream/accountsetup-audit",
		RoleARN:       "arn:aws:iam::123456789012:role/accountsetup-events",
	}
}
