package routing

import (
	"net/http"
	"reflect"

	"github.com/ingresskit/ingress/ingresstest/internal/api"
	"github.com/ingresskit/ingress/internal/wire"
)

// edgeModuleHost is a kind of record whose modules are served: an edge kind,
// or the routes of HTTPS edges.
type edgeModuleHost[R any] struct {
	// res is the kind of the records, like wire.TLSEdges: its kind names
	// a record in messages, and its item path is the pattern of a
	// record's path.
	res wire.Resource
	// load finds the record a request names. The lock is held.
	load func(r *http.Request) (*R, error)
	// store keeps a changed record, loaded for the request r. The lock is
	// held.
	store func(r *http.Request, rec *R)
	// check, when set, checks a changed record before it is stored.
	check func(rec *R) error
}

// serveEdgeModules serves the replace (PUT), get and delete endpoints of
// every module of host's records R, as the params P of their create name
// them (see wire.Modules): P gives each module's request form, and R's
// field of the same name holds it. Like every change of an edge or route,
// a replace or delete is no event: the API documents none for them.
// Deleting a module that is not configured does nothing and succeeds;
// reading one is a 404 with api.CodeModuleNotConfigured.
func serveEdgeModules[R, P any](s *account, host edgeModuleHost[R]) {
	for _, m := range wire.Modules(reflect.TypeFor[P]()) {
		f, _ := reflect.TypeFor[R]().FieldByName(m.Field.Name)
		serveEdgeModule(s, host, m.Name, m.Field.Type.Elem(), f)
	}
}

// serveEdgeModule serves the endpoints of the module name of host's
// records, whose request form is req and which field of R holds.
func serveEdgeModule[R any](s *account, host edgeModuleHost[R], name string, req reflect.Type, field reflect.StructField) {
	pattern := host.res.Item + "/" + name
	module := func(rec *R) reflect.Value { return reflect.ValueOf(rec).Elem().FieldByIndex(field.Index) }
	s.engine.Endpoint("PUT "+pattern, func(r *http.Request) (int, any, error) {
		p := reflect.New(req).Interface()
		if err := api.Decode(r, s.engine.Config.MaxBodySize, p); err != nil {
			return 0, nil, err
		}
		return api.OnLoaded(s.engine, r, true, host.load, func(rec *R) (int, any, error) {
			m, err := s.edgeModule(rec, p, field.Type, "")
			if err != nil {
				return 0, nil, err
			}
			next := *rec
			module(&next).Set(reflect.ValueOf(m))
			if host.check != nil {
				if err := host.check(&next); err != nil {
					return 0, nil, err
				}
			}
			host.store(r, &next)
			return http.StatusOK, m, nil
		})
	})
	s.engine.Endpoint("GET "+pattern, func(r *http.Request) (int, any, error) {
		return api.OnLoaded(s.engine, r, false, host.load, func(rec *R) (int, any, error) {
			m := module(rec)
			if m.IsNil() {
				return 0, nil, api.Errorf(http.StatusNotFound, api.CodeModuleNotConfigured, "%s %q has no %s module", host.res.Kind, r.PathValue("id"), name)
			}
			return http.StatusOK, m.Interface(), nil
		})
	})
	s.engine.Endpoint("DELETE "+pattern, func(r *http.Request) (int, any, error) {
		return api.OnLoaded(s.engine, r, true, host.load, func(rec *R) (int, any, error) {
			if !module(rec).IsNil() {
				next := *rec
				module(&next).SetZero()
				host.store(r, &next)
			}
			return http.StatusNoContent, nil, nil
		})
	})
}

// setEdgeModules replaces the modules of rec (a pointer to an edge or a
// route) that params (a pointer to its create or update params) supply,
// in the order of the params' fields; a module not supplied is left as it
// is. The lock is held.
func (s *account) setEdgeModules(rec, params any) error {
	p, r := reflect.ValueOf(params).Elem(), reflect.ValueOf(rec).Elem()
	for _, m := range wire.Modules(p.Type()) {
		v := p.FieldByIndex(m.Field.Index)
		if v.IsNil() {
			continue
		}
		field := r.FieldByName(m.Field.Name)
		built, err := s.edgeModule(rec, v.Interface(), field.Type(), m.Name+".")
		if err != nil {
			return err
		}
		field.Set(reflect.ValueOf(built))
	}
	return nil
}
