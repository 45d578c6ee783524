// Package wire is the table of the API's resources as they appear on the
// wire: for each kind, its collection and item path patterns, the member
// of its list envelope and the prefix of its IDs. The families call the
// paths, ingresstest serves them, and the conformance and coverage tests
// check them, all from this one table.
//
// A pattern names each path parameter in braces, as the OpenAPI
// description and net/http's ServeMux do: "/edges/https/{edge_id}/routes".
// The client fills the parameters in order (see rest.Expand); the server
// registers the patterns as they are. A kind's name is the object type of
// its events, like "api_key".
package wire

// API keys.
const (
	APIKeyKind   = "api_key"
	APIKeyPath   = "/api_keys"
	APIKeyItem   = APIKeyPath + "/{id}"
	APIKeyMember = "keys"
	APIKeyPrefix = "ak"
)

// Tunnel credentials.
const (
	CredentialKind   = "credential"
	CredentialPath   = "/credentials"
	CredentialItem   = CredentialPath + "/{id}"
	CredentialMember = "credentials"
	CredentialPrefix = "cr"
)

// SSH credentials.
const (
	SSHCredentialKind   = "ssh_credential"
	SSHCredentialPath   = "/ssh_credentials"
	SSHCredentialItem   = SSHCredentialPath + "/{id}"
	SSHCredentialMember = "ssh_credentials"
	SSHCredentialPrefix = "sshcr"
)

// SSH certificate authorities.
const (
	SSHCertificateAuthorityKind   = "ssh_certificate_authority"
	SSHCertificateAuthorityPath   = "/ssh_certificate_authorities"
	SSHCertificateAuthorityItem   = SSHCertificateAuthorityPath + "/{id}"
	SSHCertificateAuthorityMember = "ssh_certificate_authorities"
	SSHCertificateAuthorityPrefix = "sshca"
)

// SSH host certificates.
const (
	SSHHostCertificateKind   = "ssh_host_certificate"
	SSHHostCertificatePath   = "/ssh_host_certificates"
	SSHHostCertificateItem   = SSHHostCertificatePath + "/{id}"
	SSHHostCertificateMember = "ssh_host_certificates"
	SSHHostCertificatePrefix = "shcrt"
)

// SSH user certificates.
const (
	SSHUserCertificateKind   = "ssh_user_certificate"
	SSHUserCertificatePath   = "/ssh_user_certificates"
	SSHUserCertificateItem   = SSHUserCertificatePath + "/{id}"
	SSHUserCertificateMember = "ssh_user_certificates"
	SSHUserCertificatePrefix = "sucrt"
)

// Reserved domains, and the parts of one that are deleted on their own.
const (
	ReservedDomainKind              = "reserved_domain"
	ReservedDomainPath              = "/reserved_domains"
	ReservedDomainItem              = ReservedDomainPath + "/{id}"
	ReservedDomainMember            = "reserved_domains"
	ReservedDomainPrefix            = "rd"
	ReservedDomainCertificate       = ReservedDomainItem + "/certificate"
	ReservedDomainCertificatePolicy = ReservedDomainItem + "/certificate_management_policy"
)

// Reserved TCP addresses.
const (
	ReservedAddrKind   = "reserved_addr"
	ReservedAddrPath   = "/reserved_addrs"
	ReservedAddrItem   = ReservedAddrPath + "/{id}"
	ReservedAddrMember = "reserved_addrs"
	ReservedAddrPrefix = "ra"
)

// Endpoints, cloud and agent.
const (
	EndpointKind   = "endpoint"
	EndpointPath   = "/endpoints"
	EndpointItem   = EndpointPath + "/{id}"
	EndpointMember = "endpoints"
	EndpointPrefix = "ep"
)

// TLS certificates.
const (
	TLSCertificateKind   = "tls_certificate"
	TLSCertificatePath   = "/tls_certificates"
	TLSCertificateItem   = TLSCertificatePath + "/{id}"
	TLSCertificateMember = "tls_certificates"
	TLSCertificatePrefix = "cert"
)

// Certificate authorities.
const (
	CertificateAuthorityKind   = "certificate_authority"
	CertificateAuthorityPath   = "/certificate_authorities"
	CertificateAuthorityItem   = CertificateAuthorityPath + "/{id}"
	CertificateAuthorityMember = "certificate_authorities"
	CertificateAuthorityPrefix = "ca"
)

