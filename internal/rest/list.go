package rest

import (
	"context"

	"github.com/ingresskit/ingress"
)

// ListAt returns a lazy iterator over the list at pattern filled with ids,
// such as the secrets of one vault ("/vaults/{id}/secrets"), whose list
// envelope holds the items in member. IDs that Expand refuses give an
// iterator that fails with Expand's error, before anything is sent.
func ListAt[T any](ctx context.Context, c *ingress.Client, pattern, member string, ids []string, params *ingress.ListParams) *ingress.Iter[T] {
	p, err := Expand(pattern, ids...)
	if err != nil {
		return ingress.ListFailed[T](err)
	}
	return ingress.List[T](ctx, c, p, member, params)
}
