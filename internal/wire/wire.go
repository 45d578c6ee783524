// Package wire is the table of the API's resources as they appear on the
// wire: for each kind, its collection and item path patterns, the member
// of its list envelope and the prefix of its IDs, as one Resource value.
// The families call the paths, ingresstest serves them, and the
// conformance and coverage tests check them, all from this one table.
//
// A pattern names each path parameter in braces, as the OpenAPI
// description and net/http's ServeMux do: "/edges/https/{edge_id}/routes".
// The client fills the parameters in order (see rest.Expand); the server
// registers the patterns as they are. A kind's name is the object type of
// its events, like "api_key".
//
// The values are the table: nothing assigns to them.
package wire

// Resource is one kind of resource as it appears on the wire.
type Resource struct {
	// Kind is the object type of its events, like "api_key".
	Kind string
	// Path is its collection, like "/api_keys".
	Path string
	// Item is one item of the collection, like "/api_keys/{id}".
	Item string
	// Member is the member of its list envelope that holds the items,
	// like "keys"; empty for a kind without a list.
	Member string
	// Prefix is the prefix of its IDs, like "ak".
	Prefix string
}

// collection returns the kind whose collection is at path and whose items
// are at path followed by "/{id}".
func collection(kind, path, member, prefix string) Resource {
	return Resource{Kind: kind, Path: path, Item: path + "/{id}", Member: member, Prefix: prefix}
}

// Credentials and keys.
var (
	// APIKeys are API keys.
	APIKeys = collection("api_key", "/api_keys", "keys", "ak")
	// Credentials are tunnel credentials.
	Credentials = collection("credential", "/credentials", "credentials", "cr")
	// SSHCredentials are SSH credentials.
	SSHCredentials = collection("ssh_credential", "/ssh_credentials", "ssh_credentials", "sshcr")
	// AIGatewayAPIKeys are AI gateway API keys.
	AIGatewayAPIKeys = collection("ai_gateway_api_key", "/ai_gateway_api_keys", "ai_gateway_api_keys", "aigwak")
)

// SSH certificates and their authorities.
var (
	// SSHCertificateAuthorities are SSH certificate authorities.
	SSHCertificateAuthorities = collection("ssh_certificate_authority", "/ssh_certificate_authorities", "ssh_certificate_authorities", "sshca")
	// SSHHostCertificates are SSH host certificates.
	SSHHostCertificates = collection("ssh_host_certificate", "/ssh_host_certificates", "ssh_host_certificates", "shcrt")
	// SSHUserCertificates are SSH user certificates.
	SSHUserCertificates = collection("ssh_user_certificate", "/ssh_user_certificates", "ssh_user_certificates", "sucrt")
)

// Reserved domains and addresses, and the parts of a reserved domain that
// are deleted on their own.
var (
	// ReservedDomains are reserved domains.
	ReservedDomains = collection("reserved_domain", "/reserved_domains", "reserved_domains", "rd")
	// ReservedDomainCertificate is the certificate of one reserved domain.
	ReservedDomainCertificate = ReservedDomains.Item + "/certificate"
	// ReservedDomainCertificatePolicy is the certificate management
	// policy of one reserved domain.
	ReservedDomainCertificatePolicy = ReservedDomains.Item + "/certificate_management_policy"
	// ReservedAddrs are reserved TCP addresses.
	ReservedAddrs = collection("reserved_addr", "/reserved_addrs", "reserved_addrs", "ra")
)

// Endpoints, cloud and agent, and what agents start.
var (
	// Endpoints are endpoints, cloud and agent.
	Endpoints = collection("endpoint", "/endpoints", "endpoints", "ep")
	// AgentIngresses are agent ingresses.
	AgentIngresses = collection("agent_ingress", "/agent_ingresses", "ingresses", "agin")
	// Tunnels are tunnels, started by agents: they have no create, update
	// or delete.
	Tunnels = collection("tunnel", "/tunnels", "tunnels", "tn")
)

// Certificates.
var (
	// TLSCertificates are TLS certificates.
	TLSCertificates = collection("tls_certificate", "/tls_certificates", "tls_certificates", "cert")
	// CertificateAuthorities are certificate authorities.
	CertificateAuthorities = collection("certificate_authority", "/certificate_authorities", "certificate_authorities", "ca")
)

// IP policies, their rules and the restrictions that apply them.
var (
	// IPPolicies are IP policies.
	IPPolicies = collection("ip_policy", "/ip_policies", "ip_policies", "ipp")
	// IPPolicyRules are IP policy rules.
	IPPolicyRules = collection("ip_policy_rule", "/ip_policy_rules", "ip_policy_rules", "ipr")
	// IPRestrictions are IP restrictions.
	IPRestrictions = collection("ip_restriction", "/ip_restrictions", "ip_restrictions", "ipx")
)

