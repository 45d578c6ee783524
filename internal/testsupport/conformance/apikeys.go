package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/apikeys"
)

// apiKeys exercises the five API key endpoints: create, get, list (over
// two pages), update and delete.
func apiKeys(env *Env) {
	keys := apikeys.NewClient(env.Client)
	p := exercise(env, keys,
		&apikeys.CreateParams{Description: new("conformance"), Metadata: new(`{"n":1}`)},
		nil,
		&apikeys.UpdateParams{Description: new("updated")})
	require.NotNil(env.T, p.First.Token)
	require.Nil(env.T, p.Got.Token)
	require.Subset(env.T, p.Listed, p.newestFirst())
	require.Equal(env.T, "updated", p.Updated.Description)

	remove(env, keys, p.Second.ID, p.First.ID)
	gone(env, keys, p.First.ID)
}
