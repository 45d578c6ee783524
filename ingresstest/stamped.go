package ingresstest

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

// stamper sets the ID, URI, creation time and, when T has one, update
// time of new records T.
type stamper[T any] struct {
	// id, uri, created and updated are the indexes of the fields in T;
	// updated is nil when T has no update time.
	id, uri, created, updated []int
}

// newStamper returns the stamper of records T. A T without the fields ID
// and URI (strings) and CreatedAt (a time.Time), or with an UpdatedAt that
// is no time.Time, is a mistake in the server and panics at registration.
func newStamper[T any]() stamper[T] {
	rt := reflect.TypeFor[T]()
	st := stamper[T]{
		id:      fieldOfType[string](rt, "ID"),
		uri:     fieldOfType[string](rt, "URI"),
		created: fieldOfType[time.Time](rt, "CreatedAt"),
	}
	if _, ok := rt.FieldByName("UpdatedAt"); ok {
		st.updated = fieldOfType[time.Time](rt, "UpdatedAt")
	}
	return st
}

// fieldOfType returns the index of the field name of rt, which must be
// of type F: a field the server sets on every record of a kind, so a
// record type without it is a mistake that panics at registration.
func fieldOfType[F any](rt reflect.Type, name string) []int {
	f, ok := rt.FieldByName(name)
	if !ok || f.Type != reflect.TypeFor[F]() {
		panic(fmt.Sprintf("ingresstest: %s has no field %s of type %s", rt, name, reflect.TypeFor[F]()))
	}
	return f.Index
}

// stamp sets the ID, URI and times of rec, a record that the call c
// creates.
func (st stamper[T]) stamp(rec *T, c *call) {
	r := reflect.ValueOf(rec).Elem()
	*fieldAt[string](r, st.id) = c.ID
	*fieldAt[string](r, st.uri) = c.URI
	*fieldAt[time.Time](r, st.created) = c.Now
	if st.updated != nil {
		*fieldAt[time.Time](r, st.updated) = c.Now
	}
}

// fieldAt returns a pointer to the field of r, a struct, at index, which
// is of type F.
func fieldAt[F any](r reflect.Value, index []int) *F {
	return r.FieldByIndex(index).Addr().Interface().(*F)
}
