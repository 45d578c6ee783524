package api

import "net/http"

// QuotaLimits are the most resources of each kind with a limit that an
// account may hold, -1 where there is none (see ingresstest.Quotas, whose
// defaults they hold).
type QuotaLimits struct {
	Vaults, Secrets, ReservedAddrs int
	// ReservedDomains counts every reserved domain, wildcard or not;
	// WildcardDomains those whose domain starts with "*.".
	ReservedDomains, WildcardDomains           int
	APIKeys, TunnelCredentials, SSHCredentials int
	// IPPolicyRules is per IP policy.
	IPPolicies, IPPolicyRules                         int
	CertificateAuthorities, SSHCertificateAuthorities int
	SSHHostCertificates, SSHUserCertificates          int
	EventDestinations, EventSubscriptions             int
	// PoolEndpoints is per pool: the cloud endpoints that share a URL.
	CloudEndpoints, PoolEndpoints int
	// EdgeRoutes and EdgeHostports are per edge.
	Edges, EdgeRoutes, EdgeHostports int
}

// OverQuota reports whether an account that holds held records of a kind
// whose limit is limit may not create another.
func OverQuota(held, limit int) bool {
	return limit >= 0 && held >= limit
}

// CheckQuota returns the error of a create over a quota, or nil: when
// held records of a kind reach its limit, status 400 (the reference's
// pages give none) with code and the pages' message, "your account is
// limited to <limit> <kind>".
func CheckQuota(held, limit int, code, kind string) error {
	if !OverQuota(held, limit) {
		return nil
	}
	return Errorf(http.StatusBadRequest, code, "your account is limited to %d %s", limit, kind)
}
