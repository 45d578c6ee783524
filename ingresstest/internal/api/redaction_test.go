package api

import (
	"reflect"
	"testing"

	"github.com/ingresskit/ingress/ingresstest/internal/store"
	"github.com/ingresskit/ingress/internal/testsupport/redaction"
)

// TestNoStructShowsASecret runs the module's redaction check on the
// package's exported structs, so that each is checked rather than
// reasoned.
func TestNoStructShowsASecret(t *testing.T) {
	redaction.CheckNoSecretShows(t, reflect.TypeFor[Error](), reflect.TypeFor[Answers](), reflect.TypeFor[Page[store.User]](), reflect.TypeFor[Event](), reflect.TypeFor[QuotaLimits]())
}
