package ingresstest

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// Default quotas, from the pages that document them (docs/BEHAVIOUR.md).
// The other kinds of Quotas have no default: no page gives their number.
const (
	// DefaultVaultQuota is the vaults an account may hold: 5 on every
	// plan (traffic-policy/secrets, "Limits and pricing").
	DefaultVaultQuota = 5
	// DefaultSecretQuota is the secrets an account may hold across its
	// vaults: the pay-as-you-go default of the same table, 500.
	DefaultSecretQuota = 500
	// DefaultReservedAddrQuota is the reserved addresses an account may
	// hold: 100, the pay-as-you-go number of the TCP addresses page.
	DefaultReservedAddrQuota = 100
)

// Quotas are the most resources of each kind that the account may hold,
// for the kinds whose error pages speak of a limit ("your account is
// limited to MAX ..."). Vaults, secrets and reserved addresses default to
// the documented numbers; the other kinds, whose number no page gives,
// have no limit unless one is set. A create over a quota is refused with
// status 400 and the kind's code. A field of 0 keeps the default; a
// negative one lifts the limit.
type Quotas struct {
	// Vaults is the quota of vaults (DefaultVaultQuota); over it,
	// CodeVaultQuota.
	Vaults int
	// Secrets is the quota of secrets across every vault
	// (DefaultSecretQuota); over it, CodeSecretQuota.
	Secrets int
	// ReservedAddrs is the quota of reserved addresses
	// (DefaultReservedAddrQuota); over it, CodeReservedAddrQuota.
	ReservedAddrs int
	// ReservedDomains is the quota of reserved domains, wildcard ones
	// among them; over it, CodeReservedDomainQuota.
	ReservedDomains int
	// WildcardDomains is the quota of reserved wildcard domains
	// ("*.example.com"); over it, CodeWildcardDomainQuota.
	WildcardDomains int
	// APIKeys is the quota of API keys; over it, CodeAPIKeyQuota.
	APIKeys int
	// TunnelCredentials is the quota of tunnel credentials (authtokens);
	// over it, CodeTunnelCredentialQuota.
	TunnelCredentials int
	// SSHCredentials is the quota of SSH credentials; over it,
	// CodeSSHCredentialQuota.
	SSHCredentials int
	// IPPolicies is the quota of IP policies; over it,
	// CodeIPPolicyQuota.
	IPPolicies int
	// IPPolicyRules is the quota of rules of each IP policy; over it,
	// CodeIPPolicyRuleQuota.
	IPPolicyRules int
	// CertificateAuthorities is the quota of certificate authorities;
	// over it, CodeCertificateAuthorityQuota.
	CertificateAuthorities int
	// SSHCertificateAuthorities is the quota of SSH certificate
	// authorities; over it, CodeSSHCertificateAuthorityQuota.
	SSHCertificateAuthorities int
	// SSHHostCertificates is the quota of SSH host certificates; over
	// it, CodeSSHHostCertificateQuota.
	SSHHostCertificates int
	// SSHUserCertificates is the quota of SSH user certificates; over
	// it, CodeSSHUserCertificateQuota.
	SSHUserCertificates int
	// EventDestinations is the quota of event destinations; over it,
	// CodeEventDestinationQuota.
	EventDestinations int
	// EventSubscriptions is the quota of event subscriptions; over it,
	// CodeEventSubscriptionQuota.
	EventSubscriptions int
	// CloudEndpoints is the quota of cloud endpoints; over it,
	// CodeCloudEndpointQuota.
	CloudEndpoints int
	// PoolEndpoints is the quota of endpoints, cloud or agent, that one
	// pool (the endpoints on one URL) may hold; over it,
	// CodePoolEndpointQuota.
	PoolEndpoints int
	// Edges, EdgeRoutes (of each HTTPS edge) and EdgeHostports (of each
	// edge) are the quotas of the error reference's ERR_NGROK_7009,
	// ERR_NGROK_7128 and ERR_NGROK_7129. Edges do not check them yet.
	Edges, EdgeRoutes, EdgeHostports int
}

// WithQuotas sets the quotas of every account of the server, so that a
// test can reach one without creating a hundred resources, or lift one.
// A reset keeps them.
func WithQuotas(q Quotas) Option {
	return func(o *options) { o.cfg.quotas = q }
}

// quotaLimit returns the limit that a field of Quotas sets, given the
// default def (-1 for none): -1 for none.
func quotaLimit(field, def int) int {
	switch {
	case field == 0:
		return def
	case field < 0:
		return -1
	}
	return field
}

// limits returns the quotas' limits, their defaults filled in.
func (q Quotas) limits() api.QuotaLimits {
	none := func(field int) int { return quotaLimit(field, -1) }
	return api.QuotaLimits{
		Vaults:                    quotaLimit(q.Vaults, DefaultVaultQuota),
		Secrets:                   quotaLimit(q.Secrets, DefaultSecretQuota),
		ReservedAddrs:             quotaLimit(q.ReservedAddrs, DefaultReservedAddrQuota),
		ReservedDomains:           none(q.ReservedDomains),
		WildcardDomains:           none(q.WildcardDomains),
		APIKeys:                   none(q.APIKeys),
		TunnelCredentials:         none(q.TunnelCredentials),
		SSHCredentials:            none(q.SSHCredentials),
		IPPolicies:                none(q.IPPolicies),
		IPPolicyRules:             none(q.IPPolicyRules),
		CertificateAuthorities:    none(q.CertificateAuthorities),
		SSHCertificateAuthorities: none(q.SSHCertificateAuthorities),
		SSHHostCertificates:       none(q.SSHHostCertificates),
		SSHUserCertificates:       none(q.SSHUserCertificates),
		EventDestinations:         none(q.EventDestinations),
		EventSubscriptions:        none(q.EventSubscriptions),
		CloudEndpoints:            none(q.CloudEndpoints),
		PoolEndpoints:             none(q.PoolEndpoints),
		Edges:                     none(q.Edges),
		EdgeRoutes:                none(q.EdgeRoutes),
		EdgeHostports:             none(q.EdgeHostports),
	}
}
