package setup

import (
	"github.com/ingresskit/ingress/edges"
	"github.com/ingresskit/ingress/events"
	"github.com/ingresskit/ingress/ippolicies"
	"github.com/ingresskit/ingress/reservedaddrs"
)

// Account is the desired state of an account. Each list holds the
// resources of one kind that the description manages; resources refer to
// each other by name, never by ID. The zero Account manages nothing.
type Account struct {
	// ReservedDomains are known by their domain.
	ReservedDomains []ReservedDomain `json:"reserved_domains,omitempty"`
	// ReservedAddrs are reserved TCP addresses.
	ReservedAddrs []ReservedAddr `json:"reserved_addrs,omitempty"`
	// IPPolicies are IP policies with their rules.
	IPPolicies []IPPolicy `json:"ip_policies,omitempty"`
	// IPRestrictions restrict the dashboard, the API, agents or endpoints
	// to the addresses of IP policies.
	IPRestrictions []IPRestriction `json:"ip_restrictions,omitempty"`
	// CertificateAuthorities are the certificate authorities that mutual
	// TLS checks client certificates against.
	CertificateAuthorities []CertificateAuthority `json:"certificate_authorities,omitempty"`
	// TLSCertificates are uploaded TLS certificates with their private keys.
	TLSCertificates []TLSCertificate `json:"tls_certificates,omitempty"`
	// SSHCertificateAuthorities are SSH certificate authorities; the API
	// makes and keeps their private keys.
	SSHCertificateAuthorities []SSHCertificateAuthority `json:"ssh_certificate_authorities,omitempty"`
	// HTTPResponseBackends are backends that answer with a fixed response.
	HTTPResponseBackends []HTTPResponseBackend `json:"http_response_backends,omitempty"`
	// StaticBackends are backends that forward to a fixed address.
	StaticBackends []StaticBackend `json:"static_backends,omitempty"`
	// TunnelGroupBackends are backends that balance over the tunnels with
	// some labels.
	TunnelGroupBackends []TunnelGroupBackend `json:"tunnel_group_backends,omitempty"`
	// WeightedBackends balance over other backends by weight.
	WeightedBackends []WeightedBackend `json:"weighted_backends,omitempty"`
	// FailoverBackends try other backends in order.
	FailoverBackends []FailoverBackend `json:"failover_backends,omitempty"`
	// HTTPSEdges are HTTPS edges with their routes.
	HTTPSEdges []HTTPSEdge `json:"https_edges,omitempty"`
	// TCPEdges are TCP edges on reserved addresses.
	TCPEdges []TCPEdge `json:"tcp_edges,omitempty"`
	// TLSEdges are TLS edges on reserved domains.
	TLSEdges []TLSEdge `json:"tls_edges,omitempty"`
	// CloudEndpoints are cloud endpoints with their Traffic Policies.
	CloudEndpoints []CloudEndpoint `json:"cloud_endpoints,omitempty"`
	// EventDestinations are where event subscriptions send events.
	EventDestinations []EventDestination `json:"event_destinations,omitempty"`
	// EventSubscriptions choose the events sent to destinations.
	EventSubscriptions []EventSubscription `json:"event_subscriptions,omitempty"`
	// TunnelCredentials are authtokens for agents; their tokens are handed
	// back once, when they are created.
	TunnelCredentials []TunnelCredential `json:"tunnel_credentials,omitempty"`
	// SSHCredentials are the public keys that agents may authenticate with
	// over SSH.
	SSHCredentials []SSHCredential `json:"ssh_credentials,omitempty"`
	// APIKeys are keys of the API; their tokens are handed back once, when
	// they are created.
	APIKeys []APIKey `json:"api_keys,omitempty"`
	// BotUsers are non-human users, known by their name.
	BotUsers []BotUser `json:"bot_users,omitempty"`
	// ServiceUsers are non-human users, known by their name.
	ServiceUsers []ServiceUser `json:"service_users,omitempty"`
	// Vaults are known by their name and hold secrets.
	Vaults []Vault `json:"vaults,omitempty"`
}

// Common holds what most resources have besides their own fields.
type Common struct {
	// Description is the resource's description.
	Description string `json:"description,omitempty"`
	// Metadata are the members of the resource's metadata, a JSON object
	// that also holds the marker (see the package documentation).
	Metadata map[string]string `json:"metadata,omitempty"`
	// Adopt is the ID of an existing resource that the description takes
	// over, when no resource carries its marker yet.
	Adopt string `json:"adopt,omitempty"`
}

// ReservedDomain is a reserved domain, known by Domain.
type ReservedDomain struct {
	// Domain is the hostname reserved.
	Domain string `json:"domain"`
	Common
}

// ReservedAddr is a reserved TCP address. The API chooses the address.
type ReservedAddr struct {
	// Name identifies the address in the description.
	Name string `json:"name"`
	// Region is where the address is reserved; empty lets the API choose.
	// It is used when the address is reserved: a changed region is not
	// seen as drift.
	Region reservedaddrs.Region `json:"region,omitempty"`
	Common
}

