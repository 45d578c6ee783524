package redaction

import (
	"fmt"
	"reflect"
	"strings"
	"unsafe"

	"github.com/ingresskit/ingress/internal/redact"
)

// module is the path of the module whose structs are filled.
const module = "github.com/ingresskit/ingress"

// filler builds values whose every string holds a distinct marker,
// recording which markers stand in a secret (see redact.Secret): below a
// secret member, at any depth.
type filler struct {
	n      int
	secret []string
	shown  []string
	// variant picks which implementation fills an interface, and
	// variants is the most implementations an interface filled had, so
	// that filling a type with each variant below it tries them all.
	variant, variants int
	// seen holds the struct types being filled, against cycles.
	seen map[reflect.Type]bool
	// among are the types an interface is filled with: those of them, or
	// pointers to them, that implement it.
	among []reflect.Type
}

// newFiller returns a filler that fills an interface with its variant-th
// implementation among the given types.
func newFiller(variant int, among []reflect.Type) *filler {
	return &filler{variant: variant, seen: map[reflect.Type]bool{}, among: among}
}

func (fl *filler) marker(secret bool) string {
	fl.n++
	m := fmt.Sprintf("MARK%04dX", fl.n)
	if secret {
		fl.secret = append(fl.secret, m)
	} else {
		fl.shown = append(fl.shown, m)
	}
	return m
}

// fill fills the settable v; secret says that v is (part of) a secret.
func (fl *filler) fill(v reflect.Value, secret bool) {
	t := v.Type()
	switch v.Kind() {
	case reflect.String:
		v.SetString(fl.marker(secret))
	case reflect.Pointer:
		if !fl.fillable(t) || fl.seen[t.Elem()] {
			return
		}
		p := reflect.New(t.Elem())
		fl.fill(p.Elem(), secret)
		v.Set(p)
	case reflect.Slice:
		if fl.fillable(t) {
			s := reflect.MakeSlice(t, 1, 1)
			fl.fill(s.Index(0), secret)
			v.Set(s)
		}
	case reflect.Array:
		for i := range v.Len() {
			fl.fill(v.Index(i), secret)
		}
	case reflect.Map:
		if fl.fillable(t) {
			m := reflect.MakeMap(t)
			k, e := reflect.New(t.Key()).Elem(), reflect.New(t.Elem()).Elem()
			k.SetString(fmt.Sprintf("key%d", fl.n))
			fl.fill(e, secret)
			m.SetMapIndex(k, e)
			v.Set(m)
		}
	case reflect.Interface:
		impls := fl.implementations(t)
		if len(impls) == 0 {
			return
		}
		fl.variants = max(fl.variants, len(impls))
		x := reflect.New(impls[fl.variant%len(impls)]).Elem()
		fl.fill(x, secret)
		if x.Kind() == reflect.Pointer && x.IsNil() {
			return // a type being filled already: no nil pointer in an interface
		}
		v.Set(x)
	case reflect.Struct:
		fl.fillStruct(v, secret)
	}
}

// fillStruct fills the fields of a struct of the module: every exported
// one, and the unexported strings and string pointers.
func (fl *filler) fillStruct(v reflect.Value, secret bool) {
	t := v.Type()
	if !inModule(t) || fl.seen[t] {
		return
	}
	fl.seen[t] = true
	defer delete(fl.seen, t)
	for i := range t.NumField() {
		sf, f := t.Field(i), v.Field(i)
		if !sf.IsExported() {
			if !stringLike(sf.Type) {
				continue
			}
			f = reflect.NewAt(sf.Type, unsafe.Pointer(f.UnsafeAddr())).Elem()
		}
		fl.fill(f, secret || redact.Secret(t, sf))
	}
}

// stringLike reports whether t is a string or a pointer to one.
func stringLike(t reflect.Type) bool {
	return t.Kind() == reflect.String || t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.String
}

// fillable reports whether fill can put a marker in a value of type t.
func (fl *filler) fillable(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.String:
		return true
	case reflect.Slice, reflect.Array, reflect.Pointer:
		return fl.fillable(t.Elem())
	case reflect.Map:
		return t.Key().Kind() == reflect.String && fl.fillable(t.Elem())
	case reflect.Interface:
		return len(fl.implementations(t)) > 0
	case reflect.Struct:
		return inModule(t)
	}
	return false
}

// inModule reports whether t is a type of the module's packages.
func inModule(t reflect.Type) bool {
	return t.PkgPath() == module || strings.HasPrefix(t.PkgPath(), module+"/")
}

// implementations returns the types among fl.among, or pointers to them,
// that implement the interface t; none for an interface without methods.
func (fl *filler) implementations(t reflect.Type) []reflect.Type {
	if t.NumMethod() == 0 {
		return nil
	}
	var impls []reflect.Type
	for _, r := range fl.among {
		switch {
		case r.Implements(t):
			impls = append(impls, r)
		case reflect.PointerTo(r).Implements(t):
			impls = append(impls, reflect.PointerTo(r))
		}
	}
	return impls
}
