package ingresstest

import (
	"net/http"
	"time"
)

// call is what a create or update hook knows about its request.
type call struct {
	// Server is the server, locked for writing while the hook runs.
	Server *Server
	// Caller is the authenticated user.
	Caller *user
	// ID is the ID of the resource being created or updated.
	ID string
	// URI is that resource's absolute URI.
	URI string
	// Now is the server's current time.
	Now time.Time
	// Request is the HTTP request.
	Request *http.Request
}

// resource describes one resource kind served by the generic handlers: T
// is its record and response, C its create parameters and U its update
// parameters (the SDK's own types, whose Validate methods are the rules).
type resource[T, C, U any] struct {
	// Kind names the resource in messages and events, like "api_key".
	Kind string
	// Path is the collection path, like "/api_keys".
	Path string
	// Member is the list envelope's item member, like "keys".
	Member string
	// Prefix is the ID prefix, like "ak".
	Prefix string
	// Create builds the record of a new resource, checking references and
	// rules that need the server's state. It returns the response; Stored,
	// when set, derives what is kept (for example without a token).
	Create func(c *call, p *C) (*T, error)
	// Stored derives the stored record from the created response.
	Stored func(created *T) *T
	// Update returns the record changed by p. cur is a copy: the hook may
	// change and return it, but must replace, not modify, its slices and
	// maps. Nil means the resource has no update endpoint.
	Update func(c *call, cur T, p *U) (*T, error)
	// Delete, when set, runs before the record is removed and may refuse.
	Delete func(c *call, cur *T) error
	// List, when set, serves the list instead of the plain paged list, for
	// a list with filters of its own.
	List func(r *http.Request) (status int, body any, err error)
	// Changed, when set, runs after a create, update or delete has stored
	// or removed a record, with the lock held: for state derived from the
	// records of the kind.
	Changed func()
	// NoCreate leaves out the create endpoint.
	NoCreate bool
	// NoDelete leaves out the delete endpoint.
	NoDelete bool
	// NoList leaves out the list endpoint.
	NoList bool
}

// serveResource serves the create, list, get, update and delete endpoints
// of a resource kind, whose records t holds. It records t and the
// collection path under the kind's ID prefix, for exists and existingRef.
func serveResource[T, C, U any](s *Server, t *table[T], res resource[T, C, U]) {
	s.kinds[res.Prefix] = kindOfID{records: t, path: res.Path}
	item := res.Path + "/{id}"
	if !res.NoCreate {
		s.serve("POST "+res.Path, s.handle(func(r *http.Request) (int, any, error) {
			var p C
			if err := s.decode(r, &p); err != nil {
				return 0, nil, err
			}
			s.mu.Lock()
			defer s.mu.Unlock()
			c := s.newCall(r, s.newID(res.Prefix), res.Path)
			created, err := res.Create(c, &p)
			if err != nil {
				return 0, nil, err
			}
			stored := created
			if res.Stored != nil {
				stored = res.Stored(created)
			}
			t.Put(c.ID, stored)
			res.changed()
			s.emit(res.Kind, "created", stored)
			return http.StatusCreated, created, nil
		}))
	}
	list := res.List
	if list == nil {
		list = func(r *http.Request) (int, any, error) { return listPage(s, r, t, res.Prefix, res.Path, res.Member) }
	}
	if !res.NoList {
		s.serve("GET "+res.Path, s.handle(list))
	}
	s.serve("GET "+item, s.handle(func(r *http.Request) (int, any, error) {
		s.mu.RLock()
		defer s.mu.RUnlock()
		v, err := t.Load(res.Kind, r.PathValue("id"))
		if err != nil {
			return 0, nil, err
		}
		return http.StatusOK, v, nil
	}))
	if res.Update != nil {
		s.serve("PATCH "+item, s.handle(func(r *http.Request) (int, any, error) {
			var p U
			if err := s.decode(r, &p); err != nil {
				return 0, nil, err
			}
			s.mu.Lock()
			defer s.mu.Unlock()
			id := r.PathValue("id")
			cur, err := t.Load(res.Kind, id)
			if err != nil {
				return 0, nil, err
			}
			updated, err := res.Update(s.newCall(r, id, res.Path), *cur, &p)
			if err != nil {
				return 0, nil, err
			}
			t.Put(id, updated)
			res.changed()
			s.emit(res.Kind, "updated", updated)
			return http.StatusOK, updated, nil
		}))
	}
	if !res.NoDelete {
		s.serve("DELETE "+item, s.handle(func(r *http.Request) (int, any, error) {
			s.mu.Lock()
			defer s.mu.Unlock()
			id := r.PathValue("id")
			cur, err := t.Load(res.Kind, id)
			if err != nil {
				return 0, nil, err
			}
			if res.Delete != nil {
				if err := res.Delete(s.newCall(r, id, res.Path), cur); err != nil {
					return 0, nil, err
				}
			}
			t.Delete(id)
			res.changed()
			s.emit(res.Kind, "deleted", cur)
			return http.StatusNoContent, nil, nil
		}))
	}
}

// newCall returns what the hooks of the resource id, in the collection at
// path, know about the request r.
func (s *Server) newCall(r *http.Request, id, path string) *call {
	return &call{Server: s, Caller: callerOf(r), ID: id, URI: s.uri(path, id), Now: s.now(), Request: r}
}

// changed runs the resource's Changed hook, if it has one.
func (res resource[T, C, U]) changed() {
	if res.Changed != nil {
		res.Changed()
	}
}
