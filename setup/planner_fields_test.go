package setup_test

import (
	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/endpoints"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/iprestrictions"
	"github.com/ingresskit/ingress/sshcerts"
	"github.com/stretchr/testify/assert"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/setup"
)

// richAccount is fixture with every compared field of every kind set:
// description and metadata on each resource that has them, and routes
// with the modules that fixture leaves out.
func richAccount() setup.Account {
	a := fixture()
	for _, c := range commons(&a) {
		c.Description = "described"
		c.Metadata = map[string]string{"team": "infra"}
	}
	a.IPRestrictions[0].Enforced = true
	a.CloudEndpoints[0].PoolingEnabled = true
	a.TLSEdges[0].TrafficPolicy = tcpPolicy
	a.ServiceUsers[0].Active = nil
	a.Vaults[0].Secrets[0].Description = "database"
	// Second resources, for the references that a change points elsewhere.
	a.ReservedDomains = append(a.ReservedDomains, setup.ReservedDomain{Domain: "www.example.com"},
		setup.ReservedDomain{Domain: "service.default"}, setup.ReservedDomain{Domain: "pass.example.com"})
	a.TLSEdges = append(a.TLSEdges, setup.TLSEdge{Name: "passthrough", Hostports: []string{"pass.example.com:443"},
		EdgeModules: setup.EdgeModules{Backend: "agents"}, TerminateAt: edges.TerminateAtUpstream}) // for the endpoint service, made public
	a.ReservedAddrs = append(a.ReservedAddrs, setup.ReservedAddr{Name: "ssh2"})
	a.IPPolicies = append(a.IPPolicies, setup.IPPolicy{Name: "branch"})
	a.CertificateAuthorities = append(a.CertificateAuthorities, setup.CertificateAuthority{
		Name: "partners", CAPEM: setup.SecretSource{Env: "SETUP_TEST_CA_PEM"},
	})
	a.CloudEndpoints = append(a.CloudEndpoints, setup.CloudEndpoint{
		Name: "service", URL: "http://service.default", Bindings: []endpoints.Binding{endpoints.BindingKubernetes}, TrafficPolicy: helloPolicy,
	})
	a.EventDestinations = append(a.EventDestinations, setup.EventDestination{Name: "archive", Target: events.Target{Kinesis: &events.Kinesis{
		Auth:      &events.AWSAuth{Role: &events.AWSRole{RoleARN: "arn:aws:iam::123456789012:role/events"}},
		StreamARN: "arn:aws:kinesis:us-east-1:123456789012:stream/archive",
	}}})
	a.HTTPSEdges[0].Routes = append(a.HTTPSEdges[0].Routes,
		setup.Route{MatchType: edges.MatchPathPrefix, Match: "/github", Backend: "welcome", RouteModules: setup.RouteModules{OAuth: githubOAuth()}},
		setup.Route{MatchType: edges.MatchPathPrefix, Match: "/saml", Backend: "welcome", RouteModules: setup.RouteModules{SAML: &setup.SAML{
			IdPMetadata: idpMetadata, AuthorizedGroups: []string{"ops"}, NameIDFormat: edges.NameIDEmail,
		}}},
	)
	return a
}

// commons returns the Common of every described resource of a that has
// one, by the name of its kind in plans.
func commons(a *setup.Account) map[string]*setup.Common {
	return map[string]*setup.Common{
		"reserved_domain":           &a.ReservedDomains[0].Common,
		"reserved_addr":             &a.ReservedAddrs[0].Common,
		"ip_policy":                 &a.IPPolicies[0].Common,
		"ip_restriction":            &a.IPRestrictions[0].Common,
		"certificate_authority":     &a.CertificateAuthorities[0].Common,
		"tls_certificate":           &a.TLSCertificates[0].Common,
		"ssh_certificate_authority": &a.SSHCertificateAuthorities[0].Common,
		"http_response_backend":     &a.HTTPResponseBackends[0].Common,
		"static_backend":            &a.StaticBackends[0].Common,
		"tunnel_group_backend":      &a.TunnelGroupBackends[0].Common,
		"weighted_backend":          &a.WeightedBackends[0].Common,
		"failover_backend":          &a.FailoverBackends[0].Common,
		"https_edge":                &a.HTTPSEdges[0].Common,
		"tcp_edge":                  &a.TCPEdges[0].Common,
		"tls_edge":                  &a.TLSEdges[0].Common,
		"cloud_endpoint":            &a.CloudEndpoints[0].Common,
		"event_destination":         &a.EventDestinations[0].Common,
		"event_subscription":        &a.EventSubscriptions[0].Common,
		"tunnel_credential":         &a.TunnelCredentials[0].Common,
		"ssh_credential":            &a.SSHCredentials[0].Common,
		"api_key":                   &a.APIKeys[0].Common,
		"vault":                     &a.Vaults[0].Common,
	}
}