// IP policies.
const (
	IPPolicyKind   = "ip_policy"
	IPPolicyPath   = "/ip_policies"
	IPPolicyItem   = IPPolicyPath + "/{id}"
	IPPolicyMember = "ip_policies"
	IPPolicyPrefix = "ipp"
)

// IP policy rules.
const (
	IPPolicyRuleKind   = "ip_policy_rule"
	IPPolicyRulePath   = "/ip_policy_rules"
	IPPolicyRuleItem   = IPPolicyRulePath + "/{id}"
	IPPolicyRuleMember = "ip_policy_rules"
	IPPolicyRulePrefix = "ipr"
)

// IP restrictions.
const (
	IPRestrictionKind   = "ip_restriction"
	IPRestrictionPath   = "/ip_restrictions"
	IPRestrictionItem   = IPRestrictionPath + "/{id}"
	IPRestrictionMember = "ip_restrictions"
	IPRestrictionPrefix = "ipx"
)

// Agent ingresses.
const (
	AgentIngressKind   = "agent_ingress"
	AgentIngressPath   = "/agent_ingresses"
	AgentIngressItem   = AgentIngressPath + "/{id}"
	AgentIngressMember = "ingresses"
	AgentIngressPrefix = "agin"
)

// HTTP response backends.
const (
	HTTPResponseBackendKind   = "http_response_backend"
	HTTPResponseBackendPath   = "/backends/http_response"
	HTTPResponseBackendItem   = HTTPResponseBackendPath + "/{id}"
	HTTPResponseBackendMember = "backends"
	HTTPResponseBackendPrefix = "bkdhr"
)

// Failover backends.
const (
	FailoverBackendKind   = "failover_backend"
	FailoverBackendPath   = "/backends/failover"
	FailoverBackendItem   = FailoverBackendPath + "/{id}"
	FailoverBackendMember = "backends"
	FailoverBackendPrefix = "bkdfo"
)

// TLS edges.
const (
	TLSEdgeKind   = "tls_edge"
	TLSEdgePath   = "/edges/tls"
	TLSEdgeItem   = TLSEdgePath + "/{id}"
	TLSEdgeMember = "tls_edges"
	TLSEdgePrefix = "edgtls"
)

// TCP edges.
const (
	TCPEdgeKind   = "tcp_edge"
	TCPEdgePath   = "/edges/tcp"
	TCPEdgeItem   = TCPEdgePath + "/{id}"
	TCPEdgeMember = "tcp_edges"
	TCPEdgePrefix = "edgtcp"
)

// HTTPS edges.
const (
	HTTPSEdgeKind   = "https_edge"
	HTTPSEdgePath   = "/edges/https"
	HTTPSEdgeItem   = HTTPSEdgePath + "/{id}"
	HTTPSEdgeMember = "https_edges"
	HTTPSEdgePrefix = "edghts"
)

// Routes of HTTPS edges: they have no list of their own, they come with
// their edge.
const (
	HTTPSEdgeRouteKind   = "https_edge_route"
	HTTPSEdgeRoutePath   = HTTPSEdgePath + "/{edge_id}/routes"
	HTTPSEdgeRouteItem   = HTTPSEdgeRoutePath + "/{id}"
	HTTPSEdgeRoutePrefix = "edghtsrt"
)

// Tunnel sessions, and the commands sent to their agents.
const (
	TunnelSessionKind    = "tunnel_session"
	TunnelSessionPath    = "/tunnel_sessions"
	TunnelSessionItem    = TunnelSessionPath + "/{id}"
	TunnelSessionMember  = "tunnel_sessions"
	TunnelSessionPrefix  = "ts"
	TunnelSessionRestart = TunnelSessionItem + "/restart"
	TunnelSessionStop    = TunnelSessionItem + "/stop"
	TunnelSessionUpdate  = TunnelSessionItem + "/update"
)

// Event destinations.
const (
	EventDestinationKind   = "event_destination"
	EventDestinationPath   = "/event_destinations"
	EventDestinationItem   = EventDestinationPath + "/{id}"
	EventDestinationMember = "event_destinations"
	EventDestinationPrefix = "ed"
)

// Event subscriptions.
const (
	EventSubscriptionKind   = "event_subscription"
	EventSubscriptionPath   = "/event_subscriptions"
	EventSubscriptionItem   = EventSubscriptionPath + "/{id}"
	EventSubscriptionMember = "event_subscriptions"
	EventSubscriptionPrefix = "esb"
)

