package validate_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/internal/validate"
)

// FuzzHostnameAgreement checks that the rules that read a host name (ACL
// domains and host:port rules, edge hostports, route matches and domain
// names) accept the same names and the same ports.
func FuzzHostnameAgreement(f *testing.F) {
	for _, seed := range []struct{ host, port string }{
		{"example.com", "443"}, {"localhost", "1"}, {"10.0.0.1", "65535"}, {"a..b", "80"}, {"-a.b", "080"},
		{"ex_ample.com", "+80"}, {strings.Repeat("a", 64) + ".com", "65536"}, {"", ""}, {"a b", "0"}, {"192.0.2.1", "8o"},
	} {
		f.Add(seed.host, seed.port)
	}
	f.Fuzz(func(t *testing.T, host, port string) {
		if strings.ContainsAny(host, ":=*/[]%") || strings.ContainsAny(port, ":=*/[]%") {
			return
		}
		aclDomain, aclDomainErr := validate.ParseACLRule("bind:" + host)
		_, aclHostPortErr := validate.ParseACLRule("bind:" + host + ":" + port)
		hostPortErr := validate.HostPort("hp", host+":"+port)
		matchErr := validate.Match("match", host)

		hostOK := aclDomainErr == nil
		require.Equal(t, hostOK, matchErr == nil, "%q: ACL %v, match %v", host, aclDomainErr, matchErr)
		if hostOK {
			require.Equal(t, validate.ACLDomain, aclDomain.Kind)
			require.Equal(t, aclHostPortErr == nil, hostPortErr == nil, "%q:%q: ACL %v, hostport %v", host, port, aclHostPortErr, hostPortErr)
		}
		if validate.DomainName("domain", host, false) == nil {
			require.True(t, hostOK, "%q is a domain name but not an ACL domain", host)
		}
	})
}
