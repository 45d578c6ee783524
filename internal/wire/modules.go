package wire

import (
	"reflect"
	"strings"
)

// Module is a module of an edge or a route: a member of the resource that
// holds an object, which is also read, replaced and removed on its own at
// the resource's item path followed by the member's name.
type Module struct {
	// Name is the module's JSON member and the last segment of its path,
	// like "ip_restriction".
	Name string
	// Field is the struct field that holds the module.
	Field reflect.StructField
}

// Modules returns the modules of t, a resource, params or record struct
// type, in the order of its fields: its exported fields that point to a
// struct. The public types of edges and routes are thus the one list of
// their modules: the client binds, the params check and ingresstest
// serves and sets the modules these types name.
func Modules(t reflect.Type) []Module {
	var mods []Module
	for i := range t.NumField() {
		f := t.Field(i)
		if f.IsExported() && f.Type.Kind() == reflect.Pointer && f.Type.Elem().Kind() == reflect.Struct {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			mods = append(mods, Module{Name: name, Field: f})
		}
	}
	return mods
}
