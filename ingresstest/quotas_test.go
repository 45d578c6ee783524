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
