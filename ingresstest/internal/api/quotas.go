package api

// QuotaLimits are the most resources of each kind with a documented limit
// that an account may hold, -1 where there is none (see
// ingresstest.Quotas, whose defaults they hold).
type QuotaLimits struct {
	Vaults, Secrets, ReservedAddrs int
}

// OverQuota reports whether an account that holds held records of a kind
// whose limit is limit may not create another.
func OverQuota(held, limit int) bool {
	return limit >= 0 && held >= limit
}
