package ingresstest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
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
	// NoCreate leaves out the create endpoint.
	NoCreate bool
	// NoDelete leaves out the delete endpoint.
	NoDelete bool
}

// serveResource serves the create, list, get, update and delete endpoints of a
// resource kind and returns its table. It records the kind's table and
// collection path under its ID prefix, for Exists and Ref.
func serveResource[T, C, U any](s *Server, res resource[T, C, U]) *table[T] {
	t := newTable[T](res.Kind)
	s.tables[res.Prefix] = t
	s.paths[res.Prefix] = res.Path
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
			s.emit(res.Kind, "created", stored)
			return http.StatusCreated, created, nil
		}))
	}
	s.serve("GET "+res.Path, s.handle(func(r *http.Request) (int, any, error) {
		return s.listPage(r, t, res.Prefix, res.Path, res.Member)
	}))
	s.serve("GET "+item, s.handle(func(r *http.Request) (int, any, error) {
		s.mu.RLock()
		defer s.mu.RUnlock()
		v, ok := t.Get(r.PathValue("id"))
		if !ok {
			return 0, nil, notFound(res.Kind, r.PathValue("id"))
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
			cur, ok := t.Get(id)
			if !ok {
				return 0, nil, notFound(res.Kind, id)
			}
			updated, err := res.Update(s.newCall(r, id, res.Path), *cur, &p)
			if err != nil {
				return 0, nil, err
			}
			t.Put(id, updated)
			s.emit(res.Kind, "updated", updated)
			return http.StatusOK, updated, nil
		}))
	}
	if !res.NoDelete {
		s.serve("DELETE "+item, s.handle(func(r *http.Request) (int, any, error) {
			s.mu.Lock()
			defer s.mu.Unlock()
			id := r.PathValue("id")
			cur, ok := t.Get(id)
			if !ok {
				return 0, nil, notFound(res.Kind, id)
			}
			if res.Delete != nil {
				if err := res.Delete(s.newCall(r, id, res.Path), cur); err != nil {
					return 0, nil, err
				}
			}
			t.Delete(id)
			s.emit(res.Kind, "deleted", cur)
			return http.StatusNoContent, nil, nil
		}))
	}
	return t
}

// endpoint serves pattern with a handler that returns a status and a value
// to encode as JSON, or an error to answer with an error body. Families
// use it for endpoints beyond the generic ones.
func (s *Server) endpoint(pattern string, h func(r *http.Request) (status int, body any, err error)) {
	s.serve(pattern, s.handle(h))
}

func (s *Server) handle(h func(r *http.Request) (int, any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		status, body, err := h(r)
		switch {
		case err != nil:
			writeError(w, opID(r), err)
		case status == http.StatusNoContent || body == nil:
			w.WriteHeader(status)
		default:
			writeJSON(w, status, body)
		}
	}
}

func (s *Server) newCall(r *http.Request, id, path string) *call {
	return &call{Server: s, Caller: callerOf(r), ID: id, URI: s.uri(path, id), Now: s.now(), Request: r}
}

// decode reads a JSON request body into p and runs p's Validate method, if
// it has one. An empty body counts as an empty object; unknown fields are
// ignored.
func (s *Server) decode(r *http.Request, p any) error {
	body, err := io.ReadAll(io.LimitReader(r.Body, s.cfg.maxBodySize+1))
	if err != nil {
		return apiErrorf(http.StatusBadRequest, CodeMalformedJSON, "reading the request body: %v", err)
	}
	if int64(len(body)) > s.cfg.maxBodySize {
		return apiErrorf(http.StatusRequestEntityTooLarge, CodeBodyTooLarge, "request body larger than %d bytes", s.cfg.maxBodySize)
	}
	if len(strings.TrimSpace(string(body))) > 0 {
		if err := json.Unmarshal(body, p); err != nil {
			return decodeError(err)
		}
	}
	if v, ok := p.(interface{ Validate() error }); ok {
		return v.Validate()
	}
	return nil
}

// decodeError names the field of a body that did not decode.
func decodeError(err error) error {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		field := typeErr.Field
		if field == "" {
			field = "the body"
		}
		return apiErrorf(http.StatusBadRequest, CodeWrongType, "%s: expected %s, got JSON %s", field, typeErr.Type, typeErr.Value)
	}
	var syntaxErr *json.SyntaxError
	if errors.As(err, &syntaxErr) {
		return apiErrorf(http.StatusBadRequest, CodeMalformedJSON, "malformed JSON at byte %d: %v", syntaxErr.Offset, err)
	}
	return apiErrorf(http.StatusBadRequest, CodeMalformedJSON, "invalid request body: %s", fmt.Sprint(err))
}
