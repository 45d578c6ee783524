package api

import (
	"net/http"
	"net/url"
	"reflect"
	"strings"

	"github.com/ingresskit/ingress/ingresstest/internal/filter"
	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/internal/wire"
)

// An alias is a second name of a resource kind, as bot users are of
// service users: the API serves the same records in a second collection,
// where each record's ID has the alias's prefix before the same KSUID and
// its URI is in that collection. The table keeps each record once, under
// the ID and URI of the kind it is an alias of; the handlers of the alias
// translate the IDs they are given and the records they answer with.

// AliasID returns the ID under which the records of the kind of, that
// the kind as also serves, store the record that id names: id with as's
// prefix replaced by of's, and any other id as it is.
func AliasID(of, as wire.Resource, id string) string {
	if ksuid, ok := strings.CutPrefix(id, as.Prefix+"_"); ok {
		return of.Prefix + "_" + ksuid
	}
	return id
}

// aliased is the table t of the kind of, seen as the kind as.
type aliased[T any] struct {
	e      *Engine
	t      *store.Table[T]
	of, as wire.Resource
	// id and uri are the indexes of the fields ID and URI in T.
	id, uri []int
}

// newAliased returns the table t of the kind of seen as the kind as.
func newAliased[T any](e *Engine, t *store.Table[T], of, as wire.Resource) *aliased[T] {
	rt := reflect.TypeFor[T]()
	return &aliased[T]{e: e, t: t, of: of, as: as, id: FieldOfType[string](rt, "ID"), uri: FieldOfType[string](rt, "URI")}
}

// stored returns the ID under which t holds the record that id, an ID of
// the alias, names, and false for an ID that is not one of the alias.
func (a *aliased[T]) stored(id string) (string, bool) {
	if !strings.HasPrefix(id, a.as.Prefix+"_") {
		return "", false
	}
	return AliasID(a.of, a.as, id), true
}

// renamed returns a copy of v whose ID is the one its KSUID has in the
// kind w and whose URI is in w's collection.
func (a *aliased[T]) renamed(v *T, w wire.Resource) *T {
	next := *v
	r := reflect.ValueOf(&next).Elem()
	id := FieldAt[string](r, a.id)
	_, ksuid, _ := strings.Cut(*id, "_")
	*id = w.Prefix + "_" + ksuid
	*FieldAt[string](r, a.uri) = a.e.URI(w.Path, *id)
	return &next
}

// load returns the record that the request's {id} names, or a 404 for a
// resource of the alias's kind.
func (a *aliased[T]) load(r *http.Request) (*T, error) {
	id := r.PathValue("id")
	if stored, ok := a.stored(id); ok {
		if v, found := a.t.Get(stored); found {
			return v, nil
		}
	}
	return nil, NotFound(a.as.Kind, id)
}

// Has reports whether the record the alias's id names exists.
func (a *aliased[T]) Has(id string) bool {
	stored, ok := a.stored(id)
	return ok && a.t.Has(stored)
}

// Len returns the number of records.
func (a *aliased[T]) Len() int { return a.t.Len() }

// Newest returns up to n records as the alias shows them, newest first.
func (a *aliased[T]) Newest(n int) []any {
	page, _ := a.t.Page("", n)
	out := make([]any, len(page))
	for i, v := range page {
		out[i] = a.renamed(v, a.as)
	}
	return out
}

// Lookup returns the record the alias's id names, as the alias shows it.
func (a *aliased[T]) Lookup(id string) (any, bool) {
	stored, ok := a.stored(id)
	if !ok {
		return nil, false
	}
	v, found := a.t.Get(stored)
	if !found {
		return nil, false
	}
	return a.renamed(v, a.as), true
}

// ServeAlias serves the create, list, get, update and delete endpoints of
// res.Wire, a second name of the kind of, whose records t holds under
// of's IDs: what either kind creates, the other lists, reads, updates and
// deletes. The hooks of res see the alias's ID and URI in the Call, and
// the record as t holds it. res.Stored, List and RelativeURI, and the
// fields that leave out endpoints, are not for aliases. It records the
// alias's collection path and a view of t under the alias's ID prefix,
// for exists and existingRef.
func ServeAlias[T, C, U any](e *Engine, t *store.Table[T], of wire.Resource, res Resource[T, C, U]) {
	a := newAliased(e, t, of, res.Wire)
	e.Records.Kinds[res.Wire.Prefix] = store.Kind{Records: a, Path: res.Wire.Path}
	e.Endpoint("POST "+res.Wire.Path, res.aliasCreate(a))
	e.Endpoint("GET "+res.Wire.Path, a.list)
	e.Endpoint("GET "+res.Wire.Item, func(r *http.Request) (int, any, error) {
		return OnLoaded(e, r, false, a.load, func(cur *T) (int, any, error) {
			return http.StatusOK, a.renamed(cur, a.as), nil
		})
	})
	e.Endpoint("PATCH "+res.Wire.Item, res.aliasUpdate(a))
	e.Endpoint("DELETE "+res.Wire.Item, res.aliasDelete(a))
}

