package api

import (
	"net/http"
	"time"

	"github.com/ingresskit/ingress/ingresstest/internal/store"

	"github.com/ingresskit/ingress/internal/wire"
)

// Call is what a create or update hook knows about its request. The
// engine is locked for writing while the hook runs.
type Call struct {
	// Caller is the authenticated user.
	Caller *store.User
	// ID is the ID of the resource being created or updated.
	ID string
	// URI is that resource's URI: absolute, unless the resource says
	// RelativeURI.
	URI string
	// Now is the server's current time.
	Now time.Time
	// Request is the HTTP request.
	Request *http.Request
}

// Resource describes one resource kind served by the generic handlers: T
// is its record and response, C its create parameters and U its update
// parameters (the SDK's own types, whose Validate methods are the rules).
// The handlers set the ID, URI and times of a new record (see stamped.go)
// and the description and metadata of a record from C and U (see
// described.go); the hooks deal with the rest.
type Resource[T, C, U any] struct {
	// Wire is the kind as the API spells it, like wire.APIKeys: its kind
	// names the resource in messages and events, and its paths, list
	// member and ID prefix are those served.
	Wire wire.Resource
	// Check, when set, checks the create parameters before the lock is
	// taken, for rules that need no state and may be costly to check,
	// like compiling an expression: no other request waits for them.
	Check func(p *C) error
	// CheckUpdate is Check for the update parameters.
	CheckUpdate func(p *U) error
	// Create builds the record of a new resource, checking references and
	// rules that need the server's state; the handler then sets its ID,
	// URI, times, description and metadata, so the hook takes the new
	// ID from the Call. It returns the response; Stored, when set,
	// derives what is kept (for example without a token).
	Create func(c *Call, p *C) (*T, error)
	// Stored derives the stored record from the created response.
	Stored func(created *T) *T
	// Update, when set, returns the record changed by p. cur is a copy,
	// whose description and metadata p has already changed: the hook may
	// change and return it, but must replace, not modify, its slices and
	// maps. Without it, an update changes the description and metadata
	// only.
	Update func(c *Call, cur T, p *U) (*T, error)
	// Delete, when set, runs before the record is removed and may refuse.
	Delete func(c *Call, cur *T) error
	// Guard, when set, runs before every create, update and delete, and
	// may refuse the caller: for kinds that only some callers manage.
	Guard func(c *Call) error
	// List, when set, serves the list instead of the plain paged list, for
	// a list with filters of its own.
	List func(r *http.Request) (status int, body any, err error)
	// Changed, when set, runs after a create, update or delete has stored
	// or removed a record, with the lock held: for state derived from the
	// records of the kind.
	Changed func()
	// RelativeURI gives records a URI relative to the API's base URL, as
	// the API does for agent ingresses, instead of an absolute one.
	RelativeURI bool
	// NoCreate leaves out the create endpoint.
	NoCreate bool
	// NoUpdate leaves out the update endpoint.
	NoUpdate bool
	// NoDelete leaves out the delete endpoint.
	NoDelete bool
	// NoList leaves out the list endpoint.
	NoList bool
}

// ServeResource serves the create, list, get, update and delete endpoints
// of a resource kind, whose records t holds. It records t and the
// collection path under the kind's ID prefix, for exists and existingRef.
func ServeResource[T, C, U any](e *Engine, t *store.Table[T], res Resource[T, C, U]) {
	e.Records.Kinds[res.Wire.Prefix] = store.Kind{Records: t, Path: res.Wire.Path}
	if !res.NoCreate {
		e.Endpoint("POST "+res.Wire.Path, res.create(e, t))
	}
	if !res.NoList {
		e.Endpoint("GET "+res.Wire.Path, res.list(e, t))
	}
	e.Endpoint("GET "+res.Wire.Item, func(r *http.Request) (int, any, error) {
		return OnItem(e, r, t, res.Wire.Kind, false, func(_ string, cur *T) (int, any, error) {
			return http.StatusOK, t.Item(cur), nil
		})
	})
	if !res.NoUpdate {
		e.Endpoint("PATCH "+res.Wire.Item, res.update(e, t))
	}
	if !res.NoDelete {
		e.Endpoint("DELETE "+res.Wire.Item, res.delete(e, t))
	}
}

// ServeReadOnly serves the list and get endpoints of a kind that only
// the platform makes, whose records t holds: the API neither creates,
// changes nor deletes them.
func ServeReadOnly[T any](e *Engine, t *store.Table[T], w wire.Resource) {
	ServeResource(e, t, Resource[T, struct{}, struct{}]{Wire: w, NoCreate: true, NoUpdate: true, NoDelete: true})
}

// create returns the handler of the create endpoint.
func (res Resource[T, C, U]) create(e *Engine, t *store.Table[T]) func(r *http.Request) (int, any, error) {
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
		stored := created
		if res.Stored != nil {
			stored = res.Stored(created)
		}
		t.Put(c.ID, stored)
		res.changed()
		e.Emit(res.Wire.Kind, "created", stored)
		return http.StatusCreated, created, nil
	}
}

