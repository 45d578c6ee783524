package store

import (
	"reflect"
	"testing"

	"github.com/ingresskit/ingress/internal/testsupport/redaction"
)

// TestNoStructShowsASecret runs the module's redaction check on the
// package's exported structs, so that each is checked rather than
// reasoned. Store is reasoned instead (see outOfReach in
// internal/testsupport/redaction): the check fills no map, and its Tokens
// map holds API key tokens.
func TestNoStructShowsASecret(t *testing.T) {
	redaction.CheckNoSecretShows(t,
		reflect.TypeFor[User](),
		reflect.TypeFor[Agent](),
		reflect.TypeFor[AgentRecord](),
		reflect.TypeFor[DeliveredEvent](),
		reflect.TypeFor[DeliveryLog](),
		reflect.TypeFor[Provisioning](),
		reflect.TypeFor[AbuseReview](),
		reflect.TypeFor[ManagedKeys](),
		reflect.TypeFor[Kind](),
		reflect.TypeFor[IDState](),
		reflect.TypeFor[IDGen](),
		reflect.TypeFor[Encoding](),
		reflect.TypeFor[Table[User]](),
		reflect.TypeFor[Item[User]](),
	)
}
