package agents

import (
	"reflect"
	"testing"

	"github.com/ingresskit/ingress/internal/testsupport/redaction"
)

// TestNoStructShowsASecret runs the module's redaction check on the
// package's exported structs, so that each is checked rather than
// reasoned.
func TestNoStructShowsASecret(t *testing.T) {
	redaction.CheckNoSecretShows(t, reflect.TypeFor[AgentEndpoint](), reflect.TypeFor[TunnelSpec]())
}
