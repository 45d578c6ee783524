package ingresstest

import "github.com/ingresskit/ingress/ingresstest/internal/api"

// Default quotas, from the pages that document them (docs/BEHAVIOUR.md).
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

// Quotas are the most resources of each kind with a documented limit
// that the account may hold; no other kind has a limit. A create over a
// quota is refused with status 400 and the kind's code. A field of 0
// keeps the default; a negative one lifts the limit.
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
}

// WithQuotas sets the quotas of every account of the server, so that a
// test can reach one without creating a hundred resources, or lift one.
// A reset keeps them.
func WithQuotas(q Quotas) Option {
	return func(o *options) { o.cfg.quotas = q }
}

// quotaLimit returns the limit that a field of Quotas sets, given the
// default def: -1 for none.
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
	return api.QuotaLimits{
		Vaults:        quotaLimit(q.Vaults, DefaultVaultQuota),
		Secrets:       quotaLimit(q.Secrets, DefaultSecretQuota),
		ReservedAddrs: quotaLimit(q.ReservedAddrs, DefaultReservedAddrQuota),
	}
}