// otherSSHKey is an SSH public key other than the fixture's.
const otherSSHKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINM/Ldtzd0VyvhV8CjhSl9WtAxOClmAUsqRwXU7S+EBX"

// fieldChanges changes one compared field of richAccount, by "kind field";
// nil for a field whose one value the API takes.
func fieldChanges() map[string]func(*setup.Account) {
	office := func(a *setup.Account) *setup.IPPolicy { return &a.IPPolicies[0] }
	route := func(a *setup.Account, i int) *setup.Route { return &a.HTTPSEdges[0].Routes[i] }
	changes := map[string]func(*setup.Account){
		"ip_policy_rule action":      func(a *setup.Account) { office(a).Rules[0].Action = ippolicies.ActionDeny },
		"ip_policy_rule description": func(a *setup.Account) { office(a).Rules[0].Description = "changed" },

		"ip_restriction type":        func(a *setup.Account) { a.IPRestrictions[0].Type = iprestrictions.TypeEndpoints },
		"ip_restriction enforced":    func(a *setup.Account) { a.IPRestrictions[0].Enforced = false },
		"ip_restriction ip_policies": func(a *setup.Account) { a.IPRestrictions[0].IPPolicies = []string{"branch"} },

		"ssh_certificate_authority key_type": func(a *setup.Account) { a.SSHCertificateAuthorities[0].KeyType = sshcerts.KeyTypeECDSA },

		"http_response_backend status_code": func(a *setup.Account) { a.HTTPResponseBackends[0].StatusCode = 201 },
		"http_response_backend headers": func(a *setup.Account) {
			a.HTTPResponseBackends[0].Headers = map[string]string{"content-type": "text/html"}
		},
		"http_response_backend body": func(a *setup.Account) { a.HTTPResponseBackends[0].Body = "changed" },

		"static_backend address": func(a *setup.Account) { a.StaticBackends[0].Address = "elsewhere.example.com:443" },
		"static_backend tls":     func(a *setup.Account) { a.StaticBackends[0].TLS = false },

		"tunnel_group_backend labels": func(a *setup.Account) { a.TunnelGroupBackends[0].Labels = map[string]string{"app": "api"} },
		"weighted_backend backends": func(a *setup.Account) {
			a.WeightedBackends[0].Backends = map[string]int64{"origin": 50, "agents": 50}
		},
		"failover_backend backends": func(a *setup.Account) { a.FailoverBackends[0].Backends = []string{"welcome", "canary"} },

		"https_edge hostports":       func(a *setup.Account) { a.HTTPSEdges[0].Hostports = []string{"www.example.com:443"} },
		"https_edge min_tls_version": func(a *setup.Account) { a.HTTPSEdges[0].MinTLSVersion = edges.TLS13 },

		"https_edge_route description": func(a *setup.Account) { route(a, 0).Description = "changed" },
		"https_edge_route backend":     func(a *setup.Account) { route(a, 0).Backend = "origin" },
		"https_edge_route ip_policies": func(a *setup.Account) { route(a, 0).IPPolicies = []string{"branch"} },
		"https_edge_route circuit_breaker": func(a *setup.Account) {
			route(a, 1).CircuitBreaker = &setup.CircuitBreaker{ErrorThresholdPercentage: 0.6, VolumeThreshold: 20}
		},
		"https_edge_route compression": func(a *setup.Account) { route(a, 1).Compression = false },
		"https_edge_route request_headers": func(a *setup.Account) {
			route(a, 1).RequestHeaders = &setup.Headers{Add: map[string]string{"x-from": "elsewhere"}}
		},
		"https_edge_route response_headers": func(a *setup.Account) {
			route(a, 1).ResponseHeaders = &setup.Headers{Remove: []string{"server"}}
		},
		"https_edge_route user_agent_filter": func(a *setup.Account) {
			route(a, 1).UserAgentFilter = &setup.UserAgentFilter{Allow: []string{"(?i)goodbot"}}
		},
		"https_edge_route traffic_policy":          func(a *setup.Account) { route(a, 1).TrafficPolicy = tcpPolicyAsHTTP },
		"https_edge_route websocket_tcp_converter": func(a *setup.Account) { route(a, 1).WebsocketTCPConverter = false },
		"https_edge_route webhook_verification": func(a *setup.Account) {
			route(a, 2).WebhookVerification = &setup.WebhookVerification{Provider: "gitlab", Secret: &setup.SecretSource{Env: "SETUP_TEST_WEBHOOK_SECRET"}}
		},
		"https_edge_route oidc":  func(a *setup.Account) { route(a, 2).OIDC.Issuer = "https://login.example.com" },
		"https_edge_route oauth": func(a *setup.Account) { route(a, 3).OAuth.Teams = []string{"acme/dev"} },
		"https_edge_route saml":  func(a *setup.Account) { route(a, 4).SAML.AuthorizedGroups = []string{"admins"} },

		"tcp_edge addresses":      func(a *setup.Account) { a.TCPEdges[0].Addresses = []string{"ssh2"} },
		"tcp_edge backend":        func(a *setup.Account) { a.TCPEdges[0].Backend = "agents" },
		"tcp_edge ip_policies":    func(a *setup.Account) { a.TCPEdges[0].IPPolicies = []string{"branch"} },
		"tcp_edge traffic_policy": func(a *setup.Account) { a.TCPEdges[0].TrafficPolicy = tcpPolicyOther },

		"tls_edge hostports":       func(a *setup.Account) { a.TLSEdges[0].Hostports = []string{"www.example.com:443"} },
		"tls_edge backend":         func(a *setup.Account) { a.TLSEdges[0].Backend = "origin" },
		"tls_edge ip_policies":     func(a *setup.Account) { a.TLSEdges[0].IPPolicies = []string{"branch"} },
		"tls_edge traffic_policy":  func(a *setup.Account) { a.TLSEdges[0].TrafficPolicy = tcpPolicyOther },
		"tls_edge terminate_at":    func(a *setup.Account) { a.TLSEdges[1].TerminateAt = edges.TerminateAtEdge },
		"tls_edge min_tls_version": func(a *setup.Account) { a.TLSEdges[0].MinTLSVersion = edges.TLS13 },
		"tls_edge mutual_tls":      func(a *setup.Account) { a.TLSEdges[0].MutualTLS = []string{"partners"} },

		"cloud_endpoint url": func(a *setup.Account) { a.CloudEndpoints[1].URL = "https://intranet2.internal" },
		"cloud_endpoint bindings": func(a *setup.Account) {
			a.CloudEndpoints[2].Bindings = []endpoints.Binding{endpoints.BindingPublic}
		},
		"cloud_endpoint pooling_enabled": func(a *setup.Account) { a.CloudEndpoints[0].PoolingEnabled = false },
		"cloud_endpoint traffic_policy":  func(a *setup.Account) { a.CloudEndpoints[0].TrafficPolicy = tcpPolicyAsHTTP },

		// The API takes one format, json in any case: compared, it
		// cannot differ.
		"event_destination format": nil,
		"event_destination target": func(a *setup.Account) {
			a.EventDestinations[0].Target.Kinesis.StreamARN = "arn:aws:kinesis:us-east-1:123456789012:stream/other"
		},
		"event_subscription event_types": func(a *setup.Account) {
			a.EventSubscriptions[0].EventTypes = []events.EventType{events.IPPolicyCreated}
		},
		"event_subscription destinations": func(a *setup.Account) { a.EventSubscriptions[0].Destinations = []string{"archive"} },

		"tunnel_credential acl":     func(a *setup.Account) { a.TunnelCredentials[0].ACL = []string{"bind:*.example.net"} },
		"ssh_credential public_key": func(a *setup.Account) { a.SSHCredentials[0].PublicKey = otherSSHKey },
		"ssh_credential acl":        func(a *setup.Account) { a.SSHCredentials[0].ACL = []string{"bind:ssh.example.net"} },

		"bot_user active":     func(a *setup.Account) { a.BotUsers[0].Active = new(false) },
		"service_user active": func(a *setup.Account) { a.ServiceUsers[0].Active = new(false) },

		"vault_secret description": func(a *setup.Account) { a.Vaults[0].Secrets[0].Description = "changed" },
	}
	kinds := fixture()
	for kind := range commons(&kinds) {
		changes[kind+" description"] = func(a *setup.Account) { commons(a)[kind].Description = "changed" }
		changes[kind+" metadata"] = func(a *setup.Account) { commons(a)[kind].Metadata = map[string]string{"team": "web"} }
	}
	return changes
}

