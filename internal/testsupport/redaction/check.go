package redaction

import (
	"reflect"
	"strings"
	"testing"
)

// CheckNoSecretShows checks, in a subtest of t for each of types, that a
// value of the type shows no secret: filled with a distinct marker in
// every string (every exported field of the module's structs, at any
// depth, and their unexported strings), printed with every fmt verb and
// logged with both slog handlers, as a value and through a pointer, no
// rendering may show a marker that stands in a secret (see redact.Secret:
// below a secret member, at any depth), nor fail, and one at least must
// show a marker of the members that are not secret, so that a type that
// hides everything does not pass for one that hides its secrets. An
// interface in a field is filled with each of types, or a pointer to it,
// that implements it, in turn; one that none implements stays nil.
//
// It returns how many markers stood in a secret over all the types, so
// that a caller that knows its types hold secrets can tell that they were
// found by their members.
func CheckNoSecretShows(t *testing.T, types ...reflect.Type) (secrets int) {
	t.Helper()
	for _, typ := range types {
		t.Run(typ.String(), func(t *testing.T) {
			for variant := 0; ; variant++ {
				fl := newFiller(variant, types)
				v := reflect.New(typ).Elem()
				fl.fill(v, false)
				secrets += len(fl.secret)
				honest := len(fl.shown) == 0
				for how, out := range renderings(v) {
					if strings.Contains(out, "PANIC") || strings.Contains(out, "!ERROR") {
						t.Errorf("%s failed: %s", how, out)
					}
					for _, m := range fl.secret {
						if shows(out, m) {
							t.Errorf("%s shows the secret marker %s: %s", how, m, out)
						}
					}
					honest = honest || showsAny(out, fl.shown)
				}
				if !honest {
					t.Errorf("no rendering shows any of the markers %v of the members that are not secret", fl.shown)
				}
				if variant+1 >= fl.variants {
					break
				}
			}
		})
	}
	return secrets
}
