package edges

import (
	"reflect"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
	"github.com/ingresskit/ingress/internal/wire"
)

// The public structs are the one list of the modules of each kind of edge
// and of routes: the resource (TLSEdge, Route, ...) names each module with
// its JSON member (see wire.Modules), its params name the same modules,
// and its client (TLSClient, RouteClient, ...) has a field of the same
// name for each. The two functions below read those lists, so that
// nothing else repeats them.

// bindModules points every module field of client (a pointer to a client
// struct) at its endpoint: item, the pattern of one resource R, followed
// by the module's JSON member in R.
func bindModules[R any](c *ingress.Client, client any, item string) {
	v := reflect.ValueOf(client).Elem()
	for _, m := range wire.Modules(reflect.TypeFor[R]()) {
		v.FieldByName(m.Field.Name).Addr().Interface().(interface {
			bind(c *ingress.Client, pattern string)
		}).bind(c, item+"/"+m.Name)
	}
}

// checkModules checks every module that params (a pointer to a params
// struct) supply, in the order of its fields, naming the fields of a
// module's errors within the module's JSON member.
func checkModules(params any) error {
	v := reflect.ValueOf(params).Elem()
	var errs []error
	for _, m := range wire.Modules(v.Type()) {
		f := v.FieldByIndex(m.Field.Index)
		if f.IsNil() {
			continue
		}
		errs = append(errs, validate.Within(m.Name, f.Interface().(interface{ Validate() error }).Validate()))
	}
	return validate.First(errs...)
}
