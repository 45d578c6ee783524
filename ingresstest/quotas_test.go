package ingresstest_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/reservedaddrs"
	"github.com/ingresskit/ingress/vaults"
)

// TestVaultQuota follows traffic-policy/secrets ("Limits and pricing": 5
// vaults on every plan) and errors/err_ngrok_23005.
func TestVaultQuota(t *testing.T) {
	_, c := newServer(t)
	vs := vaults.NewClient(c)
	for i := range ingresstest.DefaultVaultQuota {
		_, err := vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: fmt.Sprint("v", i)})
		require.NoError(t, err)
	}
	_, err := vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "one-more"})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeVaultQuota, "maximum number of vaults (5)")
}

// TestSecretQuota follows the same table (500 secrets by default, across
// every vault) and errors/err_ngrok_24007; WithQuotas lowers it for the
// test.
func TestSecretQuota(t *testing.T) {
	_, c := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{Secrets: 3}))
	vs := vaults.NewClient(c)
	var ids []string
	for _, name := range []string{"a", "b"} {
		v, err := vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: name})
		require.NoError(t, err)
		ids = append(ids, v.ID)
	}
	create := func(vaultID, name string) error {
		_, err := vs.Secrets.Create(t.Context(), &vaults.SecretCreateParams{VaultID: vaultID, Name: name, Value: vaults.NewValue("x")})
		return err
	}
	require.NoError(t, create(ids[0], "s1"))
	require.NoError(t, create(ids[0], "s2"))
	require.NoError(t, create(ids[1], "s3"))
	testkit.RequireAPIErrorContains(t, create(ids[1], "s4"), http.StatusBadRequest, ingresstest.CodeSecretQuota, ids[1])
	it := vs.Secrets.List(t.Context(), nil)
	var first *vaults.Secret
	for it.Next() {
		first = it.Item()
	}
	require.NoError(t, it.Err())
	require.NoError(t, vs.Secrets.Delete(t.Context(), first.ID))
	require.NoError(t, create(ids[1], "s4"), "room again once one is deleted")
}

// TestReservedAddrQuota follows the TCP addresses page (100 addresses on
// pay-as-you-go) and errors/err_ngrok_502; a negative quota lifts it.
func TestReservedAddrQuota(t *testing.T) {
	_, c := newServer(t)
	addrs := reservedaddrs.NewClient(c)
	for range ingresstest.DefaultReservedAddrQuota {
		_, err := addrs.Create(t.Context(), nil)
		require.NoError(t, err)
	}
	_, err := addrs.Create(t.Context(), nil)
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeReservedAddrQuota, "limited to 100 reserved addresses")

	_, c = newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{ReservedAddrs: -1, Vaults: 1}))
	addrs = reservedaddrs.NewClient(c)
	for range ingresstest.DefaultReservedAddrQuota + 1 {
		_, err := addrs.Create(t.Context(), nil)
		require.NoError(t, err, "no limit")
	}
	vs := vaults.NewClient(c)
	_, err = vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "a"})
	require.NoError(t, err)
	_, err = vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "b"})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeVaultQuota)
}

// TestQuotasOfEveryAccount checks that WithQuotas sets the quotas of the
// accounts NewAccount makes too, and that a reset keeps them: they are
// the server's settings, not an account's state.
func TestQuotasOfEveryAccount(t *testing.T) {
	srv := ingresstest.NewServer(ingresstest.WithQuotas(ingresstest.Quotas{Vaults: 1}))
	t.Cleanup(srv.Close)
	acct, err := srv.NewAccount()
	require.NoError(t, err)
	for _, s := range []*ingresstest.Server{srv, acct} {
		vs := vaults.NewClient(s.Client())
		_, err := vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "first"})
		require.NoError(t, err)
		_, err = vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "second"})
		testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeVaultQuota, "(1)")
	}
	acct.ResetAccount()
	vs := vaults.NewClient(acct.Client())
	_, err = vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "again"})
	require.NoError(t, err)
	_, err = vs.Vaults.Create(t.Context(), &vaults.VaultCreateParams{Name: "over"})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeVaultQuota, "(1)")
}

// TestQuotasWithoutDefault checks the kinds whose limit no page gives:
// without WithQuotas they have none; with it, the quota's number of
// records is allowed and one more refused with the kind's code, until one
// is deleted. A quota of rules counts those of each policy alone.
func TestQuotasWithoutDefault(t *testing.T) {
	srv, _ := newServer(t)
	for range 5 {
		createRaw(t, srv, "/ip_policies", `{}`)
	}

	srv, _ = newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{IPPolicies: 2, IPPolicyRules: 2}))
	first := createRaw(t, srv, "/ip_policies", `{}`)
	second := createRaw(t, srv, "/ip_policies", `{}`)
	doc := requireError(t, postRaw(t, srv, "/ip_policies", `{}`), http.StatusBadRequest, ingresstest.CodeIPPolicyQuota)
	require.Contains(t, doc.Msg, "limited to 2 IP policies")
	for _, cidr := range []string{"10.0.0.0/8", "192.168.0.0/16"} {
		createRaw(t, srv, "/ip_policy_rules", ipRule(first, cidr, "allow"))
	}
	createRaw(t, srv, "/ip_policy_rules", ipRule(second, "10.0.0.0/8", "allow"))
	requireError(t, postRaw(t, srv, "/ip_policy_rules", ipRule(first, "172.16.0.0/12", "allow")), http.StatusBadRequest, ingresstest.CodeIPPolicyRuleQuota)
	require.Equal(t, http.StatusNoContent, deleteRaw(t, srv, "/ip_policies/"+second).status)
	createRaw(t, srv, "/ip_policies", `{}`)
}

// TestDomainQuotas checks that a wildcard domain counts towards the quota
// of reserved domains, and that the quota of wildcard domains counts
// those alone.
func TestDomainQuotas(t *testing.T) {
	srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{ReservedDomains: 2}))
	createRaw(t, srv, "/reserved_domains", `{"domain":"*.example.com"}`)
	createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.net"}`)
	requireError(t, postRaw(t, srv, "/reserved_domains", `{"domain":"api.example.net"}`), http.StatusBadRequest, ingresstest.CodeReservedDomainQuota)

	srv, _ = newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{WildcardDomains: 1}))
	createRaw(t, srv, "/reserved_domains", `{"domain":"app.example.net"}`)
	createRaw(t, srv, "/reserved_domains", `{"domain":"*.example.com"}`)
	createRaw(t, srv, "/reserved_domains", `{"domain":"api.example.net"}`)
	requireError(t, postRaw(t, srv, "/reserved_domains", `{"domain":"*.example.org"}`), http.StatusBadRequest, ingresstest.CodeWildcardDomainQuota)
}

// TestPoolEndpointQuota checks that the quota of endpoints per pool
// counts the endpoints on one URL, and leaves other URLs alone.
func TestPoolEndpointQuota(t *testing.T) {
	srv, _ := newServer(t, ingresstest.WithQuotas(ingresstest.Quotas{PoolEndpoints: 2}))
	pooled := map[string]any{"pooling_enabled": true}
	requireID(t, postEndpoint(t, srv, pooled))
	requireID(t, postEndpoint(t, srv, pooled))
	requireError(t, postEndpoint(t, srv, pooled), http.StatusBadRequest, ingresstest.CodePoolEndpointQuota)
	requireID(t, postEndpoint(t, srv, map[string]any{"pooling_enabled": true, "url": "https://other.internal"}))
}
