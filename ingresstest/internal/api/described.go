package api

import (
	"fmt"
	"reflect"
)

// Most resources carry a description and metadata, which their create and
// update params set through optional fields of the same names: a pointer,
// nil when the request leaves the field out. Every kind treats them alike,
// so the generic handlers set them and the hooks leave them alone.

// Describer sets the description and metadata of records T from params P.
type Describer[T, P any] struct {
	// fields holds, for each field P supplies, its index in T and in P.
	fields []struct{ record, params []int }
}

// NewDescriber returns the describer of records T from params P: it sets
// the description and metadata, each when P has it. A field of P that T
// lacks, or has with another type than the one P points to, is a mistake
// in the server and panics at registration.
func NewDescriber[T, P any]() Describer[T, P] {
	rt, pt := reflect.TypeFor[T](), reflect.TypeFor[P]()
	var d Describer[T, P]
	for _, name := range []string{"Description", "Metadata"} {
		pf, ok := pt.FieldByName(name)
		if !ok {
			continue
		}
		rf, ok := rt.FieldByName(name)
		if !ok || pf.Type != reflect.PointerTo(rf.Type) {
			panic(fmt.Sprintf("ingresstest: %s has no field %s that %s.%s sets", rt, name, pt, name))
		}
		d.fields = append(d.fields, struct{ record, params []int }{rf.Index, pf.Index})
	}
	return d
}

// Describe sets the fields of rec that p supplies; the others keep their
// values, which for a new record are empty.
func (d Describer[T, P]) Describe(rec *T, p *P) {
	r, v := reflect.ValueOf(rec).Elem(), reflect.ValueOf(p).Elem()
	for _, f := range d.fields {
		if src := v.FieldByIndex(f.params); !src.IsNil() {
			r.FieldByIndex(f.record).Set(src.Elem())
		}
	}
}