// IPPolicy is an IP policy and exactly the rules it holds.
type IPPolicy struct {
	// Name identifies the policy in the description.
	Name string `json:"name"`
	Common
	// Rules are the policy's rules, each known by its CIDR.
	Rules []IPRule `json:"rules,omitempty"`
}

// IPRule is a rule of an IP policy.
type IPRule struct {
	// CIDR is the range of addresses, its identity within the policy.
	CIDR string `json:"cidr"`
	// Action allows or denies the range.
	Action ippolicies.Action `json:"action"`
	// Description says whose addresses they are.
	Description string `json:"description,omitempty"`
}

// HTTPResponseBackend is a backend that answers every request with a fixed
// response.
type HTTPResponseBackend struct {
	// Name identifies the backend in the description; routes refer to it.
	Name string `json:"name"`
	Common
	// StatusCode is the status of the response.
	StatusCode int32 `json:"status_code"`
	// Headers are its headers, with names in lower case.
	Headers map[string]string `json:"headers,omitempty"`
	// Body is its content.
	Body string `json:"body,omitempty"`
}

// HTTPSEdge is an HTTPS edge and exactly the routes it holds.
type HTTPSEdge struct {
	// Name identifies the edge in the description.
	Name string `json:"name"`
	Common
	// Hostports are the host:port pairs the edge serves.
	Hostports []string `json:"hostports,omitempty"`
	// MinTLSVersion is the lowest TLS version the edge accepts; empty
	// leaves TLS termination to the service's default.
	MinTLSVersion edges.TLSVersion `json:"min_tls_version,omitempty"`
	// Routes are the edge's routes, each known by its match type and match.
	Routes []Route `json:"routes,omitempty"`
}

// Route is a route of an HTTPS edge.
type Route struct {
	// MatchType and Match select the requests the route serves; together
	// they are its identity within the edge.
	MatchType edges.MatchType `json:"match_type"`
	// Match is the path or regular expression matched.
	Match string `json:"match"`
	// Description is the route's description.
	Description string `json:"description,omitempty"`
	// Backend is the name of the backend that serves the route.
	Backend string `json:"backend,omitempty"`
	// IPPolicies are the names of the IP policies that restrict it.
	IPPolicies []string `json:"ip_policies,omitempty"`
	RouteModules
}

// EventDestination is where event subscriptions send events. The secrets
// of its target (a Datadog API key, an Azure client secret, an AWS secret
// access key) are never written in Target, where they stay empty:
// Credentials says where each comes from. They are sent when the
// destination is created and with every update of it; they are never
// compared, so a secret changed at its source is not seen as drift.
type EventDestination struct {
	// Name identifies the destination; subscriptions refer to it.
	Name string `json:"name"`
	Common
	// Format is the encoding of the events; empty means JSON.
	Format events.Format `json:"format,omitempty"`
	// Target is where the events go, without its secrets.
	Target events.Target `json:"target"`
	// Credentials say where the secrets of Target come from.
	Credentials EventCredentials `json:"credentials,omitzero"`
}

// EventCredentials say where the secrets of an event destination's target
// come from: the member for the secret the target holds is set, the
// others are nil.
type EventCredentials struct {
	// DatadogAPIKey is the API key of a datadog target.
	DatadogAPIKey *SecretSource `json:"datadog_api_key,omitempty"`
	// AzureClientSecret is the client secret of an azure_logs_ingestion
	// target.
	AzureClientSecret *SecretSource `json:"azure_client_secret,omitempty"`
	// AWSSecretAccessKey is the secret access key of a firehose, kinesis,
	// cloudwatch_logs or s3 target whose auth is creds; the access key ID
	// stays in the target.
	AWSSecretAccessKey *SecretSource `json:"aws_secret_access_key,omitempty"`
}

// EventSubscription sends events of some types to destinations.
type EventSubscription struct {
	// Name identifies the subscription in the description.
	Name string `json:"name"`
	Common
	// EventTypes are the types of the events sent.
	EventTypes []events.EventType `json:"event_types,omitempty"`
	// Destinations are the names of the destinations that receive them.
	Destinations []string `json:"destinations,omitempty"`
}

// TunnelCredential is an authtoken for agents.
type TunnelCredential struct {
	// Name identifies the credential in the description.
	Name string `json:"name"`
	Common
	// ACL are the rules that limit what agents with the token may bind.
	ACL []string `json:"acl,omitempty"`
}

// APIKey is a key of the API.
type APIKey struct {
	// Name identifies the key in the description.
	Name string `json:"name"`
	Common
}

// Vault holds secrets, exactly those it lists. It is known by its name.
type Vault struct {
	// Name is the vault's name, unique in the account.
	Name string `json:"name"`
	Common
	// Secrets are the vault's secrets, each known by its name.
	Secrets []Secret `json:"secrets,omitempty"`
}

// Secret is a secret of a vault. Its value is sent when the secret is
// created; the API never returns it, so a value changed at its source is
// not seen as drift.
type Secret struct {
	// Name is the secret's name within its vault.
	Name string `json:"name"`
	// Description is the secret's description.
	Description string `json:"description,omitempty"`
	// Value says where the value comes from.
	Value SecretSource `json:"value"`
}