// aliasCreate returns the handler of the alias's create endpoint: the
// new record is stored under of's ID, and answered with the alias's.
func (res Resource[T, C, U]) aliasCreate(a *aliased[T]) func(r *http.Request) (int, any, error) {
	e := a.e
	stamp, desc := NewStamper[T](), NewDescriber[T, C]()
	return func(r *http.Request) (int, any, error) {
		var p C
		if err := Decode(r, e.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if err := check(e, res.Check, &p); err != nil {
			return 0, nil, err
		}
		e.Mu.Lock()
		defer e.Mu.Unlock()
		c, err := res.open(e, r, e.NewID(res.Wire.Prefix))
		if err != nil {
			return 0, nil, err
		}
		created, err := res.Create(c, &p)
		if err != nil {
			return 0, nil, err
		}
		stamp.Stamp(created, c)
		desc.Describe(created, &p)
		a.t.Put(AliasID(a.of, a.as, c.ID), a.renamed(created, a.of))
		res.changed()
		e.Emit(res.Wire.Kind, "created", created)
		return http.StatusCreated, created, nil
	}
}

// aliasUpdate returns the handler of the alias's update endpoint.
func (res Resource[T, C, U]) aliasUpdate(a *aliased[T]) func(r *http.Request) (int, any, error) {
	e := a.e
	desc := NewDescriber[T, U]()
	return func(r *http.Request) (int, any, error) {
		var p U
		if err := Decode(r, e.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if err := check(e, res.CheckUpdate, &p); err != nil {
			return 0, nil, err
		}
		return OnLoaded(e, r, true, a.load, func(cur *T) (int, any, error) {
			c, err := res.open(e, r, r.PathValue("id"))
			if err != nil {
				return 0, nil, err
			}
			next := *cur
			desc.Describe(&next, &p)
			updated := &next
			if res.Update != nil {
				if updated, err = res.Update(c, next, &p); err != nil {
					return 0, nil, err
				}
			}
			a.t.Put(AliasID(a.of, a.as, c.ID), updated)
			res.changed()
			shown := a.renamed(updated, a.as)
			e.Emit(res.Wire.Kind, "updated", shown)
			return http.StatusOK, shown, nil
		})
	}
}

// aliasDelete returns the handler of the alias's delete endpoint.
func (res Resource[T, C, U]) aliasDelete(a *aliased[T]) func(r *http.Request) (int, any, error) {
	e := a.e
	return func(r *http.Request) (int, any, error) {
		return OnLoaded(e, r, true, a.load, func(cur *T) (int, any, error) {
			c, err := res.open(e, r, r.PathValue("id"))
			if err != nil {
				return 0, nil, err
			}
			if res.Delete != nil {
				if err := res.Delete(c, cur); err != nil {
					return 0, nil, err
				}
			}
			a.t.Delete(AliasID(a.of, a.as, c.ID))
			res.changed()
			e.Emit(res.Wire.Kind, "deleted", a.renamed(cur, a.as))
			return http.StatusNoContent, nil, nil
		})
	}
}

// list serves the alias's list: the page of t that the alias's before_id
// starts, its records as the alias shows them, which its filter, if any,
// selects, and its next page from the alias's ID.
func (a *aliased[T]) list(r *http.Request) (int, any, error) {
	q := r.URL.Query()
	before := q.Get("before_id")
	if before != "" && !store.WellFormedID(a.as.Prefix, before) {
		return 0, nil, badBefore(before)
	}
	meter := &filter.Meter{}
	match, err := ListFilter[T](a.e, r.Pattern, q, meter)
	if err != nil {
		return 0, nil, err
	}
	var keep func(*T) (bool, error)
	var carry url.Values
	if match != nil {
		keep = func(v *T) (bool, error) { return match(a.renamed(v, a.as)) }
		carry = url.Values{"filter": {q.Get("filter")}}
		q.Del("filter")
	}
	if before != "" {
		q.Set("before_id", AliasID(a.of, a.as, before))
	}
	inner := r.Clone(r.Context())
	inner.URL.RawQuery = q.Encode()
	status, body, err := ListPageWhere(a.e, inner, a.t, a.of.Prefix, a.as.Path, a.as.Member, keep, meter, carry)
	if err != nil {
		return 0, nil, err
	}
	page := body.(Page[T])
	for i, v := range page.Items {
		page.Items[i] = a.renamed(v, a.as)
	}
	page.Encs = make([]*store.Encoding, len(page.Items))
	if page.Next != "" {
		path, query, _ := strings.Cut(page.Next, "?")
		next, err := url.ParseQuery(query)
		if err != nil {
			return 0, nil, err
		}
		_, ksuid, _ := strings.Cut(next.Get("before_id"), "_")
		next.Set("before_id", a.as.Prefix+"_"+ksuid)
		page.Next = path + "?" + next.Encode()
	}
	return status, page, nil
}