// Sources of event subscriptions: named by their event type, not by an
// ID, and listed whole, without paging.
const (
	EventSourcePath   = EventSubscriptionPath + "/{subscription_id}/sources"
	EventSourceItem   = EventSourcePath + "/{type}"
	EventSourceMember = "sources"
)

// Bot users.
const (
	BotUserKind   = "bot_user"
	BotUserPath   = "/bot_users"
	BotUserItem   = BotUserPath + "/{id}"
	BotUserMember = "bot_users"
	BotUserPrefix = "bot"
)

// Service users.
const (
	ServiceUserKind   = "service_user"
	ServiceUserPath   = "/service_users"
	ServiceUserItem   = ServiceUserPath + "/{id}"
	ServiceUserMember = "service_users"
	ServiceUserPrefix = "service"
)

// Vaults, and the list of the secrets of one vault.
const (
	VaultKind    = "vault"
	VaultPath    = "/vaults"
	VaultItem    = VaultPath + "/{id}"
	VaultMember  = "vaults"
	VaultPrefix  = "vault"
	VaultSecrets = VaultItem + "/secrets"
)

// Secrets of vaults.
const (
	SecretKind   = "secret"
	SecretPath   = "/vault_secrets"
	SecretItem   = SecretPath + "/{id}"
	SecretMember = "secrets"
	SecretPrefix = "secret"
)

// Static backends.
const (
	StaticBackendKind   = "static_backend"
	StaticBackendPath   = "/backends/static"
	StaticBackendItem   = StaticBackendPath + "/{id}"
	StaticBackendMember = "backends"
	StaticBackendPrefix = "bkdsc"
)

// Tunnel group backends.
const (
	TunnelGroupBackendKind   = "tunnel_group_backend"
	TunnelGroupBackendPath   = "/backends/tunnel_group"
	TunnelGroupBackendItem   = TunnelGroupBackendPath + "/{id}"
	TunnelGroupBackendMember = "backends"
	TunnelGroupBackendPrefix = "bkdtg"
)

// Weighted backends.
const (
	WeightedBackendKind   = "weighted_backend"
	WeightedBackendPath   = "/backends/weighted"
	WeightedBackendItem   = WeightedBackendPath + "/{id}"
	WeightedBackendMember = "backends"
	WeightedBackendPrefix = "bkdwd"
)

// Kubernetes operators, and the list of the endpoints bound to one.
const (
	KubernetesOperatorKind           = "kubernetes_operator"
	KubernetesOperatorPath           = "/kubernetes_operators"
	KubernetesOperatorItem           = KubernetesOperatorPath + "/{id}"
	KubernetesOperatorMember         = "operators"
	KubernetesOperatorPrefix         = "k8sop"
	KubernetesOperatorBoundEndpoints = KubernetesOperatorItem + "/bound_endpoints"
)

// AI gateway API keys.
const (
	AIGatewayAPIKeyKind   = "ai_gateway_api_key"
	AIGatewayAPIKeyPath   = "/ai_gateway_api_keys"
	AIGatewayAPIKeyItem   = AIGatewayAPIKeyPath + "/{id}"
	AIGatewayAPIKeyMember = "ai_gateway_api_keys"
	AIGatewayAPIKeyPrefix = "aigwak"
)

// Tunnels, started by agents: they have no create, update or delete.
const (
	TunnelKind   = "tunnel"
	TunnelPath   = "/tunnels"
	TunnelItem   = TunnelPath + "/{id}"
	TunnelMember = "tunnels"
	TunnelPrefix = "tn"
)

// Application sessions, started by visitors who log in at an endpoint:
// they have no create or update. The API documents no ID prefix; this one
// is ingresstest's.
const (
	ApplicationSessionKind   = "application_session"
	ApplicationSessionPath   = "/app/sessions"
	ApplicationSessionItem   = ApplicationSessionPath + "/{id}"
	ApplicationSessionMember = "application_sessions"
	ApplicationSessionPrefix = "appsess"
)

// Application users, made by their first login: they have no create or
// update. The API documents no ID prefix; this one is ingresstest's.
const (
	ApplicationUserKind   = "application_user"
	ApplicationUserPath   = "/app/users"
	ApplicationUserItem   = ApplicationUserPath + "/{id}"
	ApplicationUserMember = "application_users"
	ApplicationUserPrefix = "appusr"
)

// Abuse reports: create and get, without a list, update or delete.
const (
	AbuseReportKind   = "abuse_report"
	AbuseReportPath   = "/abuse_reports"
	AbuseReportItem   = AbuseReportPath + "/{id}"
	AbuseReportPrefix = "abrp"
)
