package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/serviceusers"
)

// botUsers exercises the five bot user endpoints: create, get, list (over
// two pages), update and delete, with an API key owned by the bot.
func botUsers(env *Env) {
	bots := botusers.NewClient(env.Client)
	first, err := bots.Create(env.Ctx, &botusers.CreateParams{Name: "conformance"})
	require.NoError(env.T, err)
	require.True(env.T, first.Active)
	second, err := bots.Create(env.Ctx, &botusers.CreateParams{Name: "idle", Active: new(false)})
	require.NoError(env.T, err)
	_, err = apikeys.NewClient(env.Client).Create(env.Ctx, &apikeys.CreateParams{OwnerID: &first.ID})
	require.NoError(env.T, err)

	got, err := bots.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first, got)

	var listed []string
	for b, err := range bots.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, b.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)

	updated, err := bots.Update(env.Ctx, first.ID, &botusers.UpdateParams{Name: new("renamed"), Active: new(false)})
	require.NoError(env.T, err)
	require.Equal(env.T, "renamed", updated.Name)
	require.False(env.T, updated.Active)

	require.NoError(env.T, bots.Delete(env.Ctx, second.ID))
	require.NoError(env.T, bots.Delete(env.Ctx, first.ID))
	_, err = bots.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted bot user is not found: %v", err)
}

// serviceUsers exercises the five service user endpoints, which the
// supplement describes: create, get, list (over two pages), update and
// delete, with an API key owned by the service user.
func serviceUsers(env *Env) {
	users := serviceusers.NewClient(env.Client)
	first, err := users.Create(env.Ctx, &serviceusers.CreateParams{Name: "conformance"})
	require.NoError(env.T, err)
	require.True(env.T, first.Active)
	second, err := users.Create(env.Ctx, &serviceusers.CreateParams{Name: "idle", Active: new(false)})
	require.NoError(env.T, err)
	_, err = apikeys.NewClient(env.Client).Create(env.Ctx, &apikeys.CreateParams{OwnerID: &first.ID})
	require.NoError(env.T, err)

	got, err := users.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first, got)

	var listed []string
	for u, err := range users.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, u.ID)
	}
	require.Equal(env.T, []string{second.ID, first.ID}, listed)

	updated, err := users.Update(env.Ctx, first.ID, &serviceusers.UpdateParams{Name: new("renamed"), Active: new(false)})
	require.NoError(env.T, err)
	require.Equal(env.T, "renamed", updated.Name)
	require.False(env.T, updated.Active)

	require.NoError(env.T, users.Delete(env.Ctx, second.ID))
	require.NoError(env.T, users.Delete(env.Ctx, first.ID))
	_, err = users.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted service user is not found: %v", err)
}
