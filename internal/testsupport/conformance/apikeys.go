package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
)

// apiKeys exercises the five API key endpoints: create, get, list (over
// two pages), update and delete.
func apiKeys(env *Env) {
	keys := apikeys.NewClient(env.Client)
	first, err := keys.Create(env.Ctx, &apikeys.CreateParams{Description: new("conformance"), Metadata: new(`{"n":1}`)})
	require.NoError(env.T, err)
	require.NotNil(env.T, first.Token)
	second, err := keys.Create(env.Ctx, nil)
	require.NoError(env.T, err)

	got, err := keys.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Nil(env.T, got.Token)

	var listed []string
	for k, err := range keys.List(env.Ctx, &ingress.ListParams{Limit: new(1)}).All() {
		require.NoError(env.T, err)
		listed = append(listed, k.ID)
	}
	require.Subset(env.T, listed, []string{first.ID, second.ID})

	updated, err := keys.Update(env.Ctx, first.ID, &apikeys.UpdateParams{Description: new("updated")})
	require.NoError(env.T, err)
	require.Equal(env.T, "updated", updated.Description)

	require.NoError(env.T, keys.Delete(env.Ctx, second.ID))
	require.NoError(env.T, keys.Delete(env.Ctx, first.ID))
	_, err = keys.Get(env.Ctx, first.ID)
	require.True(env.T, ingress.IsNotFound(err), "a deleted key is not found: %v", err)
}
