package journal

import (
	"reflect"
	"testing"

	"github.com/ingresskit/ingress/internal/testsupport/redaction"
)

// TestNoStructShowsASecret runs the module's redaction check on the
// package's exported structs: those that hold, or lead to, what clients
// send (the method and path of each request and the start of its bodies,
// which the journal keeps as they were sent and redacts only when they
// are read), and Limits, which holds numbers only, so that each is
// checked rather than reasoned.
func TestNoStructShowsASecret(t *testing.T) {
	redaction.CheckNoSecretShows(t,
		reflect.TypeFor[Record](),
		reflect.TypeFor[Bytes](),
		reflect.TypeFor[Capture](),
		reflect.TypeFor[Writer](),
		reflect.TypeFor[Journal](),
		reflect.TypeFor[Pool](),
		reflect.TypeFor[Limits](),
	)
}
