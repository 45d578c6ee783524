package ingresstest_test

import (
	"fmt"
	"testing"

	"github.com/ingresskit/ingress/ingresstest"
)

// quotaProvocations provoke the codes of creates over a quota, each on a
// server whose quota of the kind WithQuotas sets to one (or two, where
// the account starts with a record of the kind).
var quotaProvocations = map[string]provocation{
	"ERR_NGROK_415": overQuota(ingresstest.Quotas{ReservedDomains: 1}, "/reserved_domains", func(t *testing.T, i int) string {
		return fmt.Sprintf(`{"domain":"app%d.example.com"}`, i)
	}),
	"ERR_NGROK_418": overQuota(ingresstest.Quotas{WildcardDomains: 1}, "/reserved_domains", func(t *testing.T, i int) string {
		return fmt.Sprintf(`{"domain":"*.app%d.example.com"}`, i)
	}),
	"ERR_NGROK_602": overQuota(ingresstest.Quotas{TunnelCredentials: 1}, "/credentials", func(*testing.T, int) string { return `{}` }),
	"ERR_NGROK_603": overQuota(ingresstest.Quotas{APIKeys: 2}, "/api_keys", func(*testing.T, int) string { return `{}` }),
	"ERR_NGROK_608": overQuota(ingresstest.Quotas{SSHCredentials: 1}, "/ssh_credentials", func(t *testing.T, _ int) string {
		return jsonOf(t, map[string]string{"public_key": sshPublicKey(t)})
	}),
	"ERR_NGROK_1410": overQuota(ingresstest.Quotas{IPPolicies: 1}, "/ip_policies", func(*testing.T, int) string { return `{}` }),
	"ERR_NGROK_1411": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{IPPolicyRules: 1}))
		policy, other := createRaw(t, srv, "/ip_policies", `{}`), createRaw(t, srv, "/ip_policies", `{}`)
		createRaw(t, srv, "/ip_policy_rules", ipRule(policy, "10.0.0.0/8", "allow"))
		createRaw(t, srv, "/ip_policy_rules", ipRule(other, "10.0.0.0/8", "allow"))
		return postRaw(t, srv, "/ip_policy_rules", ipRule(policy, "192.168.0.0/16", "allow"))
	},
	"ERR_NGROK_1954": overQuota(ingresstest.Quotas{CertificateAuthorities: 1}, "/certificate_authorities", func(t *testing.T, _ int) string {
		return jsonOf(t, map[string]string{"ca_pem": newPKI(t).caCert})
	}),
	"ERR_NGROK_1956": overQuota(ingresstest.Quotas{SSHCertificateAuthorities: 1}, "/ssh_certificate_authorities", func(*testing.T, int) string {
		return `{"private_key_type":"ed25519"}`
	}),
	"ERR_NGROK_1958": sshCertOverQuota(ingresstest.Quotas{SSHHostCertificates: 1}, "/ssh_host_certificates"),
	"ERR_NGROK_1960": sshCertOverQuota(ingresstest.Quotas{SSHUserCertificates: 1}, "/ssh_user_certificates"),
	"ERR_NGROK_5102": overQuota(ingresstest.Quotas{EventDestinations: 1}, "/event_destinations", func(*testing.T, int) string {
		return destinationWith(kinesisTargetJSON)
	}),
	"ERR_NGROK_5131": overQuota(ingresstest.Quotas{EventSubscriptions: 1}, "/event_subscriptions", func(*testing.T, int) string {
		return `{"sources":[{"type":"ip_policy_created.v0"}]}`
	}),
	"ERR_NGROK_18010": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{CloudEndpoints: 1}))
		requireID(t, postEndpoint(t, srv, nil))
		return postEndpoint(t, srv, map[string]any{"url": "https://other.internal"})
	},
	"ERR_NGROK_18020": func(t *testing.T) rawResult {
		srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{PoolEndpoints: 1}))
		requireID(t, postEndpoint(t, srv, map[string]any{"pooling_enabled": true}))
		return postEndpoint(t, srv, map[string]any{"pooling_enabled": true})
	},
}

// overQuota returns the provocation that, on a server of its own whose
// quotas are q, creates records by raw POSTs to path, the body of the
// i-th made by body, until one is refused, and returns that answer.
func overQuota(q ingresstest.Quotas, path string, body func(t *testing.T, i int) string) provocation {
	return func(t *testing.T) rawResult {
		t.Helper()
		srv, _ := newServer(t, ingresstest.WithQuotas(q))
		for i := range 3 {
			if res := postRaw(t, srv, path, body(t, i)); res.status >= 300 {
				return res
			}
		}
		t.Fatalf("no create on %s was over the quota", path)
		return rawResult{}
	}
}

// sshCertOverQuota returns the provocation that, on a server whose quotas
// are q, signs certificates by raw POSTs to path with one SSH certificate
// authority until one is refused.
func sshCertOverQuota(q ingresstest.Quotas, path string) provocation {
	return func(t *testing.T) rawResult {
		t.Helper()
		srv, _ := newServer(t, ingresstest.WithQuotas(q))
		ca := createRaw(t, srv, "/ssh_certificate_authorities", `{"private_key_type":"ed25519"}`)
		for range 3 {
			body := jsonOf(t, map[string]any{"ssh_certificate_authority_id": ca, "public_key": sshPublicKey(t), "principals": []string{"root"}})
			if res := postRaw(t, srv, path, body); res.status >= 300 {
				return res
			}
		}
		t.Fatalf("no create on %s was over the quota", path)
		return rawResult{}
	}
}
