package vaults_test

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest"
	"github.com/ingresskit/ingress/internal/testsupport/testkit"
	"github.com/ingresskit/ingress/vaults"
)

func TestVaultRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, vaults.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()

	created, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod", Description: new("production"), Metadata: new(`{"team":"infra"}`)})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(created.ID, "vault_"), created.ID)
	assert.Equal(t, srv.URL+"/vaults/"+created.ID, created.URI)
	assert.Equal(t, "prod", created.Name)
	assert.Equal(t, "production", created.Description)
	assert.Equal(t, `{"team":"infra"}`, created.Metadata)
	assert.Equal(t, clock.Now(), created.CreatedAt)
	assert.Equal(t, created.CreatedAt, created.UpdatedAt)
	assert.Equal(t, srv.AdminID, created.CreatedBy)
	assert.Equal(t, srv.AdminID, created.LastUpdatedBy)

	got, err := c.Vaults.Get(ctx, created.ID)
	require.NoError(t, err)
	assert.Equal(t, created, got)

	clock.Advance(time.Minute)
	params := &vaults.VaultUpdateParams{Metadata: new("m2")}
	updated, err := c.Vaults.Update(ctx, created.ID, params)
	require.NoError(t, err)
	assert.Equal(t, "m2", updated.Metadata)
	assert.Equal(t, "prod", updated.Name, "fields not supplied keep their value")
	assert.Equal(t, created.CreatedAt.Add(time.Minute), updated.UpdatedAt)
	assert.Nil(t, params.Name, "Update does not change the caller's params")

	other, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "staging"})
	require.NoError(t, err)
	var ids []string
	for v, err := range c.Vaults.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, v.ID)
	}
	assert.Equal(t, []string{other.ID, created.ID}, ids, "newest first, across pages")

	require.NoError(t, c.Vaults.Delete(ctx, created.ID))
	_, err = c.Vaults.Get(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = c.Vaults.Delete(ctx, created.ID)
	assert.True(t, ingress.IsNotFound(err), "a second delete finds nothing: %v", err)
}

func TestVaultNamesAreUnique(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	prod, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	_, err = c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeVaultNameTaken, prod.ID)

	staging, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "staging"})
	require.NoError(t, err)
	_, err = c.Vaults.Update(ctx, staging.ID, &vaults.VaultUpdateParams{Name: new("prod")})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeVaultNameTaken, "a rename may not take another vault's name")
	_, err = c.Vaults.Update(ctx, prod.ID, &vaults.VaultUpdateParams{Name: new("prod")})
	require.NoError(t, err, "a vault keeps its own name")

	require.NoError(t, c.Vaults.Delete(ctx, prod.ID))
	_, err = c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err, "a deleted vault's name is free again")
}

func TestSecretRoundTrip(t *testing.T) {
	clock := ingresstest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	srv, c, _ := testkit.Start(t, vaults.NewClient, ingresstest.WithClock(clock.Now))
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)

	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{
		VaultID: v.ID, Name: "db-password", Value: vaults.NewValue(plaintext),
		Description: new("postgres"), Metadata: new("m"),
	})
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(sec.ID, "secret_"), sec.ID)
	assert.Equal(t, srv.URL+"/vault_secrets/"+sec.ID, sec.URI)
	assert.Equal(t, "db-password", sec.Name)
	assert.Equal(t, "postgres", sec.Description)
	assert.Equal(t, "m", sec.Metadata)
	assert.Equal(t, &ingress.Ref{ID: v.ID, URI: v.URI}, sec.Vault)
	assert.Equal(t, "prod", sec.VaultName)
	assert.Equal(t, srv.AdminID, sec.CreatedBy.ID)
	assert.Equal(t, sec.CreatedBy, sec.LastUpdatedBy)
	assert.Equal(t, clock.Now(), sec.CreatedAt)
	assert.Equal(t, sec.CreatedAt, sec.UpdatedAt)

	got, err := c.Secrets.Get(ctx, sec.ID)
	require.NoError(t, err)
	assert.Equal(t, sec, got)

	clock.Advance(time.Hour)
	updated, err := c.Secrets.Update(ctx, sec.ID, &vaults.SecretUpdateParams{Value: vaults.NewValue("rotated")})
	require.NoError(t, err)
	assert.Equal(t, sec.CreatedAt.Add(time.Hour), updated.UpdatedAt, "a new value changes the update time")
	assert.Equal(t, "db-password", updated.Name, "and nothing else")

	updated, err = c.Secrets.Update(ctx, sec.ID, &vaults.SecretUpdateParams{Name: new("db.password"), Description: new("pg")})
	require.NoError(t, err)
	assert.Equal(t, "db.password", updated.Name)
	assert.Equal(t, "pg", updated.Description)
	assert.Equal(t, "m", updated.Metadata)

	second, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultName: "prod", Name: "api/token", Value: vaults.NewValue("t")})
	require.NoError(t, err)
	assert.Equal(t, v.ID, second.Vault.ID, "vault_name names the vault as vault_id does")

	var ids []string
	for s, err := range c.Secrets.List(ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(t, err)
		ids = append(ids, s.ID)
	}
	assert.Equal(t, []string{second.ID, sec.ID}, ids, "newest first, across pages")

	require.NoError(t, c.Secrets.Delete(ctx, sec.ID))
	_, err = c.Secrets.Get(ctx, sec.ID)
	assert.True(t, ingress.IsNotFound(err), "got %v", err)
	err = c.Secrets.Delete(ctx, sec.ID)
	assert.True(t, ingress.IsNotFound(err), "a second delete finds nothing: %v", err)
}

