package api

import (
	"fmt"
	"reflect"
	"time"
)

// Every record carries its ID, its URI and the time it was created, and a
// record that also carries the time it was last updated starts with the
// two times equal. Every kind sets them alike from the request that
// creates the record, so the create handlers set them and the create
// hooks build only what is particular to their kind. An update hook sets
// the update time itself: some kinds record who made the change with it.

// Stamper sets the ID, URI, creation time and, when T has one, update
// time of new records T.
type Stamper[T any] struct {
	// id, uri, created and updated are the indexes of the fields in T;
	// updated is nil when T has no update time.
	id, uri, created, updated []int
}

// NewStamper returns the stamper of records T. A T without the fields ID
// and URI (strings) and CreatedAt (a time.Time), or with an UpdatedAt that
// is no time.Time, is a mistake in the server and panics at registration.
func NewStamper[T any]() Stamper[T] {
	rt := reflect.TypeFor[T]()
	st := Stamper[T]{
		id:      FieldOfType[string](rt, "ID"),
		uri:     FieldOfType[string](rt, "URI"),
		created: FieldOfType[time.Time](rt, "CreatedAt"),
	}
	if _, ok := rt.FieldByName("UpdatedAt"); ok {
		st.updated = FieldOfType[time.Time](rt, "UpdatedAt")
	}
	return st
}

// FieldOfType returns the index of the field name of rt, which must be
// of type F: a field the server sets on every record of a kind, so a
// record type without it is a mistake that panics at registration.
func FieldOfType[F any](rt reflect.Type, name string) []int {
	f, ok := rt.FieldByName(name)
	if !ok || f.Type != reflect.TypeFor[F]() {
		panic(fmt.Sprintf("ingresstest: %s has no field %s of type %s", rt, name, reflect.TypeFor[F]()))
	}
	return f.Index
}

// Stamp sets the ID, URI and times of rec, a record that the Call c
// creates.
func (st Stamper[T]) Stamp(rec *T, c *Call) {
	r := reflect.ValueOf(rec).Elem()
	*FieldAt[string](r, st.id) = c.ID
	*FieldAt[string](r, st.uri) = c.URI
	*FieldAt[time.Time](r, st.created) = c.Now
	if st.updated != nil {
		*FieldAt[time.Time](r, st.updated) = c.Now
	}
}

// FieldAt returns a pointer to the field of r, a struct, at index, which
// is of type F.
func FieldAt[F any](r reflect.Value, index []int) *F {
	return r.FieldByIndex(index).Addr().Interface().(*F)
}
