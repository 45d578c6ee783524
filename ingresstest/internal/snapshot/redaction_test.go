package snapshot

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ingresskit/ingress/internal/testsupport/redaction"
)

// TestNoStructShowsASecret runs the module's redaction check on the
// package's exported structs, so that each is checked rather than
// reasoned: a document and an account hold API key tokens and private
// keys, which must be found as secrets and never shown.
func TestNoStructShowsASecret(t *testing.T) {
	secrets := redaction.CheckNoSecretShows(t, reflect.TypeFor[Document](), reflect.TypeFor[Account](), reflect.TypeFor[User]())
	assert.Positive(t, secrets, "the check found the secrets the accounts hold")
}
