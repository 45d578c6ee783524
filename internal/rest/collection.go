package rest

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/wire"
)

// Collection serves the CRUD endpoints of a resource at the top of the
// API: T is the resource, C its create parameters and U its update
// parameters.
type Collection[T, C, U any] struct {
	items items[T, C, U]
}

// NewCollection returns the collection of the kind res (for example
// wire.APIKeys): at its path, with its items at its item path, listed in
// its list member.
func NewCollection[T, C, U any](c *ingress.Client, res wire.Resource) Collection[T, C, U] {
	return Collection[T, C, U]{items: items[T, C, U]{client: c, res: res}}
}

// Create posts params to the collection and returns the created resource.
// Nil params are the zero params: valid when every field is optional.
func (r Collection[T, C, U]) Create(ctx context.Context, params *C) (*T, error) {
	return r.items.create(ctx, nil, params)
}

// Get returns the resource with the given ID.
func (r Collection[T, C, U]) Get(ctx context.Context, id string) (*T, error) {
	return r.items.get(ctx, id)
}

// List returns a lazy iterator over the collection.
func (r Collection[T, C, U]) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*T] {
	return ingress.List[*T](ctx, r.items.client, r.items.res.Path, r.items.res.Member, params)
}

// Update patches the resource with the given ID and returns it as it is
// now. Nil params change nothing.
func (r Collection[T, C, U]) Update(ctx context.Context, id string, params *U) (*T, error) {
	return r.items.update(ctx, []string{id}, params)
}

// Delete deletes the resource with the given ID.
func (r Collection[T, C, U]) Delete(ctx context.Context, id string) error {
	return r.items.delete(ctx, id)
}

// Nested serves create, get, update and delete of a resource whose
// collection lies below another resource, like the routes of an HTTPS
// edge ("/edges/https/{edge_id}/routes"): each method takes the parent's
// ID first, then the resource's own.
type Nested[T, C, U any] struct {
	items items[T, C, U]
}

// NewNested returns the resources of the kind res (for example
// wire.HTTPSEdgeRoutes), whose path and item path name the parent's ID
// first.
func NewNested[T, C, U any](c *ingress.Client, res wire.Resource) Nested[T, C, U] {
	return Nested[T, C, U]{items: items[T, C, U]{client: c, res: res}}
}

// Create posts params to the collection of the parent parentID. Nil
// params are the zero params.
func (r Nested[T, C, U]) Create(ctx context.Context, parentID string, params *C) (*T, error) {
	return r.items.create(ctx, []string{parentID}, params)
}

// Get returns the resource id of the parent parentID.
func (r Nested[T, C, U]) Get(ctx context.Context, parentID, id string) (*T, error) {
	return r.items.get(ctx, parentID, id)
}

// Update patches the resource id of the parent parentID and returns it as
// it is now. Nil params change nothing.
func (r Nested[T, C, U]) Update(ctx context.Context, parentID, id string, params *U) (*T, error) {
	return r.items.update(ctx, []string{parentID, id}, params)
}

// Delete deletes the resource id of the parent parentID.
func (r Nested[T, C, U]) Delete(ctx context.Context, parentID, id string) error {
	return r.items.delete(ctx, parentID, id)
}

// items is the code under Collection and Nested: the collection path and
// the item path of a kind, each filled with the IDs of a call, outer to
// inner.
type items[T, C, U any] struct {
	client *ingress.Client
	res    wire.Resource
}

func (r items[T, C, U]) create(ctx context.Context, ids []string, params *C) (*T, error) {
	return At[T](ctx, r.client, http.MethodPost, r.res.Path, ids, bodyOf(params))
}

func (r items[T, C, U]) get(ctx context.Context, ids ...string) (*T, error) {
	return At[T](ctx, r.client, http.MethodGet, r.res.Item, ids, nil)
}

func (r items[T, C, U]) update(ctx context.Context, ids []string, params *U) (*T, error) {
	return At[T](ctx, r.client, http.MethodPatch, r.res.Item, ids, bodyOf(params))
}

func (r items[T, C, U]) delete(ctx context.Context, ids ...string) error {
	return Delete(ctx, r.client, r.res.Item, ids...)
}
