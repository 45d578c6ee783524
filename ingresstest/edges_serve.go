package ingresstest

import (
	"net/http"
)

// edgeModuleHost is a kind of record whose modules are served: an edge kind,
// or the routes of HTTPS edges.
type edgeModuleHost[R any] struct {
	// kind names the record in messages, like "tls_edge".
	kind string
	// item is the pattern of a record's path, like "/edges/tls/{id}".
	item string
	// load finds the record a request names. The lock is held.
	load func(r *http.Request) (*R, error)
	// store keeps a changed record. The lock is held.
	store func(rec *R)
	// check, when set, checks a changed record before it is stored.
	check func(rec *R) error
}

// serveEdgeModule serves the replace (PUT), get and delete endpoints of the
// module name of host's records. field points into a record at the
// module; build makes the module from its request form for the record it
// is set on. Like every change of an edge or route, a replace or delete
// is no event: the API documents none for them.
// Deleting a module that is not configured does nothing and succeeds;
// reading one is a 404 with CodeModuleNotConfigured.
func serveEdgeModule[R, Req, Resp any](s *Server, host edgeModuleHost[R], name string, field func(rec *R) **Resp, build func(rec *R, p *Req) (*Resp, error)) {
	pattern := host.item + "/" + name
	s.endpoint("PUT "+pattern, func(r *http.Request) (int, any, error) {
		var p Req
		if err := s.decode(r, &p); err != nil {
			return 0, nil, err
		}
		s.mu.Lock()
		defer s.mu.Unlock()
		rec, err := host.load(r)
		if err != nil {
			return 0, nil, err
		}
		m, err := build(rec, &p)
		if err != nil {
			return 0, nil, err
		}
		next := *rec
		*field(&next) = m
		if host.check != nil {
			if err := host.check(&next); err != nil {
				return 0, nil, err
			}
		}
		host.store(&next)
		return http.StatusOK, m, nil
	})
	s.endpoint("GET "+pattern, func(r *http.Request) (int, any, error) {
		s.mu.RLock()
		defer s.mu.RUnlock()
		rec, err := host.load(r)
		if err != nil {
			return 0, nil, err
		}
		m := *field(rec)
		if m == nil {
			return 0, nil, apiErrorf(http.StatusNotFound, CodeModuleNotConfigured, "%s %q has no %s module", host.kind, r.PathValue("id"), name)
		}
		return http.StatusOK, m, nil
	})
	s.endpoint("DELETE "+pattern, func(r *http.Request) (int, any, error) {
		s.mu.Lock()
		defer s.mu.Unlock()
		rec, err := host.load(r)
		if err != nil {
			return 0, nil, err
		}
		if *field(rec) == nil {
			return http.StatusNoContent, nil, nil
		}
		next := *rec
		*field(&next) = nil
		host.store(&next)
		return http.StatusNoContent, nil, nil
	})
}

// edgeAnyRecord adapts a module builder that does not depend on the record
// it sets the module on.
func edgeAnyRecord[R, Req, Resp any](build func(*Req) (*Resp, error)) func(*R, *Req) (*Resp, error) {
	return func(_ *R, p *Req) (*Resp, error) { return build(p) }
}

// edgeTableHost returns the module host of the records of a table, found by
// the path's {id}.
func edgeTableHost[R any](t *table[R], kind, item string, id func(*R) string, check func(*R) error) edgeModuleHost[R] {
	return edgeModuleHost[R]{
		kind: kind,
		item: item,
		load: func(r *http.Request) (*R, error) {
			rec, ok := t.Get(r.PathValue("id"))
			if !ok {
				return nil, notFound(kind, r.PathValue("id"))
			}
			return rec, nil
		},
		store: func(rec *R) { t.Put(id(rec), rec) },
		check: check,
	}
}
