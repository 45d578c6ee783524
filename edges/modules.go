package edges

import (
	"reflect"
	"strings"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/internal/validate"
)

// The public structs are the one list of the modules of each kind of edge
// and of routes: the resource (TLSEdge, Route, ...) names each module with
// its JSON member, its params name the same modules, and its client
// (TLSClient, RouteClient, ...) has a field of the same name for each.
// The two functions below read those lists, so that nothing else repeats
// them.

// bindModules points every module field of client (a pointer to a client
// struct) at its endpoint: item, the pattern of one resource R, followed
// by the JSON member that names the module in R.
func bindModules[R any](c *ingress.Client, client any, item string) {
	resource := reflect.TypeFor[R]()
	v := reflect.ValueOf(client).Elem()
	for i := range v.NumField() {
		if !v.Type().Field(i).IsExported() {
			continue
		}
		m, ok := v.Field(i).Addr().Interface().(interface {
			bind(c *ingress.Client, pattern string)
		})
		if !ok {
			continue
		}
		f, _ := resource.FieldByName(v.Type().Field(i).Name)
		m.bind(c, item+"/"+jsonName(f))
	}
}

// checkModules checks every module that params (a pointer to a params
// struct) supply, in the order of its fields, naming the fields of a
// module's errors within the module's JSON member.
func checkModules(params any) error {
	v := reflect.ValueOf(params).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		if f.Kind() != reflect.Pointer || f.IsNil() {
			continue
		}
		if m, ok := f.Interface().(interface{ Validate() error }); ok {
			if err := validate.Within(jsonName(v.Type().Field(i)), m.Validate()); err != nil {
				return err
			}
		}
	}
	return nil
}

// jsonName returns the JSON member of a struct field.
func jsonName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	return name
}
