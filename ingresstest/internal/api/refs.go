package api

import (
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
)

// UsersPath is the collection that references to users point into.
const UsersPath = "/users"

// Exists reports whether a resource with this ID exists, whatever its kind:
// the part of the ID before "_" names its table. The caller holds the lock.
func (e *Engine) Exists(id string) bool {
	k, ok := e.Records.KindOf(id)
	return ok && k.Records.Has(id)
}

// ExistingRef returns a ref to the existing resource id, which must be of
// a kind with one of prefixes; otherwise the error is MissingRef(code,
// field, id). The caller holds the lock.
func (e *Engine) ExistingRef(code, field, id string, prefixes ...string) (*ingress.Ref, error) {
	prefix, _, _ := strings.Cut(id, "_")
	if !slices.Contains(prefixes, prefix) || !e.Exists(id) {
		return nil, MissingRef(code, field, id)
	}
	return e.RefTo(id), nil
}

// ExistingRefs returns refs to the existing resources ids, each of a kind
// with one of prefixes; otherwise the error is MissingRef(code, field, id)
// for the first that is not. The caller holds the lock.
func (e *Engine) ExistingRefs(code, field string, ids []string, prefixes ...string) ([]ingress.Ref, error) {
	refs := make([]ingress.Ref, len(ids))
	for i, id := range ids {
		ref, err := e.ExistingRef(code, field, id, prefixes...)
		if err != nil {
			return nil, err
		}
		refs[i] = *ref
	}
	return refs, nil
}

// RefersTo reports whether one of refs is to id.
func RefersTo(refs []ingress.Ref, id string) bool {
	return slices.ContainsFunc(refs, func(r ingress.Ref) bool { return r.ID == id })
}

// RefIDs returns the IDs that refs are to, in order.
func RefIDs(refs []ingress.Ref) []string {
	ids := make([]string, len(refs))
	for i, r := range refs {
		ids[i] = r.ID
	}
	return ids
}

// RefTo returns a ref to id, whose URI is in the collection of its kind,
// whether or not the resource still exists.
func (e *Engine) RefTo(id string) *ingress.Ref {
	k, _ := e.Records.KindOf(id)
	return &ingress.Ref{ID: id, URI: e.URI(k.Path, id)}
}

// UserRef returns a ref to the user, bot user or service user id, as a
// record names who created or changed it.
func (e *Engine) UserRef(id string) *ingress.Ref {
	return &ingress.Ref{ID: id, URI: e.URI(UsersPath, id)}
}
