package setup_test

import (
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/setup"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/ingresskit/ingress/trafficpolicy"
	"github.com/ingresskit/ingress/vaults"
)

// fixture is an account with a resource of every kind setup holds.
func fixture() setup.Account {
	return setup.Account{
		ReservedDomains: []setup.ReservedDomain{
			{Domain: "app.example.com", Common: setup.Common{Description: "public hostname"}},
			{Domain: "tls.example.com"},
		},
		ReservedAddrs: []setup.ReservedAddr{{Name: "ssh", Common: setup.Common{Description: "bastion"}}},
		IPPolicies: []setup.IPPolicy{{
			Name: "office", Common: setup.Common{Description: "trusted networks", Metadata: map[string]string{"team": "infra"}},
			Rules: []setup.IPRule{
				{CIDR: "203.0.113.0/24", Action: ippolicies.ActionAllow, Description: "office"},
				{CIDR: "2001:db8::/32", Action: ippolicies.ActionAllow, Description: "office (IPv6)"},
				{CIDR: "198.51.100.7", Action: ippolicies.ActionAllow, Description: "VPN gateway"},
			},
		}},
		IPRestrictions: []setup.IPRestriction{{Name: "dashboard", Type: iprestrictions.TypeDashboard, IPPolicies: []string{"office"}}},
		CertificateAuthorities: []setup.CertificateAuthority{{
			Name: "clients", Common: setup.Common{Description: "client certificates"}, CAPEM: setup.SecretSource{Env: "SETUP_TEST_CA_PEM"},
		}},
		TLSCertificates: []setup.TLSCertificate{{
			Name: "web", CertificatePEM: setup.SecretSource{Env: "SETUP_TEST_CERT_PEM"}, PrivateKeyPEM: setup.SecretSource{Env: "SETUP_TEST_KEY_PEM"},
		}},
		SSHCertificateAuthorities: []setup.SSHCertificateAuthority{{Name: "hosts", KeyType: sshcerts.KeyTypeED25519}},
		HTTPResponseBackends: []setup.HTTPResponseBackend{{
			Name: "welcome", StatusCode: 200, Body: "Hello.\n",
			Headers: map[string]string{"content-type": "text/plain"},
		}},
		StaticBackends:      []setup.StaticBackend{{Name: "origin", Address: "origin.example.com:443", TLS: true}},
		TunnelGroupBackends: []setup.TunnelGroupBackend{{Name: "agents", Labels: map[string]string{"app": "web"}}},
		WeightedBackends:    []setup.WeightedBackend{{Name: "canary", Backends: map[string]int64{"origin": 90, "agents": 10}}},
		FailoverBackends:    []setup.FailoverBackend{{Name: "resilient", Backends: []string{"canary", "welcome"}}},
		HTTPSEdges: []setup.HTTPSEdge{{
			Name: "web", Hostports: []string{"app.example.com:443"}, MinTLSVersion: edges.TLS12,
			Routes: []setup.Route{
				{MatchType: edges.MatchPathPrefix, Match: "/", Description: "every path", Backend: "welcome", IPPolicies: []string{"office"}},
				{MatchType: edges.MatchPathPrefix, Match: "/api", Backend: "origin", RouteModules: setup.RouteModules{
					CircuitBreaker:        &setup.CircuitBreaker{ErrorThresholdPercentage: 0.5, VolumeThreshold: 20},
					Compression:           true,
					RequestHeaders:        &setup.Headers{Add: map[string]string{"x-from": "edge"}, Remove: []string{"cookie"}},
					ResponseHeaders:       &setup.Headers{Add: map[string]string{"x-served-by": "ingress"}},
					UserAgentFilter:       &setup.UserAgentFilter{Deny: []string{"(?i)badbot"}},
					TrafficPolicy:         helloPolicy,
					WebsocketTCPConverter: true,
				}},
				{MatchType: edges.MatchPathPrefix, Match: "/hooks", Backend: "origin", RouteModules: setup.RouteModules{
					WebhookVerification: &setup.WebhookVerification{Provider: "github", Secret: &setup.SecretSource{Env: "SETUP_TEST_WEBHOOK_SECRET"}},
					OIDC: &setup.OIDC{Issuer: "https://accounts.example.com", ClientID: "ingress",
						ClientSecret: setup.SecretSource{Env: "SETUP_TEST_OIDC_SECRET"}, Scopes: []string{"openid", "email"}},
				}},
			},
		}},
		TCPEdges: []setup.TCPEdge{{
			Name: "bastion", Addresses: []string{"ssh"}, Common: setup.Common{Metadata: map[string]string{"team": "infra"}},
			EdgeModules: setup.EdgeModules{Backend: "origin", IPPolicies: []string{"office"}, TrafficPolicy: tcpPolicy},
		}},
		TLSEdges: []setup.TLSEdge{{
			Name: "mtls", Hostports: []string{"tls.example.com:443"}, Common: setup.Common{Description: "mutual TLS"},
			EdgeModules: setup.EdgeModules{Backend: "agents", IPPolicies: []string{"office"}},
			TerminateAt: edges.TerminateAtEdge, MinTLSVersion: edges.TLS12, MutualTLS: []string{"clients"},
		}},
		CloudEndpoints: []setup.CloudEndpoint{
			{Name: "hello", URL: "https://app.example.com", TrafficPolicy: helloPolicy},
			{Name: "intranet", URL: "https://intranet.internal", Bindings: []endpoints.Binding{endpoints.BindingInternal},
				Policy: &trafficpolicy.Policy{OnHTTPRequest: []trafficpolicy.Rule{{
					Name: "office only", Actions: []trafficpolicy.Action{{Config: &trafficpolicy.RestrictIPs{Allow: []string{"203.0.113.0/24"}}}},
				}}}},
		},
		EventDestinations: []setup.EventDestination{{
			Name: "audit", Target: events.Target{Kinesis: &events.Kinesis{
				Auth:      &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}},
				StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/audit",
			}},
		}},
		EventSubscriptions: []setup.EventSubscription{{
			Name: "policy changes", EventTypes: []events.EventType{events.IPPolicyCreated, events.IPPolicyUpdated}, Destinations: []string{"audit"},
		}},
		TunnelCredentials: []setup.TunnelCredential{{Name: "ci", ACL: []string{"bind:*.example.com"}}},
		SSHCredentials:    []setup.SSHCredential{{Name: "bastion", PublicKey: sshPublicKey, ACL: []string{"bind:ssh.example.com"}}},
		APIKeys:           []setup.APIKey{{Name: "deploy", Common: setup.Common{Description: "deploys"}}},
		BotUsers:          []setup.BotUser{{Name: "ci-bot"}},
		ServiceUsers:      []setup.ServiceUser{{Name: "deployer", Active: new(false)}},
		Vaults: []setup.Vault{{Name: "prod", Secrets: []setup.Secret{
			{Name: "db-password", Value: setup.SecretSource{Env: "SETUP_TEST_DB_PASSWORD"}},
		}}},
	}
}

