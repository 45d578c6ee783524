package ingresstest

import (
	"slices"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/ingresstest/internal/api"
)

// usersPath is the collection that references to users point into.
const usersPath = "/users"

// exists reports whether a resource with this ID exists, whatever its kind:
// the part of the ID before "_" names its table. The caller holds the lock.
func (s *Server) exists(id string) bool {
	k, ok := s.engine.Records.KindOf(id)
	return ok && k.Records.Has(id)
}

// existingRef returns a ref to the existing resource id, which must be of
// a kind with one of prefixes; otherwise the error is api.MissingRef(field,
// id). The caller holds the lock.
func (s *Server) existingRef(field, id string, prefixes ...string) (*ingress.Ref, error) {
	prefix, _, _ := strings.Cut(id, "_")
	if !slices.Contains(prefixes, prefix) || !s.exists(id) {
		return nil, api.MissingRef(field, id)
	}
	return s.refTo(id), nil
}

// existingRefs returns refs to the existing resources ids, each of a kind
// with one of prefixes; otherwise the error is api.MissingRef(field, id) for
// the first that is not. The caller holds the lock.
func (s *Server) existingRefs(field string, ids []string, prefixes ...string) ([]ingress.Ref, error) {
	refs := make([]ingress.Ref, len(ids))
	for i, id := range ids {
		ref, err := s.existingRef(field, id, prefixes...)
		if err != nil {
			return nil, err
		}
		refs[i] = *ref
	}
	return refs, nil
}

// refersTo reports whether one of refs is to id.
func refersTo(refs []ingress.Ref, id string) bool {
	return slices.ContainsFunc(refs, func(r ingress.Ref) bool { return r.ID == id })
}

// refIDs returns the IDs that refs are to, in order.
func refIDs(refs []ingress.Ref) []string {
	ids := make([]string, len(refs))
	for i, r := range refs {
		ids[i] = r.ID
	}
	return ids
}

// refTo returns a ref to id, whose URI is in the collection of its kind,
// whether or not the resource still exists.
func (s *Server) refTo(id string) *ingress.Ref {
	k, _ := s.engine.Records.KindOf(id)
	return &ingress.Ref{ID: id, URI: s.engine.URI(k.Path, id)}
}

// userRef returns a ref to the user, bot user or service user id, as a
// record names who created or changed it.
func (s *Server) userRef(id string) *ingress.Ref {
	return &ingress.Ref{ID: id, URI: s.engine.URI(usersPath, id)}
}
