package ingresstest

import (
	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/ingresstest/internal/store"
)

// loadRecord returns the record of t with the given ID, or a 404 error
// for a resource of kind (like "api_key") when there is none.
func loadRecord[T any](t *store.Table[T], kind, id string) (*T, error) {
	v, ok := t.Get(id)
	if !ok {
		return nil, api.NotFound(kind, id)
	}
	return v, nil
}
