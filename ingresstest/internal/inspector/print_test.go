package inspector

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestInspectorPrintsNoSecret prints an Inspector with an open session
// with every verb: none shows its key, the session, the cookie or the
// control token.
func TestInspectorPrintsNoSecret(t *testing.T) {
	now := time.Date(2026, 5, 1, 8, 0, 0, 0, time.UTC)
	in := inspectorAt(tokenServer{token: "the control token of a server"}, &now)
	c := signInTo(t, in)
	id, _, ok := strings.Cut(c.Value, ".")
	require.True(t, ok)
	secrets := []string{
		string(in.key), fmt.Sprint(in.key), fmt.Sprintf("%x", in.key), fmt.Sprintf("%q", in.key),
		id, c.Value, in.srv.ControlToken(),
	}
	i := Inspector{in: in}
	var shown []string
	for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%q", "%x", "%X", "%d"} {
		shown = append(shown, fmt.Sprintf(verb, i), fmt.Sprintf(verb, &i))
	}
	assert.Equal(t, "inspector", fmt.Sprint(i))
	for _, out := range shown {
		for _, secret := range secrets {
			assert.NotContains(t, out, secret)
		}
	}
}
