package api

import (
	"fmt"
	"reflect"
)

// WithoutToken returns the Stored hook of a kind whose token only the
// create response shows, as for API keys and tunnel credentials: the
// record kept is the created one with its Token field cleared. A kind
// without that field is a mistake in the server and panics at
// registration.
func WithoutToken[T any]() func(created *T) *T {
	f, ok := reflect.TypeFor[T]().FieldByName("Token")
	if !ok {
		panic(fmt.Sprintf("ingresstest: %s has no Token field", reflect.TypeFor[T]()))
	}
	return func(created *T) *T {
		stored := *created
		reflect.ValueOf(&stored).Elem().FieldByIndex(f.Index).SetZero()
		return &stored
	}
}
