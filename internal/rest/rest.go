// Package rest is the generic machinery every resource family is built on:
// create, get, list, update and delete over a collection path (at the top
// or below another resource), and replace, get and delete of the modules
// addressed below an item.
package rest

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// Collection serves the CRUD endpoints of one resource: T is the resource,
// C its create parameters and U its update parameters.
type Collection[T, C, U any] struct {
	items  Nested[T, C, U]
	member string
}

// NewCollection returns the collection at path (for example "/api_keys")
// whose list envelope holds items in member (for example "keys").
func NewCollection[T, C, U any](c *ingress.Client, path, member string) Collection[T, C, U] {
	return Collection[T, C, U]{items: NewNested[T, C, U](c, path), member: member}
}

// Create posts params to the collection and returns the created resource.
// Nil params are the zero params: valid when every field is optional.
func (r Collection[T, C, U]) Create(ctx context.Context, params *C) (*T, error) {
	return r.items.Create(ctx, params)
}

// Get returns the resource with the given ID.
func (r Collection[T, C, U]) Get(ctx context.Context, id string) (*T, error) {
	return r.items.Get(ctx, id)
}

// List returns a lazy iterator over the collection.
func (r Collection[T, C, U]) List(ctx context.Context, params *ingress.ListParams) *ingress.Iter[*T] {
	return ingress.List[*T](ctx, r.items.client, r.items.pattern, r.member, params)
}

// Update patches the resource with the given ID and returns it as it is
// now. Nil params change nothing.
func (r Collection[T, C, U]) Update(ctx context.Context, id string, params *U) (*T, error) {
	return r.items.Update(ctx, params, id)
}

// Delete deletes the resource with the given ID.
func (r Collection[T, C, U]) Delete(ctx context.Context, id string) error {
	return r.items.Delete(ctx, id)
}

// Nested serves create, get, update and delete of a resource whose
// collection may lie below another resource, like the routes of an HTTPS
// edge ("/edges/https/{}/routes"): each method takes the IDs that fill the
// pattern's "{}", the parents' first and the resource's own last.
type Nested[T, C, U any] struct {
	client  *ingress.Client
	pattern string
}

// NewNested returns the resources of the collection at pattern.
func NewNested[T, C, U any](c *ingress.Client, pattern string) Nested[T, C, U] {
	return Nested[T, C, U]{client: c, pattern: pattern}
}

// Create posts params to the collection that parentIDs name. Nil params
// are the zero params.
func (r Nested[T, C, U]) Create(ctx context.Context, params *C, parentIDs ...string) (*T, error) {
	return r.call(ctx, http.MethodPost, r.pattern, bodyOf(params), parentIDs)
}

// Get returns the resource that ids name.
func (r Nested[T, C, U]) Get(ctx context.Context, ids ...string) (*T, error) {
	return r.call(ctx, http.MethodGet, r.pattern+"/{}", nil, ids)
}

// Update patches the resource that ids name and returns it as it is now.
// Nil params change nothing.
func (r Nested[T, C, U]) Update(ctx context.Context, params *U, ids ...string) (*T, error) {
	return r.call(ctx, http.MethodPatch, r.pattern+"/{}", bodyOf(params), ids)
}

// Delete deletes the resource that ids name.
func (r Nested[T, C, U]) Delete(ctx context.Context, ids ...string) error {
	p, err := Expand(r.pattern+"/{}", ids...)
	if err != nil {
		return err
	}
	return r.client.Do(ctx, http.MethodDelete, p, nil, nil)
}

func (r Nested[T, C, U]) call(ctx context.Context, method, pattern string, body any, ids []string) (*T, error) {
	p, err := Expand(pattern, ids...)
	if err != nil {
		return nil, err
	}
	return Call[T](ctx, r.client, method, p, body)
}

// Module serves the replace, get and delete endpoints of one module: Req is
// its request form and Resp its response form. Its pattern has one "{}"
// per ID, for example "/edges/https/{}/routes/{}/oidc".
type Module[Req, Resp any] struct {
	client  *ingress.Client
	pattern string
}

// NewModule returns the module at pattern.
func NewModule[Req, Resp any](c *ingress.Client, pattern string) Module[Req, Resp] {
	return Module[Req, Resp]{client: c, pattern: pattern}
}

// Replace puts req as the whole module configuration and returns it as
// the server stored it.
func (m Module[Req, Resp]) Replace(ctx context.Context, req *Req, ids ...string) (*Resp, error) {
	p, err := Expand(m.pattern, ids...)
	if err != nil {
		return nil, err
	}
	return Call[Resp](ctx, m.client, http.MethodPut, p, bodyOf(req))
}

// Get returns the module's configuration.
func (m Module[Req, Resp]) Get(ctx context.Context, ids ...string) (*Resp, error) {
	p, err := Expand(m.pattern, ids...)
	if err != nil {
		return nil, err
	}
	return Call[Resp](ctx, m.client, http.MethodGet, p, nil)
}

// Delete removes the module's configuration.
func (m Module[Req, Resp]) Delete(ctx context.Context, ids ...string) error {
	p, err := Expand(m.pattern, ids...)
	if err != nil {
		return err
	}
	return m.client.Do(ctx, http.MethodDelete, p, nil, nil)
}

// Call sends one request and decodes the response into a new T.
func Call[T any](ctx context.Context, c *ingress.Client, method, path string, body any) (*T, error) {
	out := new(T)
	if err := c.Do(ctx, method, path, body, out); err != nil {
		return nil, err
	}
	return out, nil
}

// Expand fills each "{}" of pattern with the next ID, path-escaped. An ID
// that validate.ID refuses (empty, a dot segment, or holding a slash,
// backslash or control character), or a number of IDs other than the
// pattern's, is refused before anything is sent.
func Expand(pattern string, ids ...string) (string, error) {
	var b strings.Builder
	b.Grow(len(pattern) + 32*len(ids))
	rest := pattern
	for _, id := range ids {
		i := strings.Index(rest, "{}")
		if i < 0 {
			break
		}
		if err := validate.ID("id", id); err != nil {
			return "", err
		}
		b.WriteString(rest[:i])
		b.WriteString(url.PathEscape(id))
		rest = rest[i+2:]
	}
	if n := strings.Count(pattern, "{}"); n != len(ids) {
		return "", validate.Fail("id", "%s takes %d IDs, got %d", pattern, n, len(ids))
	}
	b.WriteString(rest)
	return b.String(), nil
}

// bodyOf returns params, or for nil params their zero value, which is
// validated like any other and encodes as an object (the API wants one).
// A typed nil pointer inside an interface is not nil, so it is checked
// here.
func bodyOf[P any](params *P) any {
	if params == nil {
		return new(P)
	}
	return params
}
