package redact

import (
	"fmt"
	"io"
	"reflect"
)

// Format writes the struct v for the fmt verb as fmt itself would, with
// every secret field that is set (see Secret) shown as Text: a type that
// holds a secret makes it its Format method,
//
//	func (k Key) Format(f fmt.State, verb rune) { redact.Format(f, verb, k) }
//
// so that every verb (%v, %+v, %#v, %s, %q, ...), on the value or a
// pointer to it, hides the secret. The other fields print as fmt prints
// them, through their own Format or String methods, with the verb's flags,
// width and precision; an unexported field prints without its methods, so
// a struct that holds a secret must not be one. A secret that is not set
// prints as its zero value, like "" for a string, so that its absence
// shows. A v that is not a struct, or a nil pointer, prints as Text.
func Format(f fmt.State, verb rune, v any) {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		io.WriteString(f, Text)
		return
	}
	sharp := verb == 'v' && f.Flag('#')
	named := sharp || verb == 'v' && f.Flag('+')
	sep := " "
	if sharp {
		sep = ", "
		io.WriteString(f, rv.Type().String())
	}
	format := fmt.FormatString(f, verb)
	io.WriteString(f, "{")
	t := rv.Type()
	for i := range t.NumField() {
		if i > 0 {
			io.WriteString(f, sep)
		}
		sf := t.Field(i)
		if named {
			io.WriteString(f, sf.Name+":")
		}
		field := rv.Field(i)
		switch {
		case !Secret(t, sf) || field.IsZero():
			// A reflect.Value lets fmt print an unexported field too.
			fmt.Fprintf(f, format, field)
		case sharp:
			fmt.Fprintf(f, "%q", Text)
		default:
			fmt.Fprintf(f, format, Text)
		}
	}
	io.WriteString(f, "}")
}