// fixtureChanges is how many changes applying fixture to an empty account
// makes.
const fixtureChanges = 33

// helloPolicy is a Traffic Policy in YAML.
const helloPolicy = `on_http_request:
  - actions:
      - type: custom-response
        config: {status_code: 200, body: hello}
`

// tcpPolicy is a Traffic Policy for TCP traffic, in YAML.
const tcpPolicy = `on_tcp_connect:
  - actions:
      - type: restrict-ips
        config: {allow: [203.0.113.0/24]}
`

// counted starts a server with opts and counts the requests that reach its
// handler and are not GETs.
func counted(t *testing.T, opts ...ingresstest.Option) (*ingresstest.Server, *atomic.Int64) {
	t.Helper()
	t.Setenv("SETUP_TEST_DB_PASSWORD", "s3cret-value")
	t.Setenv("SETUP_TEST_WEBHOOK_SECRET", "webhook-s3cret")
	t.Setenv("SETUP_TEST_OIDC_SECRET", "oidc-s3cret")
	for name, value := range testPEMs(t) {
		t.Setenv(name, value)
	}
	srv := ingresstest.NewServer(opts...)
	t.Cleanup(srv.Close)
	var writes atomic.Int64
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodGet {
			writes.Add(1)
		}
	})
	return srv, &writes
}

// apply plans want on c and applies the plan, returning it.
func apply(t *testing.T, c *ingress.Client, want setup.Account, opts ...setup.Option) *setup.Plan {
	t.Helper()
	p, err := setup.NewPlan(t.Context(), c, want, opts...)
	require.NoError(t, err)
	require.NoError(t, p.Apply(t.Context()))
	return p
}

// vaultsClient returns the vault client of c.
func vaultsClient(c *ingress.Client) *vaults.VaultClient { return vaults.NewClient(c).Vaults }

// vaultParams returns the params of a vault named name.
func vaultParams(name string) *vaults.VaultCreateParams { return &vaults.VaultCreateParams{Name: name} }