// list returns the handler of the list endpoint.
func (res Resource[T, C, U]) list(e *Engine, t *store.Table[T]) func(r *http.Request) (int, any, error) {
	if res.List != nil {
		return res.List
	}
	return func(r *http.Request) (int, any, error) {
		return ListPage(e, r, t, res.Wire.Prefix, res.Wire.Path, res.Wire.Member)
	}
}

// update returns the handler of the update endpoint.
func (res Resource[T, C, U]) update(e *Engine, t *store.Table[T]) func(r *http.Request) (int, any, error) {
	desc := NewDescriber[T, U]()
	return func(r *http.Request) (int, any, error) {
		var p U
		if err := Decode(r, e.Config.MaxBodySize, &p); err != nil {
			return 0, nil, err
		}
		if err := check(e, res.CheckUpdate, &p); err != nil {
			return 0, nil, err
		}
		return res.onCall(e, r, t, func(c *Call, cur *T) (int, any, error) {
			next := *cur
			desc.Describe(&next, &p)
			updated := &next
			if res.Update != nil {
				var err error
				if updated, err = res.Update(c, next, &p); err != nil {
					return 0, nil, err
				}
			}
			t.Put(c.ID, updated)
			res.changed()
			e.Emit(res.Wire.Kind, "updated", updated)
			return http.StatusOK, updated, nil
		})
	}
}

// check runs fn, the check of the parameters p, when there is one,
// without the lock.
func check[P any](e *Engine, fn func(p *P) error, p *P) error {
	if fn == nil {
		return nil
	}
	e.Checking()
	return fn(p)
}

// delete returns the handler of the delete endpoint.
func (res Resource[T, C, U]) delete(e *Engine, t *store.Table[T]) func(r *http.Request) (int, any, error) {
	return func(r *http.Request) (int, any, error) {
		return res.onCall(e, r, t, func(c *Call, cur *T) (int, any, error) {
			if res.Delete != nil {
				if err := res.Delete(c, cur); err != nil {
					return 0, nil, err
				}
			}
			t.Delete(c.ID)
			res.changed()
			e.Emit(res.Wire.Kind, "deleted", cur)
			return http.StatusNoContent, nil, nil
		})
	}
}

// OnItem runs do on the record of t that the request's {id} names, with
// the lock held, for writing when write is set. An ID that t does not
// hold is a 404 for a resource of kind.
func OnItem[T any](e *Engine, r *http.Request, t *store.Table[T], kind string, write bool, do func(id string, cur *T) (int, any, error)) (int, any, error) {
	id := r.PathValue("id")
	load := func(*http.Request) (*T, error) { return Load(t, kind, id) }
	return OnLoaded(e, r, write, load, func(cur *T) (int, any, error) { return do(id, cur) })
}

// OnLoaded runs do on what load finds for the request r, with the lock
// held, for writing when write is set; an error of load is the answer.
func OnLoaded[T any](e *Engine, r *http.Request, write bool, load func(r *http.Request) (T, error), do func(found T) (int, any, error)) (int, any, error) {
	if write {
		e.Mu.Lock()
		defer e.Mu.Unlock()
	} else {
		e.Mu.RLock()
		defer e.Mu.RUnlock()
	}
	found, err := load(r)
	if err != nil {
		return 0, nil, err
	}
	return do(found)
}

// onCall runs do, with the lock held for writing, on the record of t that
// the request's {id} names and what the hooks know of the request, once
// the Guard, if any, has let the caller through.
func (res Resource[T, C, U]) onCall(e *Engine, r *http.Request, t *store.Table[T], do func(c *Call, cur *T) (int, any, error)) (int, any, error) {
	return OnItem(e, r, t, res.Wire.Kind, true, func(id string, cur *T) (int, any, error) {
		c, err := res.open(e, r, id)
		if err != nil {
			return 0, nil, err
		}
		return do(c, cur)
	})
}

// open returns what the hooks of the resource id know about the request
// r, or the Guard's refusal of the caller.
func (res Resource[T, C, U]) open(e *Engine, r *http.Request, id string) (*Call, error) {
	c := e.NewCall(r, id, res.Wire.Path)
	if res.RelativeURI {
		c.URI = res.Wire.Path + "/" + id
	}
	if res.Guard != nil {
		if err := res.Guard(c); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// NewCall returns what the hooks of the resource id, in the collection at
// path, know about the request r.
func (e *Engine) NewCall(r *http.Request, id, path string) *Call {
	return &Call{Caller: CallerOf(r), ID: id, URI: e.URI(path, id), Now: e.Now(), Request: r}
}

// changed runs the resource's Changed hook, if it has one.
func (res Resource[T, C, U]) changed() {
	if res.Changed != nil {
		res.Changed()
	}
}

// Load returns the record of t with the given ID, or a 404 error for a
// resource of kind (like "api_key") when there is none.
func Load[T any](t *store.Table[T], kind, id string) (*T, error) {
	v, ok := t.Get(id)
	if !ok {
		return nil, NotFound(kind, id)
	}
	return v, nil
}
