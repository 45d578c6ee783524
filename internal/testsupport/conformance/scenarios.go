// Package conformance drives every endpoint that ingresstest serves through
// the SDK, so that a test can check each response against the published
// OpenAPI description of the API.
package conformance

import (
	"context"
	"testing"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
)

// Env is what a scenario works with: a server and a client wired to it.
type Env struct {
	// T is the test the scenario runs in; failures end it.
	T *testing.T
	// Ctx is the context of every call.
	Ctx context.Context
	// Server is the server under test.
	Server *ingresstest.Server
	// Client calls Server, validating every response.
	Client *ingress.Client
}

// Scenario exercises every endpoint of one resource family.
type Scenario struct {
	// Name is the family's package name.
	Name string
	// Run calls every endpoint of the family in env.
	Run func(env *Env)
}

// Scenarios lists the scenario of every family.
var Scenarios = []Scenario{
	{"apikeys", apiKeys},
	{"credentials", credentials},
	{"sshcerts", sshCerts},
	{"certificates", certificates},
	{"reserveddomains", reservedDomains},
	{"reservedaddrs", reservedAddrs},
	{"endpoints", cloudEndpoints},
	{"agentingresses", agentIngresses},
	{"ippolicies", ipPolicies},
	{"iprestrictions", ipRestrictions},
	{"backends", backends},
	{"edges", edges},
	{"sessions", sessions},
	{"events", events},
	{"botusers", botUsers},
	{"serviceusers", serviceUsers},
	{"vaults", vaultsAndSecrets},
	{"backends", backendKinds},
	{"k8soperators", k8sOperators},
	{"aigateway", aiGatewayAPIKeys},

	{"tunnels", tunnelsOfAgents},
	{"applications", applicationSessionsAndUsers},
	{"abusereports", abuseReports},
}
