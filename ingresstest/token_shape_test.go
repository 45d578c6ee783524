package ingresstest_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ingresskit/ingress"
	"github.com/ingresskit/ingress/apikeys"
	"github.com/ingresskit/ingress/credentials"
)

// TestTokensCarryTheirIDs checks the shape of the tokens of API keys and
// tunnel credentials that the API reference's examples show: the KSUID of
// the resource's ID, "_" and a secret, different for each resource; and
// that such an API key's token authenticates.
func TestTokensCarryTheirIDs(t *testing.T) {
	srv, c := newServer(t)
	ctx := context.Background()
	requireShape := func(id string, token *string) string {
		t.Helper()
		require.NotNil(t, token)
		_, ksuid, ok := strings.Cut(id, "_")
		require.True(t, ok, id)
		secret, ok := strings.CutPrefix(*token, ksuid+"_")
		require.True(t, ok, "token %q of %s does not start with its KSUID", *token, id)
		assert.GreaterOrEqual(t, len(secret), 20, "the secret after the KSUID")
		return secret
	}
	secrets := map[string]bool{}
	for range 3 {
		k, err := apikeys.NewClient(c).Create(ctx, nil)
		require.NoError(t, err)
		secrets[requireShape(k.ID, k.Token)] = true
		cr, err := credentials.NewClient(c).Tunnel.Create(ctx, nil)
		require.NoError(t, err)
		secrets[requireShape(cr.ID, cr.Token)] = true

		_, err = apikeys.NewClient(srv.Client(ingress.WithAPIKey(*k.Token))).Get(ctx, k.ID)
		require.NoError(t, err, "the new key's token authenticates")
	}
	assert.Len(t, secrets, 6, "each token has a secret of its own")
}
