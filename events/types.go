package events

import "slices"

// EventType names a kind of event that a subscription can have as a
// source, like "ip_policy_created.v0". The API accepts only the types of
// its Event Source Reference (https://ngrok.com/docs/obs/reference/) and
// refuses any other with ERR_NGROK_238; EventTypes lists them.
type EventType string

// Traffic events, one per completed request or connection.
const (
	// HTTPRequestComplete fires when an HTTP request through an endpoint completes.
	HTTPRequestComplete EventType = "http_request_complete.v0"
	// TCPConnectionClosed fires when a TCP connection to an endpoint closes.
	TCPConnectionClosed EventType = "tcp_connection_closed.v0"
)

// Agent session events.
const (
	// AgentSessionStart fires when an agent session starts.
	AgentSessionStart EventType = "agent_session_start.v0"
	// AgentSessionStop fires when an agent session stops.
	AgentSessionStop EventType = "agent_session_stop.v0"
)

// Events of API keys and tunnel credentials.
const (
	// APIKeyCreated fires when an API key is created.
	APIKeyCreated EventType = "api_key_created.v0"
	// APIKeyUpdated fires when an API key is updated.
	APIKeyUpdated EventType = "api_key_updated.v0"
	// APIKeyDeleted fires when an API key is deleted.
	APIKeyDeleted EventType = "api_key_deleted.v0"
	// TunnelCredentialCreated fires when a tunnel credential is created.
	TunnelCredentialCreated EventType = "tunnel_credential_created.v0"
	// TunnelCredentialUpdated fires when a tunnel credential is updated.
	TunnelCredentialUpdated EventType = "tunnel_credential_updated.v0"
	// TunnelCredentialDeleted fires when a tunnel credential is deleted.
	TunnelCredentialDeleted EventType = "tunnel_credential_deleted.v0"
)

// Events of certificate authorities, TLS certificates and reserved
// domains, which the API names "domain".
const (
	// CertificateAuthorityCreated fires when a certificate authority is created.
	CertificateAuthorityCreated EventType = "certificate_authority_created.v0"
	// CertificateAuthorityUpdated fires when a certificate authority is updated.
	CertificateAuthorityUpdated EventType = "certificate_authority_updated.v0"
	// CertificateAuthorityDeleted fires when a certificate authority is deleted.
	CertificateAuthorityDeleted EventType = "certificate_authority_deleted.v0"
	// TLSCertificateCreated fires when a TLS certificate is created, uploaded or
	// issued for a reserved domain.
	TLSCertificateCreated EventType = "tls_certificate_created.v0"
	// TLSCertificateUpdated fires when a TLS certificate is updated.
	TLSCertificateUpdated EventType = "tls_certificate_updated.v0"
	// TLSCertificateDeleted fires when a TLS certificate is deleted.
	TLSCertificateDeleted EventType = "tls_certificate_deleted.v0"
	// DomainCreated fires when a reserved domain is created.
	DomainCreated EventType = "domain_created.v0"
	// DomainUpdated fires when a reserved domain is updated.
	DomainUpdated EventType = "domain_updated.v0"
	// DomainDeleted fires when a reserved domain is deleted.
	DomainDeleted EventType = "domain_deleted.v0"
	// TCPAddressCreated fires when a reserved TCP address is created.
	TCPAddressCreated EventType = "tcp_address_created.v0"
	// TCPAddressUpdated fires when a reserved TCP address is updated.
	TCPAddressUpdated EventType = "tcp_address_updated.v0"
	// TCPAddressDeleted fires when a reserved TCP address is deleted.
	TCPAddressDeleted EventType = "tcp_address_deleted.v0"
)

// Events of event destinations and subscriptions.
const (
	// EventDestinationCreated fires when an event destination is created.
	EventDestinationCreated EventType = "event_destination_created.v0"
	// EventDestinationUpdated fires when an event destination is updated.
	EventDestinationUpdated EventType = "event_destination_updated.v0"
	// EventDestinationDeleted fires when an event destination is deleted.
	EventDestinationDeleted EventType = "event_destination_deleted.v0"
	// EventSubscriptionCreated fires when an event subscription is created.
	EventSubscriptionCreated EventType = "event_subscription_created.v0"
	// EventSubscriptionUpdated fires when an event subscription is updated,
	// including a source added or removed.
	EventSubscriptionUpdated EventType = "event_subscription_updated.v0"
	// EventSubscriptionDeleted fires when an event subscription is deleted.
	EventSubscriptionDeleted EventType = "event_subscription_deleted.v0"
)

// Events of IP policies, their rules and IP restrictions.
const (
	// IPPolicyCreated fires when an IP policy is created.
	IPPolicyCreated EventType = "ip_policy_created.v0"
	// IPPolicyUpdated fires when an IP policy is updated.
	IPPolicyUpdated EventType = "ip_policy_updated.v0"
	// IPPolicyDeleted fires when an IP policy is deleted.
	IPPolicyDeleted EventType = "ip_policy_deleted.v0"
	// IPPolicyRuleCreated fires when an IP policy rule is created.
	IPPolicyRuleCreated EventType = "ip_policy_rule_created.v0"
	// IPPolicyRuleUpdated fires when an IP policy rule is updated.
	IPPolicyRuleUpdated EventType = "ip_policy_rule_updated.v0"
	// IPPolicyRuleDeleted fires when an IP policy rule is deleted.
	IPPolicyRuleDeleted EventType = "ip_policy_rule_deleted.v0"
	// IPRestrictionCreated fires when an IP restriction is created.
	IPRestrictionCreated EventType = "ip_restriction_created.v0"
	// IPRestrictionUpdated fires when an IP restriction is updated.
	IPRestrictionUpdated EventType = "ip_restriction_updated.v0"
	// IPRestrictionDeleted fires when an IP restriction is deleted.
	IPRestrictionDeleted EventType = "ip_restriction_deleted.v0"
)

