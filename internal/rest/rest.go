// Package rest is the generic machinery every resource family is built on:
// create, get, list, update and delete over a collection (at the top or
// below another resource), and replace, get and delete of the modules
// addressed below an item. Every method takes its arguments in the order
// of the public methods built on it: the context, then the IDs from the
// outermost resource to the innermost, then the parameters.
package rest

import (
	"context"
	"net/http"

	"github.com/ingresskit/ingress"
)

// Call sends one request and decodes the response into a new T.
func Call[T any](ctx context.Context, c *ingress.Client, method, path string, body any) (*T, error) {
	out := new(T)
	if err := c.Do(ctx, method, path, body, out); err != nil {
		return nil, err
	}
	return out, nil
}

// Delete sends a DELETE to pattern filled with ids.
func Delete(ctx context.Context, c *ingress.Client, pattern string, ids ...string) error {
	p, err := Expand(pattern, ids...)
	if err != nil {
		return err
	}
	return c.Do(ctx, http.MethodDelete, p, nil, nil)
}

// At sends a request to pattern filled with ids and decodes the response
// into a new T.
func At[T any](ctx context.Context, c *ingress.Client, method, pattern string, ids []string, body any) (*T, error) {
	p, err := Expand(pattern, ids...)
	if err != nil {
		return nil, err
	}
	return Call[T](ctx, c, method, p, body)
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
