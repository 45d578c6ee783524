package conformance

import (
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/botusers"
	"github.com/ingresskit/ingress/serviceusers"
)

// botUsers exercises the five bot user endpoints (see users).
func botUsers(env *Env) { users(env, botusers.NewClient(env.Client)) }

// serviceUsers exercises the five service user endpoints, which the
// supplement describes (see users).
func serviceUsers(env *Env) { users(env, serviceusers.NewClient(env.Client)) }

// users exercises the five endpoints of the bot users or of the service
// users, which share their types: create, get, list (over two pages),
// update and delete, with an API key owned by the user.
func users(env *Env, c crud[serviceusers.ServiceUser, serviceusers.CreateParams, serviceusers.UpdateParams]) {
	first, err := c.Create(env.Ctx, &serviceusers.CreateParams{Name: "conformance"})
	require.NoError(env.T, err)
	require.True(env.T, first.Active)
	second, err := c.Create(env.Ctx, &serviceusers.CreateParams{Name: "idle", Active: new(false)})
	require.NoError(env.T, err)
	_, err = apikeys.NewClient(env.Client).Create(env.Ctx, &apikeys.CreateParams{OwnerID: &first.ID})
	require.NoError(env.T, err)

	got, err := c.Get(env.Ctx, first.ID)
	require.NoError(env.T, err)
	require.Equal(env.T, first, got)
	require.Equal(env.T, []string{second.ID, first.ID}, listIDs(env, c.List(env.Ctx, &ingress.ListParams{Limit: new(1)})))

	updated, err := c.Update(env.Ctx, first.ID, &serviceusers.UpdateParams{Name: new("renamed"), Active: new(false)})
	require.NoError(env.T, err)
	require.Equal(env.T, "renamed", updated.Name)
	require.False(env.T, updated.Active)

	remove(env, c, second.ID, first.ID)
	gone(env, c, first.ID)
}
