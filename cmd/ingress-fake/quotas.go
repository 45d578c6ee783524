package main

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/ingresskit/ingress/ingresstest"
)

// noLimit is the default of a quota flag whose kind has no documented
// limit.
const noLimit = -1

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
		{"reserved-domain-quota", "reserved domains, wildcard ones among them,", noLimit, &q.ReservedDomains},
		{"wildcard-domain-quota", "reserved wildcard domains", noLimit, &q.WildcardDomains},
		{"api-key-quota", "API keys", noLimit, &q.APIKeys},
		{"tunnel-credential-quota", "tunnel credentials", noLimit, &q.TunnelCredentials},
		{"ssh-credential-quota", "SSH credentials", noLimit, &q.SSHCredentials},
		{"ip-policy-quota", "IP policies", noLimit, &q.IPPolicies},
		{"ip-policy-rule-quota", "rules of each IP policy", noLimit, &q.IPPolicyRules},
		{"certificate-authority-quota", "certificate authorities", noLimit, &q.CertificateAuthorities},
		{"ssh-certificate-authority-quota", "SSH certificate authorities", noLimit, &q.SSHCertificateAuthorities},
		{"ssh-host-certificate-quota", "SSH host certificates", noLimit, &q.SSHHostCertificates},
		{"ssh-user-certificate-quota", "SSH user certificates", noLimit, &q.SSHUserCertificates},
		{"event-destination-quota", "event destinations", noLimit, &q.EventDestinations},
		{"event-subscription-quota", "event subscriptions", noLimit, &q.EventSubscriptions},
		{"cloud-endpoint-quota", "cloud endpoints", noLimit, &q.CloudEndpoints},
		{"pool-endpoint-quota", "endpoints of each pool", noLimit, &q.PoolEndpoints},
	} {
		def := "no limit"
		if f.def != noLimit {
			def = fmt.Sprint(f.def)
		}
		usage := fmt.Sprintf("the most %s the account may hold, a `number` (default %s); -1 for no limit", f.kind, def)
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
