package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/vaults"
)

// vaultsAndSecrets exercises the five endpoints of vaults and the five of
// secrets, lists over two pages, the list of one vault's secrets (GET
// /vaults/{id}/secrets, described in reference/supplement.yaml), and the
// refused delete of a vault that holds a secret.
func vaultsAndSecrets(env *Env) {
	c := vaults.NewClient(env.Client)
	v, err := c.Vaults.Create(env.Ctx, &vaults.VaultCreateParams{Name: "conformance", Description: new("d"), Metadata: new("m")})
	require.NoError(env.T, err)
	other, err := c.Vaults.Create(env.Ctx, &vaults.VaultCreateParams{Name: "other"})
	require.NoError(env.T, err)

	got, err := c.Vaults.Get(env.Ctx, v.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, v.ID, got.ID)
	var ids []string
	for x, err := range c.Vaults.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		ids = append(ids, x.ID)
	}
	require.Subset(env.T, ids, []string{v.ID, other.ID})
	_, err = c.Vaults.Update(env.Ctx, v.ID, &vaults.VaultUpdateParams{Name: new("renamed"), Description: new("updated")})
	require.NoError(env.T, err)

	sec, err := c.Secrets.Create(env.Ctx, &vaults.SecretCreateParams{
		VaultID: v.ID, Name: "token", Value: vaults.NewValue("value"), Description: new("d"), Metadata: new("m"),
	})
	require.NoError(env.T, err)
	second, err := c.Secrets.Create(env.Ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "password", Value: vaults.NewValue("value")})
	require.NoError(env.T, err)
	_, err = c.Secrets.Get(env.Ctx, sec.ID)
	require.NoError(env.T, err)
	_, err = c.Secrets.Update(env.Ctx, sec.ID, &vaults.SecretUpdateParams{Name: new("token2"), Value: vaults.NewValue("rotated")})
	require.NoError(env.T, err)

	var listed []*vaults.Secret
	for s, err := range c.Secrets.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, s)
	}
	var byVault []*vaults.Secret
	for s, err := range c.Secrets.ListByVault(env.Ctx, v.ID, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		byVault = append(byVault, s)
	}
	require.Equal(env.T, listed, byVault, "the vault's list holds what the list of all secrets holds")

	require.Error(env.T, c.Vaults.Delete(env.Ctx, v.ID), "a vault that holds secrets is not deleted")
	require.NoError(env.T, c.Secrets.Delete(env.Ctx, sec.ID))
	require.NoError(env.T, c.Secrets.Delete(env.Ctx, second.ID))
	require.NoError(env.T, c.Vaults.Delete(env.Ctx, v.ID))
	require.NoError(env.T, c.Vaults.Delete(env.Ctx, other.ID))
}