// Events of SSH credentials, which the API names "ssh_public_key", SSH
// certificate authorities and SSH certificates.
const (
	// SSHPublicKeyCreated fires when an SSH credential is created.
	SSHPublicKeyCreated EventType = "ssh_public_key_created.v0"
	// SSHPublicKeyUpdated fires when an SSH credential is updated.
	SSHPublicKeyUpdated EventType = "ssh_public_key_updated.v0"
	// SSHPublicKeyDeleted fires when an SSH credential is deleted.
	SSHPublicKeyDeleted EventType = "ssh_public_key_deleted.v0"
	// SSHCertificateAuthorityCreated fires when an SSH certificate authority was
	// created.
	SSHCertificateAuthorityCreated EventType = "ssh_certificate_authority_created.v0"
	// SSHCertificateAuthorityUpdated fires when an SSH certificate authority was
	// updated.
	SSHCertificateAuthorityUpdated EventType = "ssh_certificate_authority_updated.v0"
	// SSHCertificateAuthorityDeleted fires when an SSH certificate authority was
	// deleted.
	SSHCertificateAuthorityDeleted EventType = "ssh_certificate_authority_deleted.v0"
	// SSHHostCertificateCreated fires when an SSH host certificate is created.
	SSHHostCertificateCreated EventType = "ssh_host_certificate_created.v0"
	// SSHHostCertificateUpdated fires when an SSH host certificate is updated.
	SSHHostCertificateUpdated EventType = "ssh_host_certificate_updated.v0"
	// SSHHostCertificateDeleted fires when an SSH host certificate is deleted.
	SSHHostCertificateDeleted EventType = "ssh_host_certificate_deleted.v0"
	// SSHUserCertificateCreated fires when an SSH user certificate is created.
	SSHUserCertificateCreated EventType = "ssh_user_certificate_created.v0"
	// SSHUserCertificateUpdated fires when an SSH user certificate is updated.
	SSHUserCertificateUpdated EventType = "ssh_user_certificate_updated.v0"
	// SSHUserCertificateDeleted fires when an SSH user certificate is deleted.
	SSHUserCertificateDeleted EventType = "ssh_user_certificate_deleted.v0"
)

// Events of vaults and their secrets.
const (
	// VaultCreated fires when a vault is created.
	VaultCreated EventType = "vault_created.v0"
	// VaultUpdated fires when a vault is updated.
	VaultUpdated EventType = "vault_updated.v0"
	// VaultDeleted fires when a vault is deleted.
	VaultDeleted EventType = "vault_deleted.v0"
	// SecretCreated fires when a secret is created.
	SecretCreated EventType = "secret_created.v0"
	// SecretUpdated fires when a secret is updated.
	SecretUpdated EventType = "secret_updated.v0"
	// SecretDeleted fires when a secret is deleted.
	SecretDeleted EventType = "secret_deleted.v0"
)

// EventTypes returns every event type of the API's Event Source
// Reference, in the order of this package's constants; a new slice on each
// call.
func EventTypes() []EventType {
	return []EventType{
		HTTPRequestComplete, TCPConnectionClosed,
		AgentSessionStart, AgentSessionStop,
		APIKeyCreated, APIKeyUpdated, APIKeyDeleted,
		TunnelCredentialCreated, TunnelCredentialUpdated, TunnelCredentialDeleted,
		CertificateAuthorityCreated, CertificateAuthorityUpdated, CertificateAuthorityDeleted,
		TLSCertificateCreated, TLSCertificateUpdated, TLSCertificateDeleted,
		DomainCreated, DomainUpdated, DomainDeleted,
		TCPAddressCreated, TCPAddressUpdated, TCPAddressDeleted,
		EventDestinationCreated, EventDestinationUpdated, EventDestinationDeleted,
		EventSubscriptionCreated, EventSubscriptionUpdated, EventSubscriptionDeleted,
		IPPolicyCreated, IPPolicyUpdated, IPPolicyDeleted,
		IPPolicyRuleCreated, IPPolicyRuleUpdated, IPPolicyRuleDeleted,
		IPRestrictionCreated, IPRestrictionUpdated, IPRestrictionDeleted,
		SSHPublicKeyCreated, SSHPublicKeyUpdated, SSHPublicKeyDeleted,
		SSHCertificateAuthorityCreated, SSHCertificateAuthorityUpdated, SSHCertificateAuthorityDeleted,
		SSHHostCertificateCreated, SSHHostCertificateUpdated, SSHHostCertificateDeleted,
		SSHUserCertificateCreated, SSHUserCertificateUpdated, SSHUserCertificateDeleted,
		VaultCreated, VaultUpdated, VaultDeleted,
		SecretCreated, SecretUpdated, SecretDeleted,
	}
}

// Documented reports whether t is one of EventTypes, a type the API
// accepts.
func (t EventType) Documented() bool {
	return slices.Contains(EventTypes(), t)
}
