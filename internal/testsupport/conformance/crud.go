package conformance

import (
	"context"
	"reflect"

	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
)

// crud is the client of a collection at the top of the API: its five
// endpoints, for resource T, create parameters C and update parameters U.
type crud[T, C, U any] interface {
	Create(ctx context.Context, params *C) (*T, error)
	Get(ctx context.Context, id string) (*T, error)
	List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*T]
	Update(ctx context.Context, id string, params *U) (*T, error)
	Delete(ctx context.Context, id string) error
}

// pass is what one pass over the endpoints of a collection returned, for
// the family's own checks.
type pass[T any] struct {
	// First is created from the full params, Second from the bare ones.
	First, Second *T
	// Got is First as Get returns it.
	Got *T
	// Listed are the IDs that List returned over pages of one, in order.
	Listed []string
	// Updated is First as Update returns it.
	Updated *T
}

// exercise creates a resource from full and then one from bare, gets the
// first, lists the collection over pages of one and updates the first
// with update, failing env's test on any error. It deletes nothing: the
// family may still need the resources (see remove).
func exercise[T, C, U any](env *Env, c crud[T, C, U], full, bare *C, update *U) pass[T] {
	env.T.Helper()
	var p pass[T]
	var err error
	p.First, err = c.Create(env.Ctx, full)
	require.NoError(env.T, err)
	p.Second, err = c.Create(env.Ctx, bare)
	require.NoError(env.T, err)
	p.Got, err = c.Get(env.Ctx, idOf(p.First))
	require.NoError(env.T, err)
	p.Listed = listIDs(env, c.List(env.Ctx, &ingress.ListParams{Limit: new(1)}))
	p.Updated, err = c.Update(env.Ctx, idOf(p.First), update)
	require.NoError(env.T, err)
	return p
}

// newestFirst returns the IDs of p's resources in the order a list
// returns them: the second, then the first.
func (p pass[T]) newestFirst() []string {
	return []string{idOf(p.Second), idOf(p.First)}
}

// remove deletes the resources with the given IDs in order, failing env's
// test on any error.
func remove[T, C, U any](env *Env, c crud[T, C, U], ids ...string) {
	env.T.Helper()
	for _, id := range ids {
		require.NoError(env.T, c.Delete(env.Ctx, id))
	}
}

// gone checks that the resource with the given ID is not found.
func gone[T, C, U any](env *Env, c crud[T, C, U], id string) {
	env.T.Helper()
	_, err := c.Get(env.Ctx, id)
	require.True(env.T, ingress.IsNotFound(err), "a deleted resource is not found: %v", err)
}

// listIDs returns the IDs of every resource that it yields, in order.
func listIDs[T any](env *Env, it *ingress.Iter[*T]) []string {
	env.T.Helper()
	var ids []string
	for v, err := range it.All() {
		require.NoError(env.T, err)
		ids = append(ids, idOf(v))
	}
	return ids
}

// idOf returns the ID field of a resource: every resource of the API has
// one, and the families' types have no method that returns it.
func idOf[T any](v *T) string {
	return reflect.ValueOf(v).Elem().FieldByName("ID").String()
}
