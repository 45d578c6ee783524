package main

import (
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/setup"
)

// Options are what the command line chooses.
type Options struct {
	// File is a YAML description to apply instead of the built-in one.
	File string
	// Domain is the domain to reserve, served by the HTTPS edge on port
	// 443.
	Domain string
	// StreamARN and RoleARN name the Kinesis stream that receives the
	// events and the role the service writes to it with.
	StreamARN, RoleARN string
}

// DefaultOptions returns the options the flags start from. The resource
// names of the stream and the role are placeholders: give real ones to set
// up a real account.
func DefaultOptions() Options {
	return Options{
		Domain:    "app.example.com",
		StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/accountsetup-audit",
		RoleARN:   "arn:aws:iam::123456789012:role/accountsetup-events",
	}
}

// Describe returns the built-in description: a reserved domain, an IP
// policy with its rules, an HTTP response backend, an HTTPS edge on the
// domain whose route sends traffic to the backend behind an IP
// restriction, and an event subscription that sends IP policy changes to a
// Kinesis stream.
func Describe(o Options) setup.Account {
	return setup.Account{
		ReservedDomains: []setup.ReservedDomain{{Domain: o.Domain, Common: setup.Common{Description: "accountsetup: public hostname"}}},
		IPPolicies: []setup.IPPolicy{{
			Name: "trusted", Common: setup.Common{Description: "accountsetup: trusted networks"},
			Rules: []setup.IPRule{
				{CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: "office"},
				{CIDR: "2001:db8::/32", Action: ippolicies.ActionAllow, Description: "office (IPv6)"},
				{CIDR: "198.51.100.7/32", Action: ippolicies.ActionAllow, Description: "VPN gateway"},
			},
		}},
		HTTPResponseBackends: []setup.HTTPResponseBackend{{
			Name: "welcome", Common: setup.Common{Description: "accountsetup: welcome page"},
			StatusCode: 200, Headers: map[string]string{"content-type": "text/plain; charset=utf-8"},
			Body: "Hello from accountsetup.\n",
		}},
		HTTPSEdges: []setup.HTTPSEdge{{
			Name: "web", Common: setup.Common{Description: "accountsetup: HTTPS edge"},
			Hostports: []string{o.Domain + ":443"}, MinTLSVersion: edges.TLS12,
			Routes: []setup.Route{{
				MatchType: edges.MatchPathPrefix, Match: "/", Description: "accountsetup: every path",
				Backend: "welcome", IPPolicies: []string{"trusted"},
			}},
		}},
		EventDestinations: []setup.EventDestination{{
			Name: "audit", Common: setup.Common{Description: "accountsetup: audit stream"},
			Target: events.Target{Kinesis: &events.Kinesis{
				Auth: &events.AWSAuth{Role: &events.AWSRole{RoleARN: o.RoleARN}}, StreamARN: o.StreamARN,
			}},
		}},
		EventSubscriptions: []setup.EventSubscription{{
			Name: "policy changes", Common: setup.Common{Description: "accountsetup: IP policy changes"},
			EventTypes: []events.EventType{events.IPPolicyCreated, events.IPPolicyUpdated}, Destinations: []string{"audit"},
		}},
	}
}