func TestListByVault(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	prod, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	staging, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "staging"})
	require.NoError(t, err)
	var want []string
	for _, name := range []string{"a", "b", "c"} {
		s, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: prod.ID, Name: name, Value: vaults.NewValue("v")})
		require.NoError(t, err)
		want = append([]string{s.ID}, want...)
		_, err = c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: staging.ID, Name: name, Value: vaults.NewValue("v")})
		require.NoError(t, err, "names are unique within a vault, not across vaults")
	}

	var got []string
	for s, err := range c.Secrets.ListByVault(ctx, prod.ID, &ingress.ListParams{Limit: new(2)}).All() {
		require.NoError(t, err)
		assert.Equal(t, prod.ID, s.Vault.ID)
		got = append(got, s.ID)
	}
	assert.Equal(t, want, got, "the vault's secrets only, newest first, across pages")

	require.NoError(t, c.Secrets.Delete(ctx, want[0]))
	got = got[:0]
	for s, err := range c.Secrets.ListByVault(ctx, prod.ID, nil).All() {
		require.NoError(t, err)
		got = append(got, s.ID)
	}
	assert.Equal(t, want[1:], got, "a deleted secret leaves its vault's list")

	empty, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "empty"})
	require.NoError(t, err)
	for _, err := range c.Secrets.ListByVault(ctx, empty.ID, nil).All() {
		require.NoError(t, err)
		t.Error("an empty vault lists no secret")
	}

	for _, err := range c.Secrets.ListByVault(ctx, "vault_unknown", nil).All() {
		assert.True(t, ingress.IsNotFound(err), "a vault that does not exist is not found: %v", err)
	}
}

func TestListByVaultRefusesBadIDsBeforeSending(t *testing.T) {
	srv, c, _ := testkit.Start(t, vaults.NewClient)
	var handled atomic.Int32
	srv.OnHandled(func(ingresstest.Handled) { handled.Add(1) })
	for _, id := range []string{"", "a/b", ".."} {
		it := c.Secrets.ListByVault(context.Background(), id, nil)
		assert.False(t, it.Next())
		testkit.RequireValidation(t, it.Err(), "id", "vault ID %q", id)
	}
	assert.Zero(t, handled.Load(), "nothing was sent")
}

func TestSecretNamesAreUniqueWithinAVault(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	first, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("one")})
	require.NoError(t, err)
	_, err = c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("two")})
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeSecretNameTaken, first.ID)

	second, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "other", Value: vaults.NewValue("two")})
	require.NoError(t, err)
	_, err = c.Secrets.Update(ctx, second.ID, &vaults.SecretUpdateParams{Name: new("token")})
	testkit.RequireAPIError(t, err, http.StatusConflict, ingresstest.CodeSecretNameTaken, "a rename may not take another secret's name")
	_, err = c.Secrets.Update(ctx, first.ID, &vaults.SecretUpdateParams{Name: new("token")})
	require.NoError(t, err, "a secret keeps its own name")
}

func TestDeletingAVaultThatHoldsSecretsIsRefused(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("x")})
	require.NoError(t, err)

	err = c.Vaults.Delete(ctx, v.ID)
	testkit.RequireAPIErrorContains(t, err, http.StatusConflict, ingresstest.CodeVaultNotEmpty, sec.ID)
	_, err = c.Secrets.Get(ctx, sec.ID)
	require.NoError(t, err, "a refused delete leaves the secrets")

	require.NoError(t, c.Secrets.Delete(ctx, sec.ID))
	require.NoError(t, c.Vaults.Delete(ctx, v.ID), "an empty vault is deleted")
	for _, err := range c.Secrets.ListByVault(ctx, v.ID, nil).All() {
		assert.True(t, ingress.IsNotFound(err), "a deleted vault has no list: %v", err)
	}
}

func TestRenamingAVaultRenamesItsSecrets(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	v, err := c.Vaults.Create(ctx, &vaults.VaultCreateParams{Name: "prod"})
	require.NoError(t, err)
	sec, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: v.ID, Name: "token", Value: vaults.NewValue("x")})
	require.NoError(t, err)
	_, err = c.Vaults.Update(ctx, v.ID, &vaults.VaultUpdateParams{Name: new("production")})
	require.NoError(t, err)

	got, err := c.Secrets.Get(ctx, sec.ID)
	require.NoError(t, err)
	assert.Equal(t, "production", got.VaultName)
	for s, err := range c.Secrets.ListByVault(ctx, v.ID, nil).All() {
		require.NoError(t, err)
		assert.Equal(t, "production", s.VaultName)
	}
	_, err = c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultName: "prod", Name: "n", Value: vaults.NewValue("x")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeVaultNameNotFound, "the old name names no vault")
}

func TestSecretNeedsAnExistingVault(t *testing.T) {
	_, c, _ := testkit.Start(t, vaults.NewClient)
	ctx := context.Background()
	_, err := c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultID: "vault_unknown", Name: "n", Value: vaults.NewValue("x")})
	testkit.RequireAPIError(t, err, http.StatusBadRequest, ingresstest.CodeVaultIDNotFound)
	_, err = c.Secrets.Create(ctx, &vaults.SecretCreateParams{VaultName: "nowhere", Name: "n", Value: vaults.NewValue("x")})
	testkit.RequireAPIErrorContains(t, err, http.StatusBadRequest, ingresstest.CodeVaultNameNotFound, "nowhere")
}