// tcpPolicyOther is a Traffic Policy for TCP traffic other than tcpPolicy.
const tcpPolicyOther = `on_tcp_connect:
  - actions:
      - type: restrict-ips
        config: {allow: [198.51.100.0/24]}
`

// tcpPolicyAsHTTP is a Traffic Policy for HTTP traffic other than
// helloPolicy.
const tcpPolicyAsHTTP = `on_http_request:
  - actions:
      - type: restrict-ips
        config: {allow: [198.51.100.0/24]}
`

// TestPlannerComparesEveryField walks every compared field of every kind:
// each change of fieldChanges, made first in the description and then,
// through an apply, on the account, is planned as exactly one change of
// its kind with one line, which names the field. The fields a create of
// richAccount sets are exactly those fieldChanges changes, so a field the
// planner stops comparing, or a new one, fails the test.
func TestPlannerComparesEveryField(t *testing.T) {
	srv, _ := counted(t)
	t.Setenv("SETUP_TEST_OAUTH_SECRET", oauthSecret)
	c := srv.Client()
	ctx := t.Context()
	rich := richAccount()
	first, err := setup.NewPlan(ctx, c, rich)
	require.NoError(t, err)
	walked := make(map[string]bool)
	for _, ch := range first.Changes {
		for _, f := range ch.Fields {
			walked[ch.Kind+" "+f.Field] = true
		}
	}
	require.NoError(t, first.Apply(ctx))
	assertConverged(t, c, rich)

	changes := fieldChanges()
	assert.ElementsMatch(t, slices.Sorted(maps.Keys(walked)), slices.Sorted(maps.Keys(changes)),
		"every compared field that a create sets is changed once")
	for _, key := range slices.Sorted(maps.Keys(changes)) {
		kind, field, _ := strings.Cut(key, " ")
		if changes[key] == nil {
			continue
		}
		changed := richAccount()
		changes[key](&changed)
		// The description changes, then the account through an apply.
		assertOneFieldChange(t, srv.Client(), changed, kind, field)
		assertOneFieldChange(t, srv.Client(), rich, kind, field)
	}
}

// assertOneFieldChange plans want on c, expects one change of kind with
// one field, field, on one line of its own (a policy's YAML lines below
// it aside), and applies it.
func assertOneFieldChange(t *testing.T, c *ingress.Client, want setup.Account, kind, field string) {
	t.Helper()
	plan, err := setup.NewPlan(t.Context(), c, want)
	require.NoError(t, err, "%s %s", kind, field)
	diff := plan.String()
	require.Len(t, plan.Changes, 1, "%s %s:\n%s", kind, field, diff)
	assert.Equal(t, kind, plan.Changes[0].Kind, diff)
	require.Len(t, plan.Changes[0].Fields, 1, "%s %s:\n%s", kind, field, diff)
	var lines []string
	for line := range strings.Lines(diff) {
		if len(line) > 5 && strings.HasPrefix(line, "    ") && line[4] != ' ' {
			lines = append(lines, line) // a field's line; a policy's YAML is indented further
		}
	}
	require.Len(t, lines, 1, "%s %s:\n%s", kind, field, diff)
	assert.Regexp(t, `^    [-+~] `+regexp.QuoteMeta(field)+`( =|:)`, lines[0], diff)
	require.NoError(t, plan.Apply(t.Context()), "%s %s:\n%s", kind, field, diff)
}
