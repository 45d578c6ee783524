package setup

import (
	"fmt"
	"reflect"
)

// fieldOf returns the reader of the field name of S, which has the type F:
// a field of S itself or of a struct it embeds. The package has no typed
// access to the fields that most kinds share (the ID of the API's type,
// its Description and Metadata, the Name of the description), so complete
// and marked resolve them here, once for each kind they build. S without
// that field is a mistake in the kind's adapter and panics; families
// builds every kind, so the package's tests meet it.
func fieldOf[F, S any](name string) func(*S) F {
	st, ft := reflect.TypeFor[S](), reflect.TypeFor[F]()
	sf, ok := st.FieldByName(name)
	if !ok || sf.Type != ft {
		panic(fmt.Sprintf("setup: %s has no field %s of type %s", st, name, ft))
	}
	index := sf.Index
	return func(s *S) F { return *reflect.ValueOf(s).Elem().FieldByIndex(index).Addr().Interface().(*F) }
}
