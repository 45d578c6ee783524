package setup_test

import (
	"bytes"
	"net/http"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress/ingresstest"
)

// TestSecretsChangedAtSource checks what the package documentation says
// of secrets: a value changed at its source is no drift and is not sent;
// it is sent again when its resource is created again, or, for a route's
// module, when another field of the module changes.
func TestSecretsChangedAtSource(t *testing.T) {
	srv, _ := counted(t)
	c := srv.Client()
	var (
		mu   sync.Mutex
		sent [][]byte
	)
	srv.OnHandled(func(h ingresstest.Handled) {
		if h.Method != http.MethodGet {
			mu.Lock()
			sent = append(sent, h.Body)
			mu.Unlock()
		}
	})
	sends := func(value string) bool {
		mu.Lock()
		defer mu.Unlock()
		for _, b := range sent {
			if bytes.Contains(b, []byte(value)) {
				return true
			}
		}
		return false
	}
	apply(t, c, fixture())
	require.True(t, sends("s3cret-value"), "the value is sent when the secret is created")

	t.Setenv("SETUP_TEST_DB_PASSWORD", "n3w-value")
	t.Setenv("SETUP_TEST_OIDC_SECRET", "oidc-n3w")
	plan := apply(t, c, fixture())
	assert.True(t, plan.Empty(), "a value changed at its source is no drift:\n%s", plan)
	assert.False(t, sends("n3w-value"))

	without := fixture()
	without.Vaults[0].Secrets = nil
	assert.Contains(t, apply(t, c, without).String(), "- vault_secret prod/db-password (")
	assert.Contains(t, apply(t, c, fixture()).String(), "+ vault_secret prod/db-password\n")
	assert.True(t, sends("n3w-value"), "a secret created again is sent from its source")

	scopes := fixture()
	scopes.HTTPSEdges[0].Routes[2].OIDC.Scopes = []string{"openid"}
	assert.Contains(t, apply(t, c, scopes).String(), "~ oidc: ")
	assert.True(t, sends("oidc-n3w"), "a module set again sends its secret from its source")
}
