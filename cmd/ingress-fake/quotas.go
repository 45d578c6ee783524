package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/ingresskit/ingress/ingresstest"
)

// quotaFlags defines on fs the flags that set the account's quotas, one
// per kind that has one (see ingresstest.WithQuotas), and returns the
// quotas they fill in as fs parses them.
func quotaFlags(fs *flag.FlagSet) *ingresstest.Quotas {
	q := &ingresstest.Quotas{}
	for _, f := range []struct {
		name, kind string
		def        int
		to         *int
	}{
		{"vault-quota", "vaults", ingresstest.DefaultVaultQuota, &q.Vaults},
		{"secret-quota", "secrets, across every vault,", ingresstest.DefaultSecretQuota, &q.Secrets},
		{"reserved-addr-quota", "reserved addresses", ingresstest.DefaultReservedAddrQuota, &q.ReservedAddrs},
	} {
		usage := fmt.Sprintf("the most %s the account may hold, a `number` (default %d); -1 for no limit", f.kind, f.def)
		fs.Func(f.name, usage, func(s string) error {
			n, err := strconv.Atoi(s)
			if err != nil || n == 0 || n < -1 {
				return fmt.Errorf("want a number of at least 1, or -1 for no limit, got %q", s)
			}
			*f.to = n
			return nil
		})
	}
	return q
}