// Backends: each kind has its own collection, and all share the list
// member "backends".
var (
	// HTTPResponseBackends are HTTP response backends.
	HTTPResponseBackends = collection("http_response_backend", "/backends/http_response", "backends", "bkdhr")
	// FailoverBackends are failover backends.
	FailoverBackends = collection("failover_backend", "/backends/failover", "backends", "bkdfo")
	// StaticBackends are static backends.
	StaticBackends = collection("static_backend", "/backends/static", "backends", "bkdsc")
	// TunnelGroupBackends are tunnel group backends.
	TunnelGroupBackends = collection("tunnel_group_backend", "/backends/tunnel_group", "backends", "bkdtg")
	// WeightedBackends are weighted backends.
	WeightedBackends = collection("weighted_backend", "/backends/weighted", "backends", "bkdwd")
)

// Edges, and the routes of HTTPS edges.
var (
	// TLSEdges are TLS edges.
	TLSEdges = collection("tls_edge", "/edges/tls", "tls_edges", "edgtls")
	// TCPEdges are TCP edges.
	TCPEdges = collection("tcp_edge", "/edges/tcp", "tcp_edges", "edgtcp")
	// HTTPSEdges are HTTPS edges.
	HTTPSEdges = collection("https_edge", "/edges/https", "https_edges", "edghts")
	// HTTPSEdgeRoutes are the routes of HTTPS edges, below their edge's
	// item: they have no list of their own, they come with their edge.
	HTTPSEdgeRoutes = collection("https_edge_route", HTTPSEdges.Path+"/{edge_id}/routes", "", "edghtsrt")
)

// Tunnel sessions, and the commands sent to their agents.
var (
	// TunnelSessions are tunnel sessions.
	TunnelSessions = collection("tunnel_session", "/tunnel_sessions", "tunnel_sessions", "ts")
	// TunnelSessionRestart restarts the agent of one tunnel session.
	TunnelSessionRestart = TunnelSessions.Item + "/restart"
	// TunnelSessionStop stops the agent of one tunnel session.
	TunnelSessionStop = TunnelSessions.Item + "/stop"
	// TunnelSessionUpdate updates the agent of one tunnel session.
	TunnelSessionUpdate = TunnelSessions.Item + "/update"
)

// Event destinations, subscriptions, and the sources of subscriptions.
var (
	// EventDestinations are event destinations.
	EventDestinations = collection("event_destination", "/event_destinations", "event_destinations", "ed")
	// EventSubscriptions are event subscriptions.
	EventSubscriptions = collection("event_subscription", "/event_subscriptions", "event_subscriptions", "esb")
	// EventSources are the sources of event subscriptions, below their
	// subscription's item: named by their event type, not by an ID (so
	// they have no kind and no prefix), and listed whole, without paging.
	EventSources = Resource{Path: eventSources, Item: eventSources + "/{type}", Member: "sources"}
	// eventSources is the collection of the sources of one subscription.
	eventSources = EventSubscriptions.Path + "/{subscription_id}/sources"
)

// Users.
var (
	// BotUsers are bot users.
	BotUsers = collection("bot_user", "/bot_users", "bot_users", "bot")
	// ServiceUsers are service users.
	ServiceUsers = collection("service_user", "/service_users", "service_users", "service")
)

// Vaults and their secrets.
var (
	// Vaults are vaults.
	Vaults = collection("vault", "/vaults", "vaults", "vault")
	// VaultSecrets is the list of the secrets of one vault.
	VaultSecrets = Vaults.Item + "/secrets"
	// Secrets are the secrets of vaults.
	Secrets = collection("secret", "/vault_secrets", "secrets", "secret")
)

// Kubernetes operators, and the list of the endpoints bound to one.
var (
	// KubernetesOperators are Kubernetes operators.
	KubernetesOperators = collection("kubernetes_operator", "/kubernetes_operators", "operators", "k8sop")
	// KubernetesOperatorBoundEndpoints is the list of the endpoints bound
	// to one Kubernetes operator.
	KubernetesOperatorBoundEndpoints = KubernetesOperators.Item + "/bound_endpoints"
)

// Kinds that the API makes on its own, for visitors and abuse: they have
// no update.
var (
	// ApplicationSessions are application sessions, started by visitors
	// who log in at an endpoint: they have no create or update. The API
	// documents no ID prefix; this one is ingresstest's.
	ApplicationSessions = collection("application_session", "/app/sessions", "application_sessions", "appsess")
	// ApplicationUsers are application users, made by their first login:
	// they have no create or update. The API documents no ID prefix; this
	// one is ingresstest's.
	ApplicationUsers = collection("application_user", "/app/users", "application_users", "appusr")
	// AbuseReports are abuse reports: create and get, without a list,
	// update or delete.
	AbuseReports = collection("abuse_report", "/abuse_reports", "", "abrp")
)
